import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { credentialPromise, credentialRequirementsSchema, type CredentialRequirement } from './credentials';

/**
 * Node-only reader of the `credentials` entry of the promise registry, for the API (assignment)
 * and the build's checks. Only that entry is validated here; the registry's other entries belong
 * to their own readers.
 */
const DEFAULT_REGISTRY = 'content/promises.yaml';

const registrySchema = z.array(z.looseObject({ id: z.string() }));
const credentialsEntrySchema = z.looseObject({ id: z.literal('credentials'), promise: z.string(), requirements: credentialRequirementsSchema });

export interface CredentialRegistry {
  /** The sentence pages quote, word for word. */
  promise: string;
  requirements: readonly CredentialRequirement[];
}

/** Reads and checks the entry: its promise must be the sentence its requirements compose. */
export function loadCredentialRegistry(file: string = DEFAULT_REGISTRY): CredentialRegistry {
  const label = path.relative(process.cwd(), path.resolve(file));
  const entries = registrySchema.parse(parse(readFileSync(path.resolve(file), 'utf8')));
  const parsed = credentialsEntrySchema.safeParse(entries.find((e) => e.id === 'credentials'));
  if (!parsed.success) throw new Error(`${label}: the credentials entry is invalid: ${z.prettifyError(parsed.error)}`);
  const { promise, requirements } = parsed.data;
  const composed = credentialPromise(requirements);
  if (promise !== composed) throw new Error(`${label}: the credentials promise must read, from its requirements: "${composed}"`);
  return { promise, requirements };
}

let cached: CredentialRegistry | undefined;

/** The registry's credentials, read once per process. */
export function getCredentialRegistry(): CredentialRegistry {
  cached ??= loadCredentialRegistry();
  return cached;
}
