import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as v from '@/lib/validation';

const NOW = Date.parse('2026-06-01T12:00:00Z');
const secondsAgo = (s: number) => new Date(NOW - s * 1000).toISOString();

describe('checkSpam', () => {
  it.each([
    ['a person who took a minute', { company_website: '', formStartedAt: secondsAgo(60) }, { spam: false }],
    ['exactly the minimum time', { formStartedAt: secondsAgo(3) }, { spam: false }],
    ['a filled honeypot', { company_website: 'https://spam.example', formStartedAt: secondsAgo(60) }, { spam: true, reason: 'honeypot' }],
    ['a honeypot filled with a number', { company_website: 1, formStartedAt: secondsAgo(60) }, { spam: true, reason: 'honeypot' }],
    ['a form completed in 2.9 s', { formStartedAt: secondsAgo(2.9) }, { spam: true, reason: 'too-fast' }],
    ['a start time in the future', { formStartedAt: secondsAgo(-30) }, { spam: true, reason: 'too-fast' }],
    ['no start time', { name: 'Ana' }, { spam: true, reason: 'missing-start' }],
    ['an unreadable start time', { formStartedAt: 'yesterday-ish' }, { spam: true, reason: 'missing-start' }],
    ['a body that is not an object', 'hello', { spam: true, reason: 'missing-start' }],
  ])('%s', (_name, body, verdict) => {
    expect(v.checkSpam(body, NOW)).toEqual(verdict);
    expect(v.checkSpam(body, new Date(NOW))).toEqual(verdict);
  });

  it('names the fields and the minimum time as the forms and the API use them', () => {
    expect([v.HONEYPOT_FIELD, v.FORM_STARTED_AT_FIELD, v.MIN_FILL_TIME_MS]).toEqual(['company_website', 'formStartedAt', 3000]);
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
      formStartedAt: secondsAgo(10),
    };
    const result = schema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['telephone']);
    const accepted = schema.parse({ ...body, telephone: '+16465550142' });
    expect(accepted).toMatchObject({ company_website: '', formStartedAt: body.formStartedAt });
  });

  it('keeps values that plain form schemas would strip', () => {
    const schema = v.withSpamFields(z.object({ a: z.string() }));
    expect(schema.parse({ a: 'x', formStartedAt: 'now' })).toEqual({ a: 'x', formStartedAt: 'now' });
  });
});
