import type { z } from 'zod';

/** A catalog that failed validation; `problems` holds one line per problem. */
export class CatalogError extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(problems.length === 1 ? (problems[0] ?? '') : `${problems.length} problems in the catalog:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'CatalogError';
    this.problems = problems;
  }
}

/** The slug (or service id) of a raw entry, when it has one, for naming the entry in messages. */
function rawEntryKey(entry: unknown): string | undefined {
  if (typeof entry !== 'object' || entry === null) return undefined;
  for (const key of ['slug', 'id']) {
    const value: unknown = Reflect.get(entry, key);
    if (typeof value === 'string' && value !== '') return value;
  }
  return undefined;
}

/** `[12] (tigrinya)`: an entry named by its index and, when known, its slug. */
function entryLabel(index: number, entry: unknown): string {
  const key = rawEntryKey(entry);
  return key === undefined ? `[${index}]` : `[${index}] (${key})`;
}

function fieldPath(path: readonly PropertyKey[]): string {
  return path.map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i === 0 ? '' : '.'}${String(part)}`)).join('');
}

/**
 * Formats the issues of a list of entries as `source › [12] (tigrinya) › tier: message`.
 * `path` starts at the index of the entry in the list.
 */
export function formatListIssues(source: string, entries: unknown, issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => {
    const [first, ...rest] = issue.path;
    if (typeof first !== 'number') return `${source}: ${issue.message}`;
    const entry: unknown = Array.isArray(entries) ? entries[first] : undefined;
    const field = rest.length === 0 ? '' : ` › ${fieldPath(rest)}`;
    return `${source} › ${entryLabel(first, entry)}${field}: ${issue.message}`;
  });
}
