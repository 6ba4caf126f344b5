import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as v from '@/lib/validation';
import { errorsIn, packs } from './helpers';

const VARIANT_KEYS = ['length_item', 'length_items', 'max_item', 'max_items', 'min_item', 'min_items', 'double_any', 'phone_country'];

describe.each(v.VALIDATION_LOCALES)('the %s pack', (locale) => {
  const { messages } = v.getMessagePack(locale);

  it('has a message for every rule and every wording variant', () => {
    for (const key of [...v.RULE_NAMES, ...VARIANT_KEYS, '_default']) expect(messages, key).toHaveProperty(key);
  });

  it('puts the field label in every message', () => {
    for (const [key, message] of Object.entries(messages)) expect(message, key).toContain('{field}');
  });

  it('has the same keys as the English pack', () => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(packs.en.messages).sort());
  });
});

describe('formatting', () => {
  it('uses "_default" for a rule without a message of its own', () => {
    const failure = { rule: 'no_such_rule', params: {} };
    expect(v.formatFailure(failure, 'Reference', packs.en)).toBe('Reference is not valid.');
    expect(v.formatFailure(failure, 'Reference', packs.tr)).toBe('Reference geçerli değil.');
  });

  it('uses "_default" for issues from plain zod refinements without a rule', () => {
    const schema = z.object({ reference: z.string().refine((s) => s.startsWith('VB-')) });
    expect(errorsIn(schema, { reference: 'X-1' }, { reference: 'Reference' })).toEqual({
      en: { reference: 'Reference is not valid.' },
      tr: { reference: 'Reference geçerli değil.' },
    });
  });

  it('substitutes the field label and falls back to the path without one', () => {
    const schema = z.object({ email: z.string().check(v.email()), other: z.string().check(v.email()) });
    const { en } = errorsIn(schema, { email: 'x', other: 'y' }, { email: 'Work email' });
    expect(en).toEqual({ email: 'The Work email field must be a valid email', other: 'The other field must be a valid email' });
  });

  it('labels list items by their path without the index', () => {
    expect(v.labelFor(['pairs', 3, 'target'], { 'pairs.target': 'Target language' })).toBe('Target language');
    expect(v.labelFor(['pairs', 3, 'target'], { pairs: 'Pairs' })).toBe('Pairs');
    expect(v.labelFor([], {})).toBe('This form');
  });

  it('formats numbers and lists for the pack locale', () => {
    const failure = { rule: 'between', params: { min: 1500, max: 2500.5 } };
    expect(v.formatFailure(failure, 'Words', packs.en)).toBe('The Words field must be between 1,500 and 2,500.5');
    expect(v.formatFailure(failure, 'Words', packs.tr)).toBe('Words alanı 1.500 ile 2.500,5 arasında olmalıdır');
  });

  it('keeps a message an issue already carries when wording through the error map', () => {
    const schema = z.object({ words: z.number().min(1, 'Enter at least one word') });
    expect(errorsIn(schema, { words: 0 }, { words: 'Words' }).tr).toEqual({ words: 'Enter at least one word' });
  });

  it('files errors on the form as a whole under "root"', () => {
    const result = v.validate(z.object({ a: z.string() }), 'not an object', {}, packs.en);
    expect(result).toEqual({ success: false, errors: { root: 'This form is not valid.' } });
  });
});

describe('describeIssue', () => {
  const issue = (schema: z.ZodType, input: unknown) => {
    const result = schema.safeParse(input);
    if (result.success) throw new Error('expected a failure');
    const [first] = result.error.issues;
    if (first === undefined) throw new Error('expected an issue');
    return v.describeIssue(first);
  };

  it.each([
    ['a rule issue', z.string().check(v.max(2)), 'abc', { rule: 'max', params: { length: 2 } }],
    ['a missing value', z.string(), undefined, { rule: 'required', params: {} }],
    ['a value outside an enum', z.enum(['a', 'b']), 'c', { rule: 'oneOf', params: { values: ['a', 'b'] } }],
    ['zod min on text', z.string().min(3), 'ab', { rule: 'min', params: { length: 3 } }],
    ['zod max on a list', z.array(z.number()).max(1), [1, 2], { rule: 'max', params: { length: 1, variant: 'item' } }],
    ['zod min on a number', z.number().min(5), 4, { rule: 'min_value', params: { min: 5 } }],
    ['zod max on a number', z.number().max(5), 6, { rule: 'max_value', params: { max: 5 } }],
    ['zod email', z.email(), 'x', { rule: 'email', params: {} }],
  ])('maps %s', (_name, schema, input, expected) => {
    expect(issue(schema, input)).toEqual(expected);
  });

  it('tells a wrong type from a missing value when the issue carries its input', () => {
    const result = z.object({ age: z.number() }).safeParse({ age: 'forty' }, { reportInput: true });
    const [first] = result.error?.issues ?? [];
    expect(first && v.describeIssue(first)).toEqual({ rule: 'type', params: { expected: 'number' } });
    expect(v.validate(z.object({ age: z.number() }), { age: 'forty' }, { age: 'Age' }, packs.en)).toEqual({
      success: false,
      errors: { age: 'Age is not valid.' },
    });
  });
});

describe('configuration', () => {
  it('defaults to English and resolves configured locales', () => {
    expect(v.resolveValidationLocale(undefined)).toBe('en');
    expect(v.resolveValidationLocale('tr')).toBe('tr');
    expect(v.resolveValidationLocale('tr-TR')).toBe('tr');
    expect(v.resolveValidationLocale('EN_us')).toBe('en');
    expect(v.resolveValidationLocale('de')).toBe('en');
    expect(v.getActiveMessagePack('tr')).toBe(packs.tr);
    expect(v.getActiveMessagePack()).toBe(packs.en);
  });
});
