/*
 * The `credentials` entry of the promise registry (./registry.server.ts, which validates the whole
 * file), for the API (assignment) and the build's checks.
 */
import path from 'node:path';
import { credentialPromise, type CredentialRequirement } from './credentials';
import { loadPromises } from './registry.server';

export interface CredentialRegistry {
  /** The sentence pages quote, word for word. */
  promise: string;
  requirements: readonly CredentialRequirement[];
}

/** Reads and checks the entry: its promise must be the sentence its requirements compose. */
export function loadCredentialRegistry(file?: string): CredentialRegistry {
  const entry = loadPromises(file).find((e) => e.id === 'credentials');
  const label = path.relative(process.cwd(), path.resolve(file ?? 'content/promises.yaml'));
  const requirements = entry?.requirements;
  if (entry === undefined || requirements === undefined) throw new Error(`${label}: the credentials entry and its requirements are missing`);
  const { promise } = entry;
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
