import { z } from 'zod';
import { ruleIssue } from '../issue';
import { isMissing } from '../values';
import { defineRule, type Rule } from './define';

type Choices = readonly [string, ...string[]];

const includes = (values: readonly string[], value: unknown) => values.some((v) => v === value);

/**
 * A choice from a fixed list, typed as the list's union. Unlike the value rules this is a
 * schema, not a check: no choice yet (undefined, '' from an untouched select) is `required`,
 * anything outside the list `oneOf`. Add `.optional()` where no choice is allowed.
 */
export function oneOf<const V extends Choices>(values: V): z.ZodCustom<V[number], V[number]> {
  return z.custom<V[number]>().check(
    z.superRefine((value, ctx) => {
      if (isMissing(value)) ctx.addIssue(ruleIssue('required'));
      else if (!includes(values, value)) ctx.addIssue(ruleIssue('oneOf', { values }));
    }),
  );
}

/** None of `values`, such as a reserved word or a placeholder option. */
export const excluded = (...values: readonly (string | number)[]): Rule<string | number> =>
  defineRule('excluded', (v) => !values.includes(v), { values });
