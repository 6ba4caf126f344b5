import type { z } from 'zod';
import { assertUnique } from './collection';
import { readYaml, validate } from './front-matter';

/** A YAML file holding a list of entries with unique `id`s, validated as a whole (errors read "[3].field"). */
export function loadYamlList<T extends { id: string }>(file: string, schema: z.ZodType<T[]>): T[] {
  const entries = validate(schema, readYaml(file), file);
  assertUnique(
    entries.map((entry, index) => ({ file, field: `[${index}].id`, value: entry.id })),
    'id',
  );
  return entries;
}
