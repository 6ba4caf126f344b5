import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as v from '@/lib/validation';
import { fileOf } from './helpers';

const NOW = Date.parse('2026-06-01T12:00:00Z');
const clock = () => NOW;

/** The first failing rule per field path. */
function failures(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = v.pathKey(issue.path);
    out[key] ??= v.describeIssue(issue).rule;
  }
  return out;
}

interface FormCase {
  form: string;
  schema: z.ZodObject;
  labels: v.FieldLabels;
  valid: Record<string, unknown>;
  variants: Record<string, unknown>[];
  invalid: [string, Record<string, unknown>, string, string][];
}

const cv = fileOf('Sukru-Yilmaz-CV.pdf', 'application/pdf', 300_000);
const docxType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const forms: FormCase[] = [
  {
    form: 'contact',
    schema: v.contactSchema,
    labels: v.contactLabels,
    valid: {
      name: 'Çağrı Öztürk',
      email: 'cagri@example.com',
      telephone: '+905321234567',
      topic: 'document-translation',
      message: 'I need my birth certificate translated for a USCIS filing.',
      consent: true,
    },
    variants: [
      { telephone: undefined },
      { telephone: '' },
      { name: "Mary-Jane O'Neil Jr." },
      { name: 'Rebecca Stone, Stone & Alvarez LLP' },
      { name: 'Rebecca Stone (front desk, 14th floor)' },
      { name: 'J. R. Smith / Smith Legal' },
      { name: '张伟' },
      { name: 'محمد علي' },
      { topic: 'careers' },
    ],
    invalid: [
      ['an empty name', { name: '  ' }, 'name', 'required'],
      ['a name without a letter', { name: '12345' }, 'name', 'name'],
      ['a name that is a link', { name: 'https://spam.example' }, 'name', 'name'],
      ['a name that is an address', { name: 'ana@example.com' }, 'name', 'name'],
      ['a name with markup', { name: '<b>Ana</b>' }, 'name', 'name'],
      ['a name with a control character', { name: 'Ana\u0007 Souza' }, 'name', 'name'],
      ['a name that is too long', { name: 'a'.repeat(121) }, 'name', 'max'],
      ['a broken email', { email: 'cagri@' }, 'email', 'email'],
      ['a phone number without country code', { telephone: '0532 123 45 67' }, 'telephone', 'phone'],
      ['an unknown topic', { topic: 'sales' }, 'topic', 'oneOf'],
      ['no topic', { topic: undefined }, 'topic', 'required'],
      ['a short message', { message: 'Hi there' }, 'message', 'min'],
      ['no consent', { consent: false }, 'consent', 'required'],
    ],
  },
  {
    form: 'quote request contact',
    schema: v.quoteRequestContactSchema,
    labels: v.quoteRequestContactLabels,
    valid: { name: 'Ana Souza', email: 'ana@example.com', preferredContactMethod: 'email' },
    variants: [
      { preferredContactMethod: 'whatsapp', telephone: '+5511912345678' },
      { nameSpellings: 'João Conceição (with the tilde and cedilla)', notes: 'The stamp on page 2 is faint.' },
      { organisation: 'Stone & Alvarez LLP', purchaseOrder: 'PO 4471-B, matter 2026-118' },
    ],
    invalid: [
      ['WhatsApp without a number', { preferredContactMethod: 'whatsapp' }, 'telephone', 'required_if'],
      ['a call without a number', { preferredContactMethod: 'phone', telephone: '' }, 'telephone', 'required_if'],
      ['an unknown contact method', { preferredContactMethod: 'fax' }, 'preferredContactMethod', 'oneOf'],
      ['long name spellings', { nameSpellings: 'x'.repeat(1001) }, 'nameSpellings', 'max'],
      ['long notes', { notes: 'x'.repeat(5001) }, 'notes', 'max'],
      ['a long purchase order or reference', { purchaseOrder: 'x'.repeat(101) }, 'purchaseOrder', 'max'],
    ],
  },
  {
    form: 'on-site booking',
    schema: v.createOnSiteBookingSchema({ clock }),
    labels: v.onSiteBookingLabels,
    valid: {
      dateTime: '2026-06-10T14:00:00-04:00',
      durationMinutes: 120,
      address: { street: '350 Fifth Avenue', unit: 'Suite 4100', city: 'New York', state: 'NY', zip: '10118' },
      onSiteContactName: 'Maria Lopez',
      onSiteContactPhone: '+12125550100',
      setting: 'legal',
      notes: '',
    },
    variants: [
      { notes: undefined },
      { address: { street: '1 Main St', city: 'Miami', state: 'FL', zip: '33101-1234' } },
      { onSiteContactName: 'Rebecca Stone (front desk, 14th floor)' },
    ],
    invalid: [
      ['a time in the past', { dateTime: '2026-05-31T14:00:00-04:00' }, 'dateTime', 'future'],
      ['a time without offset', { dateTime: '2026-06-10T14:00' }, 'dateTime', 'datetime'],
      ['a duration that is too short', { durationMinutes: 20 }, 'durationMinutes', 'between'],
      ['a fractional duration', { durationMinutes: 90.5 }, 'durationMinutes', 'integer'],
      ['a bad ZIP code', { address: { street: '1 Main St', city: 'Miami', state: 'FL', zip: '3310' } }, 'address.zip', 'regex'],
      ['an unknown state', { address: { street: '1 Main St', city: 'Miami', state: 'XX', zip: '33101' } }, 'address.state', 'oneOf'],
      ['no street', { address: { street: '', city: 'Miami', state: 'FL', zip: '33101' } }, 'address.street', 'required'],
      ['no contact phone', { onSiteContactPhone: '' }, 'onSiteContactPhone', 'required'],
      ['an unknown setting', { setting: 'wedding' }, 'setting', 'oneOf'],
    ],
  },
  {
    form: 'remote booking',
    schema: v.createRemoteBookingSchema({ clock }),
    labels: v.remoteBookingLabels,
    valid: { platform: 'zoom', meetingDetails: '', dateTime: '2026-06-02T09:00:00Z', timeZone: 'America/Chicago', notes: 'Deposition with two attorneys.' },
    variants: [{ meetingDetails: undefined }, { meetingDetails: 'https://zoom.us/j/123456789', platform: 'microsoft-teams' }],
    invalid: [
      ['a platform that is not a slug', { platform: 'Zoom Meetings' }, 'platform', 'regex'],
      ['an unknown time zone', { timeZone: 'Central' }, 'timeZone', 'timezone'],
      ['a time in the past', { dateTime: '2026-06-01T11:59:59Z' }, 'dateTime', 'future'],
      ['long meeting details', { meetingDetails: 'x'.repeat(1001) }, 'meetingDetails', 'max'],
    ],
  },
  {
    form: 'professional application',
    schema: v.applicationSchema,
    labels: v.applicationLabels,
    valid: {
      name: 'Şükrü Yılmaz',
      email: 'sukru@example.com',
      telephone: '+905321234567',
      country: 'tr',
      professionalType: 'translator',
      languagePairs: [{ source: 'turkish', target: 'english' }],
      specialisations: ['legal', 'immigration'],
      certifications: ['sworn'],
      yearsOfExperience: 12,
      rates: { perWordCents: 12 },
      availability: 'full-time',
      cv,
      agreementAccepted: true,
    },
    variants: [
      {
        professionalType: 'interpreter',
        rates: { perHourCents: 6500 },
        locationsServed: ['new-york-ny'],
        travelRadiusMiles: 50,
        remotePlatforms: ['zoom'],
        certifications: undefined,
      },
      { professionalType: 'transcriber', rates: { perMinuteCents: 150 }, cv: fileOf('cv.docx', docxType, 10 * 1024 * 1024) },
    ],
    invalid: [
      ['a three-letter country', { country: 'TUR' }, 'country', 'regex'],
      ['an unknown professional type', { professionalType: 'editor' }, 'professionalType', 'oneOf'],
      ['no language pairs', { languagePairs: [] }, 'languagePairs', 'required'],
      ['a pair into the same language', { languagePairs: [{ source: 'turkish', target: 'turkish' }] }, 'languagePairs.0.target', 'different'],
      ['a language that is not a slug', { languagePairs: [{ source: 'Turkish!', target: 'english' }] }, 'languagePairs.0.source', 'regex'],
      ['an unknown specialisation', { specialisations: ['legal', 'cooking'] }, 'specialisations.1', 'oneOf'],
      ['no specialisations', { specialisations: [] }, 'specialisations', 'required'],
      ['an unknown certification', { certifications: ['notary'] }, 'certifications.0', 'oneOf'],
      ['too many years', { yearsOfExperience: 61 }, 'yearsOfExperience', 'between'],
      ['no years', { yearsOfExperience: undefined }, 'yearsOfExperience', 'required'],
      ['a translator without a word rate', { rates: {} }, 'rates.perWordCents', 'required_if'],
      ['an interpreter without an hourly rate', { professionalType: 'interpreter' }, 'rates.perHourCents', 'required_if'],
      ['a transcriber without a minute rate', { professionalType: 'transcriber' }, 'rates.perMinuteCents', 'required_if'],
      ['locations without a travel radius', { locationsServed: ['new-york-ny'] }, 'travelRadiusMiles', 'required_if'],
      ['a CV with another file type', { cv: fileOf('cv.docx', 'application/zip', 1000) }, 'cv', 'mimes'],
      ['a CV in an old Word format', { cv: fileOf('cv.doc', 'application/msword', 1000) }, 'cv', 'ext'],
      ['a CV over 10 MB', { cv: fileOf('cv.pdf', 'application/pdf', 10 * 1024 * 1024 + 1) }, 'cv', 'size'],
      ['no CV', { cv: undefined }, 'cv', 'required'],
      ['an unaccepted agreement', { agreementAccepted: false }, 'agreementAccepted', 'required'],
    ],
  },
  {
    form: 'partnership inquiry',
    schema: v.partnershipSchema,
    labels: v.partnershipLabels,
    valid: {
      organisation: 'Hoffman & Reyes LLP',
      organisationType: 'law-firm',
      contactPerson: 'Dana Reyes',
      email: 'dreyes@hoffmanreyes.example',
      telephone: '+13125550187',
      expectedVolume: 'few-per-month',
      message: 'We handle around ten asylum cases a month and need certified translations of civil documents.',
    },
    variants: [{ organisationType: 'university', expectedVolume: 'daily' }],
    invalid: [
      ['no organisation', { organisation: '' }, 'organisation', 'required'],
      ['an unknown organisation type', { organisationType: 'ngo' }, 'organisationType', 'oneOf'],
      ['no contact person', { contactPerson: undefined }, 'contactPerson', 'required'],
      ['no expected volume', { expectedVolume: undefined }, 'expectedVolume', 'required'],
      ['a short message', { message: 'Call me' }, 'message', 'min'],
      ['a partial phone number', { telephone: '+1' }, 'telephone', 'phone'],
    ],
  },
];

