import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as v from '@/lib/validation';
import { errorsIn, fileOf, localizedAfterwards } from './helpers';

interface RuleCase {
  rule: string;
  schema: z.ZodType;
  valid: unknown[];
  invalid: unknown[];
  en: string;
  tr: string;
}

const png = (width: number, height: number) => fileOf('photo.png', 'image/png', 2048, { width, height });
const NOW = Date.parse('2026-06-01T12:00:00Z');

const cases: RuleCase[] = [
  {
    rule: 'alpha',
    schema: z.string().check(v.alpha()),
    valid: ['Çağrı', 'İstanbul', 'José'],
    invalid: ['abc1', 'a b'],
    en: 'The Code field may only contain letters',
    tr: 'Code alanı yalnızca harf içerebilir',
  },
  {
    rule: 'alpha_num',
    schema: z.string().check(v.alphaNum()),
    valid: ['Ağ3', 'abc123'],
    invalid: ['ab-1'],
    en: 'The Code field may only contain letters and numbers',
    tr: 'Code alanı yalnızca harf ve rakam içerebilir',
  },
  {
    rule: 'alpha_dash',
    schema: z.string().check(v.alphaDash()),
    valid: ['şehir_1-a'],
    invalid: ['a b', 'a.b'],
    en: 'The Code field may only contain letters, numbers, hyphens and underscores',
    tr: 'Code alanı yalnızca harf, rakam, kısa çizgi ve alt çizgi içerebilir',
  },
  {
    rule: 'alpha_spaces',
    schema: z.string().check(v.alphaSpaces()),
    valid: ['Çağrı İnce Öztürk', 'Şükrü Gül', 'ığüşöç ÇĞİÖŞÜ'],
    invalid: ['Ayşe2', 'Ayşe-Nur'],
    en: 'The Code field may only contain letters and spaces',
    tr: 'Code alanı yalnızca harf ve boşluk içerebilir',
  },
  {
    rule: 'between',
    schema: z.number().check(v.between(1, 2000)),
    valid: [1, 2000, 1500.5],
    invalid: [0, 2001, 0.99],
    en: 'The Code field must be between 1 and 2,000',
    tr: 'Code alanı 1 ile 2.000 arasında olmalıdır',
  },
  {
    rule: 'between (text)',
    schema: z.string().check(v.between(1, 10)),
    valid: ['1', '9.5'],
    invalid: ['11', 'ten'],
    en: 'The Code field must be between 1 and 10',
    tr: 'Code alanı 1 ile 10 arasında olmalıdır',
  },
  {
    rule: 'digits',
    schema: z.string().check(v.digits(5)),
    valid: ['10018', '00501'],
    invalid: ['1001', '100189', '1001a'],
    en: 'The Code field must be exactly 5 digits',
    tr: 'Code alanı tam olarak 5 haneli olmalıdır',
  },
  {
    rule: 'dimensions',
    schema: v.file().check(v.dimensions(100, 50)),
    valid: [png(100, 50)],
    invalid: [png(99, 50), png(100, 51), fileOf('a.png', 'image/png', 10)],
    en: 'The Code field must be an image of 100 × 50 pixels',
    tr: 'Code alanı 100 × 50 piksel boyutunda bir görsel olmalıdır',
  },
  {
    rule: 'double',
    schema: z.string().check(v.double(2, 'comma')),
    valid: ['12,50', '-0,25'],
    invalid: ['12.50', '12,5', '12'],
    en: 'The Code field must be a decimal number with 2 decimal places, using “,” as the decimal separator',
    tr: 'Code alanı, ondalık ayırıcı olarak “,” kullanılan ve 2 ondalık basamağı olan bir sayı olmalıdır',
  },
  {
    rule: 'double (any decimals)',
    schema: z.string().check(v.double()),
    valid: ['1.5', '3.14159'],
    invalid: ['3', '3,5', '.5'],
    en: 'The Code field must be a decimal number, using “.” as the decimal separator',
    tr: 'Code alanı, ondalık ayırıcı olarak “.” kullanılan bir ondalık sayı olmalıdır',
  },
  {
    rule: 'email',
    schema: z.string().check(v.email()),
    valid: ['ayse.yilmaz@example.com', "o'neil+quotes@law-firm.co", 'a_b@mail.example.org'],
    invalid: ['ayse@@example.com', 'ayse@example', '.ayse@example.com', 'ay..se@example.com', 'ayse yilmaz@example.com', `${'a'.repeat(65)}@example.com`],
    en: 'The Code field must be a valid email',
    tr: 'Code alanı geçerli bir e-posta adresi olmalıdır',
  },
  {
    rule: 'excluded',
    schema: z.string().check(v.excluded('none', 'n/a')),
    valid: ['Smith'],
    invalid: ['none', 'n/a'],
    en: 'The Code field contains a value that is not allowed',
    tr: 'Code alanındaki değere izin verilmiyor',
  },
  {
    rule: 'ext',
    schema: v.file().check(v.ext('pdf', 'docx')),
    valid: [fileOf('CV.PDF', 'application/pdf', 10), fileOf('cv.final.docx', '', 10)],
    invalid: [fileOf('cv.doc', 'application/msword', 10), fileOf('pdf', 'application/pdf', 10)],
    en: 'The Code field must be a file of one of these types: pdf, docx',
    tr: 'Code alanı şu dosya türlerinden biri olmalıdır: pdf, docx',
  },
  {
    rule: 'image',
    schema: v.file().check(v.image()),
    valid: [fileOf('a.webp', 'image/webp', 10)],
    invalid: [fileOf('a.pdf', 'application/pdf', 10)],
    en: 'The Code field must be an image',
    tr: 'Code alanı bir görsel dosyası olmalıdır',
  },
  {
    rule: 'integer',
    schema: z.number().check(v.integer()),
    valid: [0, -7, 42],
    invalid: [4.5],
    en: 'The Code field must be a whole number',
    tr: 'Code alanı bir tam sayı olmalıdır',
  },
  {
    rule: 'length',
    schema: z.string().check(v.length(4)),
    valid: ['abcd', 'çğıö'],
    invalid: ['abc', 'abcde'],
    en: 'The Code field must be exactly 4 characters',
    tr: 'Code alanı tam olarak 4 karakter olmalıdır',
  },
  {
    rule: 'length (list)',
    schema: z.array(z.string()).check(v.length(2)),
    valid: [['a', 'b']],
    invalid: [['a'], ['a', 'b', 'c']],
    en: 'The Code field must have exactly 2 items',
    tr: 'Code alanında tam olarak 2 öğe olmalıdır',
  },
  {
    rule: 'max_value',
    schema: z.number().check(v.maxValue(10)),
    valid: [10, -1],
    invalid: [10.5],
    en: 'The Code field must be 10 or less',
    tr: 'Code alanı en fazla 10 olabilir',
  },
  {
    rule: 'max',
    schema: z.string().check(v.max(5)),
    valid: ['abcde', 'ğğğğğ'],
    invalid: ['abcdef'],
    en: 'The Code field may not be longer than 5 characters',
    tr: 'Code alanı en fazla 5 karakter olabilir',
  },
  {
    rule: 'max (one item)',
    schema: z.array(z.string()).check(v.max(1)),
    valid: [['a']],
    invalid: [['a', 'b']],
    en: 'The Code field may not have more than 1 item',
    tr: 'Code alanında en fazla 1 öğe olabilir',
  },
  {
    rule: 'mimes',
    schema: v.file().check(v.mimes('application/pdf', 'image/*')),
    valid: [fileOf('a.pdf', 'application/pdf', 1), fileOf('a.png', 'image/png', 1)],
    invalid: [fileOf('a.txt', 'text/plain', 1), fileOf('a', '', 1)],
    en: 'The Code field must be a file of an accepted type',
    tr: 'Code alanındaki dosyanın türü kabul edilmiyor',
  },
  {
    rule: 'min_value',
    schema: z.number().check(v.minValue(18)),
    valid: [18, 99],
    invalid: [17, -18],
    en: 'The Code field must be 18 or more',
    tr: 'Code alanı en az 18 olmalıdır',
  },
  {
    rule: 'min',
    schema: z.string().check(v.min(3)),
    valid: ['abc'],
    invalid: ['ab'],
    en: 'The Code field must be at least 3 characters',
    tr: 'Code alanı en az 3 karakter olmalıdır',
  },
  {
    rule: 'min (list)',
    schema: z.array(z.string()).check(v.min(2)),
    valid: [['a', 'b']],
    invalid: [['a']],
    en: 'The Code field must have at least 2 items',
    tr: 'Code alanında en az 2 öğe olmalıdır',
  },
  {
    rule: 'numeric',
    schema: z.string().check(v.numeric()),
    valid: ['0042'],
    invalid: ['42a', '-4', '4.2'],
    en: 'The Code field may only contain digits',
    tr: 'Code alanı yalnızca rakam içerebilir',
  },
  {
    rule: 'oneOf',
    schema: v.oneOf(['red', 'green']),
    valid: ['red', 'green'],
    invalid: ['blue', 'Red'],
    en: 'The Code field must be one of the listed options',
    tr: 'Code alanı için listedeki seçeneklerden biri seçilmelidir',
  },
  {
    rule: 'regex',
    schema: z.string().check(v.regex(/^[A-Z]{3}-\d{3}$/g)),
    valid: ['ABC-123', 'XYZ-789'],
    invalid: ['abc-123'],
    en: 'The Code field format is invalid',
    tr: 'Code alanının biçimi geçersiz',
  },
  {
    rule: 'required',
    schema: z.string().trim().check(v.required()),
    valid: ['x'],
    invalid: ['', '   ', undefined, null],
    en: 'The Code field is required',
    tr: 'Code alanı zorunludur',
  },
  {
    rule: 'required (box)',
    schema: z.boolean().check(v.required()),
    valid: [true],
    invalid: [false, undefined],
    en: 'The Code field is required',
    tr: 'Code alanı zorunludur',
  },
  {
    rule: 'required (number)',
    schema: z.number(),
    valid: [0],
    invalid: [undefined, Number.NaN],
    en: 'The Code field is required',
    tr: 'Code alanı zorunludur',
  },
  {
    rule: 'required (choice)',
    schema: v.oneOf(['red']),
    valid: ['red'],
    invalid: ['', undefined],
    en: 'The Code field is required',
    tr: 'Code alanı zorunludur',
  },
  {
    rule: 'required (file)',
    schema: v.file(),
    valid: [fileOf('a.pdf', 'application/pdf', 0)],
    invalid: [undefined, null],
    en: 'The Code field is required',
    tr: 'Code alanı zorunludur',
  },
  {
    rule: 'size',
    schema: v.file().check(v.size(1)),
    valid: [fileOf('a.pdf', 'application/pdf', 1024)],
    invalid: [fileOf('a.pdf', 'application/pdf', 1025)],
    en: 'The Code field may not be larger than 1 KB',
    tr: 'Code alanındaki dosya en fazla 1 KB olabilir',
  },
  {
    rule: 'size (grouped)',
    schema: v.file().check(v.size(10_240)),
    valid: [fileOf('a.pdf', 'application/pdf', 10 * 1024 * 1024)],
    invalid: [fileOf('a.pdf', 'application/pdf', 10 * 1024 * 1024 + 1)],
    en: 'The Code field may not be larger than 10,240 KB',
    tr: 'Code alanındaki dosya en fazla 10.240 KB olabilir',
  },
  {
    rule: 'phone',
    schema: z.string().check(v.phone()),
    valid: ['+16465550142', '+905321234567'],
    invalid: ['6465550142', '+0123456789', '+1234567', '+1 646 555 0142', `+1${'2'.repeat(15)}`],
    en: 'The Code field must be a valid phone number with its country code',
    tr: 'Code alanı, ülke koduyla birlikte geçerli bir telefon numarası olmalıdır',
  },
  {
    rule: 'datetime',
    schema: z.string().check(v.datetime()),
    valid: ['2026-03-14T09:30:00-04:00', '2026-03-14T13:30Z', '2028-02-29T10:00:00.123+03:00'],
    invalid: ['2026-02-30T10:00Z', '2027-02-29T10:00Z', '2026-03-14T09:30', '2026-03-14', '2026-03-14T24:00Z'],
    en: 'The Code field must be a valid date and time',
    tr: 'Code alanı geçerli bir tarih ve saat olmalıdır',
  },
  {
    rule: 'future',
    schema: z.string().check(v.future(() => NOW)),
    valid: ['2026-06-01T12:00:01Z', '2026-06-01T09:00:00-04:00'],
    invalid: ['2026-06-01T12:00:00Z', '2026-06-01T07:59:00-04:00', '2025-12-31T23:00Z'],
    en: 'The Code field must be in the future',
    tr: 'Code alanı ileri bir tarih ve saat olmalıdır',
  },
  {
    rule: 'timezone',
    schema: z.string().check(v.timezone()),
    valid: ['America/New_York', 'Europe/Istanbul', 'UTC'],
    invalid: ['Mars/Olympus_Mons', 'GMT+25'],
    en: 'The Code field must be a valid time zone',
    tr: 'Code alanı geçerli bir saat dilimi olmalıdır',
  },
  {
    rule: 'not a file',
    schema: v.file().check(v.ext('pdf'), v.image(), v.mimes('image/png'), v.size(1), v.dimensions(1, 1)),
    valid: [],
    invalid: ['cv.pdf', { name: 'cv.pdf' }],
    en: 'Code is not valid.',
    tr: 'Code geçerli değil.',
  },
];

