import { itemsVariant, type RuleParams } from '../issue';
import { defineRule, type Rule } from './define';

type Measurable = string | readonly unknown[];

/** Characters are counted as code points, so an emoji or an astral letter counts once. */
function measure(value: Measurable): number {
  return typeof value === 'string' ? Array.from(value).length : value.length;
}

/** Text counts characters, lists count items; the message says which. */
function lengthParams(length: number) {
  return (value: Measurable): RuleParams => (typeof value === 'string' ? { length } : { length, variant: itemsVariant(length) });
}

/** Exactly `length` characters (text) or items (list). */
export const length = (n: number): Rule<Measurable> => defineRule('length', (v) => measure(v) === n, lengthParams(n));

/** At most `n` characters or items. */
export const max = (n: number): Rule<Measurable> => defineRule('max', (v) => measure(v) <= n, lengthParams(n));

/** At least `n` characters or items. */
export const min = (n: number): Rule<Measurable> => defineRule('min', (v) => measure(v) >= n, lengthParams(n));

const NUMBER_TEXT = /^-?[0-9]+(\.[0-9]+)?$/;

/** A number, or text written as one (`"12.5"`); anything else is not a number. */
function toNumber(value: number | string): number {
  if (typeof value === 'number') return value;
  return NUMBER_TEXT.test(value.trim()) ? Number(value) : Number.NaN;
}

/** A number from `min` to `max`, both included. */
export function between(minimum: number, maximum: number): Rule<number | string> {
  return defineRule(
    'between',
    (v) => {
      const n = toNumber(v);
      return n >= minimum && n <= maximum;
    },
    { min: minimum, max: maximum },
  );
}

/** A number no greater than `max`. */
export const maxValue = (maximum: number): Rule<number | string> => defineRule('max_value', (v) => toNumber(v) <= maximum, { max: maximum });

/** A number no less than `min`. */
export const minValue = (minimum: number): Rule<number | string> => defineRule('min_value', (v) => toNumber(v) >= minimum, { min: minimum });

/** A whole number, possibly negative: `42`, `"-7"`; not `4.0` written as text. */
export const integer = (): Rule<number | string> => defineRule('integer', (v) => (typeof v === 'number' ? Number.isInteger(v) : /^-?[0-9]+$/.test(v.trim())));
