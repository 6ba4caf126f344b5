/**
 * Problems found in what the visitor typed before the engine is asked, keyed
 * by field name; the UI turns each code into a message.
 */
type ProblemCode = 'whole-number' | 'documents-over-count';

export type Problems = Partial<Record<string, ProblemCode>>;

export function hasProblems(problems: Problems): boolean {
  return Object.values(problems).some((code) => code !== undefined);
}
