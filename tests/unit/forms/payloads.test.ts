import { describe, expect, it } from 'vitest';
import { buildApplication, buildContactMessage, buildPartnershipInquiry } from '@/lib/forms/payloads';
import type { Application } from '@/lib/validation/forms/application';

const fillMs = 42_000;

describe('buildContactMessage', () => {
  const form = {
    name: 'Ana Souza',
    email: 'ana@example.com',
    topic: 'document-translation' as const,
    message: 'I need two birth certificates translated for USCIS.',
    consent: true,
  };

  it('adds the spam fields: an empty honeypot and the start time', () => {
    expect(buildContactMessage({ ...form, telephone: '+12125550123', company_website: '' }, fillMs)).toEqual({
      ...form,
      telephone: '+12125550123',
      company_website: '',
      formFillMs: fillMs,
    });
  });

  it('leaves out an empty telephone and passes a filled honeypot through for the API to judge', () => {
    const body = buildContactMessage({ ...form, telephone: '', company_website: 'http://spam.example', formFillMs: 1 }, fillMs);
    expect(body).not.toHaveProperty('telephone');
    expect(body.company_website).toBe('http://spam.example');
    expect(body.formFillMs).toBe(fillMs);
  });
});

describe('buildPartnershipInquiry', () => {
  it('sends the inquiry with the spam fields', () => {
    const form = {
      organisation: 'Harbor Legal Aid',
      organisationType: 'law-firm' as const,
      contactPerson: 'Dana Whitfield',
      email: 'dana@harborlegal.example',
      telephone: '+16175550100',
      expectedVolume: 'few-per-month' as const,
      message: 'We refer asylum clients who need certified translations every month.',
    };
    expect(buildPartnershipInquiry(form, fillMs)).toEqual({ ...form, company_website: '', formFillMs: fillMs });
  });
});

describe('buildApplication', () => {
  const cv = new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' });
  const base: Application = {
    name: 'Mehmet Yılmaz',
    email: 'mehmet@example.com',
    telephone: '+905321234567',
    country: 'TR',
    professionalType: 'translator',
    languagePairs: [{ source: 'turkish', target: 'english' }],
    specialisations: ['legal'],
    certifications: [],
    yearsOfExperience: 8,
    rates: { perWordCents: 12, perHourCents: 6000, perMinuteCents: 150 },
    availability: 'full-time',
    locationsServed: ['new-york-ny'],
    travelRadiusMiles: 30,
    remotePlatforms: ['zoom'],
    cv,
    agreementAccepted: true,
  };

  it('moves the CV to its own part and keeps only the rate the type quotes in', () => {
    const { data, files } = buildApplication(base, fillMs);
    expect(files).toEqual([{ field: 'cv', file: cv }]);
    expect(data).not.toHaveProperty('cv');
    expect(data.rates).toEqual({ perWordCents: 12 });
    expect(data).toMatchObject({ company_website: '', formFillMs: fillMs, agreementAccepted: true });
  });

  it('leaves out interpreter-only fields and empty certifications for a translator', () => {
    const { data } = buildApplication(base, fillMs);
    for (const key of ['locationsServed', 'travelRadiusMiles', 'remotePlatforms', 'certifications']) expect(data).not.toHaveProperty(key);
  });

  it.each([
    ['interpreter', { perHourCents: 6000 }],
    ['proofreader', { perWordCents: 12 }],
    ['transcriber', { perMinuteCents: 150 }],
  ] as const)('keeps the %s rate', (professionalType, rates) => {
    expect(buildApplication({ ...base, professionalType }, fillMs).data.rates).toEqual(rates);
  });

  it('keeps locations, radius and platforms for an interpreter', () => {
    const { data } = buildApplication({ ...base, professionalType: 'interpreter', certifications: ['court'] }, fillMs);
    expect(data).toMatchObject({ locationsServed: ['new-york-ny'], travelRadiusMiles: 30, remotePlatforms: ['zoom'], certifications: ['court'] });
  });

  it('drops the travel radius when no location is served', () => {
    const { data } = buildApplication({ ...base, professionalType: 'interpreter', locationsServed: [] }, fillMs);
    expect(data).not.toHaveProperty('travelRadiusMiles');
    expect(data).not.toHaveProperty('locationsServed');
  });

  it('refuses a CV that is not a browser file', () => {
    expect(() => buildApplication({ ...base, cv: { name: 'cv.pdf', type: 'application/pdf', size: 10 } }, fillMs)).toThrow(TypeError);
  });
});