describe.each(forms)('the $form form', ({ schema, labels, valid, variants, invalid }) => {
  it('accepts a valid payload and its variants', () => {
    expect(failures(schema, valid)).toEqual({});
    for (const variant of variants) expect(failures(schema, { ...valid, ...variant }), JSON.stringify(variant)).toEqual({});
  });

  it.each(invalid)('rejects %s at its field', (_name, patch, path, rule) => {
    expect(failures(schema, { ...valid, ...patch })).toEqual({ [path]: rule });
  });

  it('has a label for every field', () => {
    for (const key of Object.keys(schema.shape)) expect(labels, key).toHaveProperty(key);
  });
});

describe('form details', () => {
  it('upper-cases the country and trims text', () => {
    const application = forms.find((f) => f.form === 'professional application');
    const parsed = v.applicationSchema.parse({ ...application?.valid, name: '  Şükrü Yılmaz ' });
    expect(parsed).toMatchObject({ country: 'TR', name: 'Şükrü Yılmaz' });
  });

  it('checks booking times against the real clock by default', () => {
    const booking = { platform: 'zoom', dateTime: '2020-01-01T09:00:00Z', timeZone: 'UTC' };
    expect(failures(v.remoteBookingSchema, booking)).toEqual({ dateTime: 'future' });
  });

  it('composes the full quote request from a quote schema in one call', () => {
    const quoteSchema = z.object({ service: z.enum(['document-translation']), words: z.number().int().min(1) });
    const schema = v.createQuoteRequestSchema(quoteSchema);
    const request = {
      name: 'Ana Souza',
      email: 'ana@example.com',
      preferredContactMethod: 'email',
      quote: { service: 'document-translation', words: 480 },
      files: [fileOf('certidao.pdf', 'application/pdf', 200_000)],
      company_website: '',
      formFillMs: 45_000,
    };
    expect(schema.parse(request)).toMatchObject({ quote: { words: 480 }, formFillMs: request.formFillMs });
    expect(failures(schema, { ...request, quote: { service: 'document-translation', words: 0 } })).toEqual({ 'quote.words': 'min_value' });
    expect(failures(schema, { ...request, files: [fileOf('run.exe', 'application/octet-stream', 10)] })).toEqual({ 'files.0': 'ext' });
    const tooMany = Array.from({ length: 21 }, (_, i) => fileOf(`page-${i}.jpg`, 'image/jpeg', 10));
    expect(failures(schema, { ...request, files: tooMany })).toEqual({ files: 'max' });
    expect(failures(schema, { ...request, preferredContactMethod: 'phone' })).toEqual({ telephone: 'required_if' });
  });

  it('words an API error body in the configured pack', () => {
    const body = { name: 'Ana', email: 'ana@', topic: 'general', message: 'Short', consent: false };
    expect(v.validate(v.contactSchema, body, v.contactLabels, v.getActiveMessagePack('tr'))).toEqual({
      success: false,
      errors: {
        email: 'Email alanı geçerli bir e-posta adresi olmalıdır',
        message: 'Message alanı en az 20 karakter olmalıdır',
        consent: 'Privacy policy consent alanı zorunludur',
      },
    });
  });
});

describe('in a react-hook-form resolver', () => {
  it('words field errors through the error map, nested paths included', async () => {
    const { zodResolver } = await import('@hookform/resolvers/zod');
    const schema = v.withSpamFields(v.createOnSiteBookingSchema({ clock }));
    const resolver = zodResolver(schema, { error: v.createErrorMap(v.onSiteBookingLabels, v.getMessagePack('en')) });
    const values: v.OnSiteBookingInput = {
      dateTime: '2026-06-10T14:00:00-04:00',
      durationMinutes: 120,
      address: { street: '350 Fifth Avenue', city: 'New York', state: 'NY', zip: '101' },
      onSiteContactName: 'Maria Lopez',
      onSiteContactPhone: '',
      setting: 'legal',
    };
    const result = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(result.errors).toMatchObject({
      address: { zip: { message: 'The ZIP code field format is invalid' } },
      onSiteContactPhone: { message: 'The On-site contact phone field is required' },
    });
    expect(Object.keys(result.errors).sort()).toEqual(['address', 'onSiteContactPhone']);
  });
});
