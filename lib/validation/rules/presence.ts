import { z } from 'zod';
import { ruleIssue, type RuleParams } from '../issue';
import { isEmpty, isMissing, isRecord, valueAt, type FieldPath } from '../values';
import type { Rule } from './define';

type Primitive = string | number | boolean;

/** Not missing: not empty, not blank text, not NaN, not an unticked box (`false`). */
export const required = (): Rule<unknown> =>
  z.superRefine((value, ctx) => {
    if (isMissing(value)) ctx.addIssue(ruleIssue('required'));
  });

/**
 * An object-level rule on two fields. It runs even when other fields of the object failed,
 * so a form shows cross-field errors together with the rest. Its params name `other` (and
 * `fieldPath`) relative to the object, so the message can label `other` wherever the object sits.
 */
function crossField<T>(
  rule: 'required_if' | 'confirmed' | 'different',
  field: string,
  test: (data: Record<string, unknown>) => RuleParams | undefined,
): Rule<T> {
  return z.superRefine<T>(
    (data, ctx) => {
      if (!isRecord(data)) return;
      const params = test(data);
      if (params !== undefined) ctx.addIssue(ruleIssue(rule, { ...params, fieldPath: field }, field.split('.')));
    },
    { when: (payload) => isRecord(payload.value) },
  );
}

/**
 * `field` is required when `other` holds one of `values` (or, with no values, when `other`
 * is filled in). Apply to the object: `.check(requiredIf('telephone', 'contactMethod', 'phone'))`.
 */
export function requiredIf<T>(field: FieldPath<T>, other: FieldPath<T>, ...values: readonly Primitive[]): Rule<T> {
  return crossField<T>('required_if', field, (data) => {
    const trigger = valueAt(data, other);
    const applies = values.length === 0 ? !isMissing(trigger) : values.some((v) => v === trigger);
    return applies && isMissing(valueAt(data, field)) ? { other, values: values.map(String) } : undefined;
  });
}

/** `field` must equal `target`, as a repeated email or password does. */
export function confirmed<T>(field: FieldPath<T>, target: FieldPath<T>): Rule<T> {
  return crossField<T>('confirmed', field, (data) => (valueAt(data, field) === valueAt(data, target) ? undefined : { other: target }));
}

/** `field` must differ from `other` (both filled in), as a target language from its source. */
export function different<T>(field: FieldPath<T>, other: FieldPath<T>): Rule<T> {
  return crossField<T>('different', field, (data) => {
    const value = valueAt(data, field);
    return !isEmpty(value) && value === valueAt(data, other) ? { other } : undefined;
  });
}
