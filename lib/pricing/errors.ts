import type * as z from 'zod/mini';
import type { PricingError, PricingErrorCode, QuoteResult, Quote } from './types';

/** Thrown inside the engine to stop a calculation; never escapes a calculator. */
class PricingFailure extends Error {
  readonly error: PricingError;

  constructor(error: PricingError) {
    super(error.message);
    this.error = error;
  }
}

export function fail(code: PricingErrorCode, message: string, field?: string): never {
  throw new PricingFailure({ code, message, ...(field ? { fields: { [field]: message } } : {}) });
}

/** Runs a calculation and turns an expected failure into an error result; bugs still throw. */
export function toResult(calculate: () => Quote): QuoteResult {
  try {
    return { ok: true, quote: calculate() };
  } catch (caught) {
    if (caught instanceof PricingFailure) return { ok: false, error: caught.error };
    throw caught;
  }
}

/** Parses calculator input with its schema, failing with `invalid_input` and one message per field. */
export function parseInput<Schema extends z.ZodMiniType>(schema: Schema, input: unknown): z.output<Schema> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.') || 'input';
    fields[path] ??= issue.message;
  }
  const first = parsed.error.issues[0];
  throw new PricingFailure({
    code: 'invalid_input',
    message: first ? first.message : 'The quote request is not valid.',
    fields,
  });
}
