import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as v from '@/lib/validation';

describe('checkSpam', () => {
  it.each([
    ['a person who took a minute', { company_website: '', formFillMs: 60_000 }, { spam: false }],
    ['exactly the minimum time', { formFillMs: 3000 }, { spam: false }],
    ['a filled honeypot', { company_website: 'https://spam.example', formFillMs: 60_000 }, { spam: true, reason: 'honeypot' }],
    ['a honeypot of spaces only', { company_website: '   ', formFillMs: 60_000 }, { spam: false }],
    ['a form completed in 2.9 s', { formFillMs: 2900 }, { spam: true, reason: 'too-fast' }],
    ['no fill time', {}, { spam: true, reason: 'no-fill-time' }],
  ])('%s', (_name, fields, verdict) => {
    expect(v.checkSpam(fields)).toEqual(verdict);
  });

  it('names the fields and the minimum time as the forms and the API use them', () => {
    expect([v.HONEYPOT_FIELD, v.FORM_FILL_MS_FIELD, v.MIN_FILL_TIME_MS]).toEqual(['company_website', 'formFillMs', 3000]);
  });
});

describe('spamFieldsSchema', () => {
  it.each([
    ['a honeypot sent as an object with a toString key', { company_website: { toString: 'x' } }, 'company_website'],
    ['a honeypot sent as a number', { company_website: 1 }, 'company_website'],
    ['a fill time sent as text', { formFillMs: '5000' }, 'formFillMs'],
    ['a negative fill time', { formFillMs: -1 }, 'formFillMs'],
    ['a fractional fill time', { formFillMs: 3000.5 }, 'formFillMs'],
  ])('refuses %s: a malformed request, not a bot', (_name, body, field) => {
    const result = v.spamFieldsSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual([field]);
  });

  it('strips everything but the two fields', () => {
    expect(v.spamFieldsSchema.parse({ formFillMs: 4000, formStartedAt: 'old', name: 'Ana' })).toEqual({ formFillMs: 4000 });
  });
});

describe('withSpamFields', () => {
  it('adds the two fields and keeps the schema refinements', () => {
    const schema = v.withSpamFields(v.quoteRequestContactSchema);
    const body = {
      name: 'Ana Souza',
      email: 'ana@example.com',
      preferredContactMethod: 'phone',
      company_website: '',
      formFillMs: 10_000,
    };
    const result = schema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['telephone']);
    const accepted = schema.parse({ ...body, telephone: '+16465550142' });
    expect(accepted).toMatchObject({ company_website: '', formFillMs: 10_000 });
  });

  it('keeps values that plain form schemas would strip', () => {
    const schema = v.withSpamFields(z.object({ a: z.string() }));
    expect(schema.parse({ a: 'x', formFillMs: 5000 })).toEqual({ a: 'x', formFillMs: 5000 });
  });
});
