import { buildPdf } from '@/tests/fixtures/wordcount/pdf-builder';

const spamFields = { company_website: '', formFillMs: 60_000 };

export const contactForm = {
  name: 'Dana Whitfield',
  email: 'dana@example.org',
  telephone: '+12125550188',
  topic: 'document-translation',
  message: 'I need my birth certificate and diploma translated for a USCIS filing next month.',
  consent: true,
  ...spamFields,
};

export const partnershipForm = {
  organisation: 'Hudson Valley Immigration Law Group',
  organisationType: 'law-firm',
  contactPerson: 'Grace Ellison',
  email: 'grace@example.org',
  telephone: '+18455550123',
  expectedVolume: 'several-per-week',
  message: 'We file family-based petitions weekly and need certified Spanish and Haitian Creole translations.',
  ...spamFields,
};

export const applicationForm = {
  name: 'Marta Kowalczyk',
  email: 'marta.kowalczyk@example.org',
  telephone: '+48601234567',
  country: 'pl',
  professionalType: 'translator',
  languagePairs: [
    { source: 'polish', target: 'english' },
    { source: 'english', target: 'polish' },
  ],
  specialisations: ['legal', 'immigration'],
  certifications: ['ata'],
  yearsOfExperience: 9,
  rates: { perWordCents: 11 },
  availability: 'part-time',
  agreementAccepted: true,
  ...spamFields,
};

export const cvPdf = buildPdf([{ kind: 'text', lines: ['Marta Kowalczyk, certified Polish translator'] }]);

export const quoteContact = {
  name: 'Ana Souza',
  email: 'ana.souza@example.org',
  telephone: '+16175550143',
  preferredContactMethod: 'email',
  nameSpellings: 'João Conceição',
  ...spamFields,
};

export const onSiteQuote = {
  language: 'spanish',
  location: 'new-york-ny',
  date: '2026-06-10',
  startTime: '14:00',
  durationMinutes: 120,
  mode: 'consecutive',
};

export const onSiteBooking = {
  dateTime: '2026-06-10T14:00:00-04:00',
  durationMinutes: 120,
  address: { street: '350 Fifth Avenue', unit: 'Suite 4100', city: 'New York', state: 'NY', zip: '10118' },
  onSiteContactName: 'Maria Lopez',
  onSiteContactPhone: '+12125550100',
  setting: 'legal',
};

export const remoteQuote = {
  mode: 'scheduled',
  language: 'mandarin',
  durationMinutes: 60,
  platform: 'zoom',
  date: '2026-06-03',
  startTime: '09:00',
  timeZone: 'America/Chicago',
};

export const remoteBooking = {
  platform: 'zoom',
  meetingDetails: 'https://zoom.us/j/123456789',
  dateTime: '2026-06-03T09:00:00-05:00',
  timeZone: 'America/Chicago',
};
