import { z } from 'zod';
import { ruleIssue } from '../issue';
import { ruleJsonSchemas } from '../json-schema-hints';
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
  // Registered before the check: the checked schema keeps this one as its parent, whose entry
  // zod's registry lends it and which toJSONSchema also reads.
  const choice = z.custom<V[number]>();
  ruleJsonSchemas.add(choice, { jsonSchema: { type: 'string', enum: [...values] } });
  return choice.check(
    z.superRefine((value, ctx) => {
      if (isMissing(value)) ctx.addIssue(ruleIssue('required'));
      else if (!includes(values, value)) ctx.addIssue(ruleIssue('oneOf', { values }));
    }),
  );
}

/** None of `values`, such as a reserved word or a placeholder option. */
export const excluded = (...values: readonly (string | number)[]): Rule<string | number> => defineRule('excluded', (v) => !values.includes(v), { values });