const labels = { code: 'Code' };
const wrap = (schema: z.ZodType) => z.object({ code: schema });

describe.each(cases)('rule $rule', ({ schema, valid, invalid, en, tr }) => {
  it.each(valid.map((value) => [value]))('accepts %j', (value) => {
    expect(wrap(schema).safeParse({ code: value }).success).toBe(true);
  });

  it.each(invalid.map((value) => [value]))('rejects %j in English and Turkish', (value) => {
    expect(errorsIn(wrap(schema), { code: value }, labels)).toEqual({ en: { code: en }, tr: { code: tr } });
    expect(localizedAfterwards(wrap(schema), { code: value }, labels)).toEqual({ en: { code: en }, tr: { code: tr } });
  });
});

describe('cross-field rules', () => {
  const contact = z
    .object({ method: z.enum(['email', 'phone']), telephone: z.string().optional(), fax: z.string().optional() })
    .check(v.requiredIf('telephone', 'method', 'phone'), v.requiredIf('fax', 'telephone'));
  const contactLabels = { method: 'Method', telephone: 'Telephone', fax: 'Fax' };

  it('required_if: required only when the other field holds a listed value', () => {
    expect(contact.safeParse({ method: 'email' }).success).toBe(true);
    expect(contact.safeParse({ method: 'phone', telephone: '+16465550142', fax: '+16465550143' }).success).toBe(true);
    expect(errorsIn(contact, { method: 'phone', telephone: ' ' }, contactLabels)).toEqual({
      en: { telephone: 'The Telephone field is required' },
      tr: { telephone: 'Telephone alanı zorunludur' },
    });
  });

  it('required_if without values: required once the other field is filled in', () => {
    expect(errorsIn(contact, { method: 'email', telephone: '+16465550142' }, contactLabels)).toEqual({
      en: { fax: 'The Fax field is required' },
      tr: { fax: 'Fax alanı zorunludur' },
    });
  });

  it('confirmed: names the other field by its label', () => {
    const schema = z.object({ email: z.string(), emailConfirmation: z.string() }).check(v.confirmed('emailConfirmation', 'email'));
    const names = { email: 'Email', emailConfirmation: 'Email confirmation' };
    expect(schema.safeParse({ email: 'a@b.co', emailConfirmation: 'a@b.co' }).success).toBe(true);
    expect(errorsIn(schema, { email: 'a@b.co', emailConfirmation: 'a@b.com' }, names)).toEqual({
      en: { emailConfirmation: 'The Email confirmation field must match Email' },
      tr: { emailConfirmation: 'Email confirmation alanı Email alanıyla aynı olmalıdır' },
    });
  });

  it('different: labels the other field of the same list item', () => {
    const schema = z.object({
      pairs: z.array(z.object({ source: z.string(), target: z.string() }).check(v.different('target', 'source'))),
    });
    const names = { pairs: 'Pairs', 'pairs.source': 'Source language', 'pairs.target': 'Target language' };
    expect(schema.safeParse({ pairs: [{ source: 'spanish', target: 'english' }] }).success).toBe(true);
    const input = {
      pairs: [
        { source: 'spanish', target: 'english' },
        { source: 'turkish', target: 'turkish' },
      ],
    };
    expect(errorsIn(schema, input, names)).toEqual({
      en: { 'pairs.1.target': 'The Target language field must be different from Source language' },
      tr: { 'pairs.1.target': 'Target language alanı Source language alanından farklı olmalıdır' },
    });
  });

  it('runs alongside errors in other fields', () => {
    expect(Object.keys(errorsIn(contact, { method: 'phone', fax: 42 }, contactLabels).en).sort()).toEqual(['fax', 'telephone']);
  });
});

describe('empty values', () => {
  it('pass every rule but required, so optional fields can use them', () => {
    const schema = z.object({
      email: z.string().check(v.email(), v.min(3), v.regex(/^x$/), v.phone(), v.datetime()).optional(),
      tags: z.array(z.string()).check(v.min(2)),
    });
    expect(schema.safeParse({ email: '', tags: [] }).success).toBe(true);
    expect(schema.safeParse({ tags: [] }).success).toBe(true);
  });

  it('list required before format, so the first message for an empty field is "required"', () => {
    const schema = z.object({ code: z.string().trim().check(v.required(), v.email(), v.min(5)) });
    expect(errorsIn(schema, { code: ' ' }, labels).en).toEqual({ code: 'The Code field is required' });
  });
});
