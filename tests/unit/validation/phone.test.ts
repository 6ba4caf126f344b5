import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as v from '@/lib/validation';
import { errorsIn } from './helpers';

// vitest: fresh modules — the first tests run before any file of the worker loaded the phone metadata.
const labels = { telephone: 'Telephone' };
const schema = z.object({ telephone: z.string().check(v.phone()) });

describe('phone before the metadata is loaded', () => {
  it('checks the E.164 shape only', () => {
    expect(v.checkPhoneValidity('+7135550142')).toBeUndefined();
    expect(schema.safeParse({ telephone: '+7135550142' }).success).toBe(true);
    expect(schema.safeParse({ telephone: '7135550142' }).success).toBe(false);
  });
});

describe('phone with libphonenumber', () => {
  beforeAll(() => v.loadPhoneValidity());

  it.each([
    ['a Houston number', '+17135550142'],
    ['a New York number', '+16465550142'],
    ['a Turkish mobile number', '+905321234567'],
    ['an Istanbul number', '+902121234567'],
    ['a London number', '+442071234567'],
    ['a Polish mobile number', '+48601234567'],
    ['a São Paulo mobile number', '+5511912345678'],
    ['a Russian mobile number', '+79161234567'],
  ])('accepts %s', (_, number) => {
    expect(schema.safeParse({ telephone: number }).success).toBe(true);
  });

  it.each([
    // `713 555 0142` typed while the field was on "International": 9 national digits where Russia has 10.
    ['a US number read as Russian', '+7135550142', '7'],
    ['a US number one digit short', '+1713555014', '1'],
    ['a US number without an area code', '+15555550142', '1'],
    ['a Turkish number one digit short', '+90532123456', '90'],
    ['a UK number two digits long', '+44207123456789', '44'],
  ])('refuses %s, naming its country code', (_, number, code) => {
    expect(errorsIn(schema, { telephone: number }, labels)).toEqual({
      en: { telephone: `The Telephone field is not a valid phone number for country code +${code}; check the country and the digits` },
      tr: { telephone: `Telephone alanındaki numara, +${code} ülke kodu için geçerli bir telefon numarası değil; ülkeyi ve rakamları kontrol edin` },
    });
  });

  it('refuses a number of no country with the plain message', () => {
    expect(errorsIn(schema, { telephone: '+99912345678' }, labels)).toEqual({
      en: { telephone: 'The Telephone field must be a valid phone number with its country code' },
      tr: { telephone: 'Telephone alanı, ülke koduyla birlikte geçerli bir telefon numarası olmalıdır' },
    });
  });

  it('still refuses what is not E.164 and passes an empty optional field', () => {
    for (const value of ['713 555 0142', '+1 713 555 0142', '0017135550142']) {
      expect(v.describeIssue(schema.safeParse({ telephone: value }).error?.issues[0] ?? {})).toEqual({ rule: 'phone', params: {} });
    }
    expect(z.object({ telephone: v.optionalTelephone() }).safeParse({ telephone: '' }).success).toBe(true);
  });

  it('applies in the shared form schemas the API validates with', () => {
    const contact = {
      name: 'Dana Whitfield',
      email: 'dana@example.org',
      telephone: '+7135550142',
      topic: 'document-translation',
      message: 'I need my birth certificate translated for a USCIS filing.',
      consent: true,
    };
    const result = v.contactSchema.safeParse(contact);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['telephone']);
    expect(v.contactSchema.safeParse({ ...contact, telephone: '+17135550142' }).success).toBe(true);
  });
});
