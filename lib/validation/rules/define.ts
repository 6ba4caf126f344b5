import { z } from 'zod';
import { ruleIssue, type RuleName, type RuleParams } from '../issue';
import { isEmpty } from '../values';

/** A rule applied with `.check()`: a zod check whose failures carry `{ rule, params }`. */
export type Rule<T = unknown> = z.core.$ZodCheck<T>;

/**
 * A value rule. Like the VeeValidate rules it is modelled on, it passes empty values
 * (`required` decides whether a field may be empty), so optional fields can use it too.
 * `params` may depend on the value, for wording that differs between text and lists.
 */
export function defineRule<T>(rule: RuleName, test: (value: T) => boolean, params: RuleParams | ((value: T) => RuleParams) = {}): Rule<T> {
  return z.superRefine<T>((value, ctx) => {
    if (isEmpty(value) || test(value)) return;
    ctx.addIssue(ruleIssue(rule, typeof params === 'function' ? params(value) : params));
  });
}
