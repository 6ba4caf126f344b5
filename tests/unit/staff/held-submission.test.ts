import { describe, expect, it } from 'vitest';
import { formatWhen } from '@/components/staff/format';
import { languageNames } from '@/components/staff/application-fields';
import { bookingSections, contactMessageFields, heldBecause, quoteSections } from '@/components/staff/held-submission';
import { sentFields } from '@/components/staff/sent-fields';

const at = new Date('2026-06-01T14:00:00Z');
const language = languageNames([
  { value: 'spanish', label: 'Spanish' },
  { value: 'portuguese-brazil', label: 'Portuguese (Brazil)' },
]);
const record = { id: '0b6f9f7e-8c1a-4d8e-9a51-2f0d3c4b5a61', email: 'ana.souza@example.org', quarantineReason: 'too-fast', quarantinedAt: at, createdAt: at };

describe('what a visitor sent, as staff read it', () => {
  it('names each field by its form’s label, or by its key in words, and writes money in dollars', () => {
    expect(sentFields({ name: 'Ana', preferredContactMethod: 'email', totalCents: 12_345, topic: 'general' }, { name: 'Full name' })).toEqual([
      { label: 'Full name', value: 'Ana' },
      { label: 'Preferred contact method', value: 'email' },
      { label: 'Total cents', value: '$123.45' },
      { label: 'Topic', value: 'general' },
    ]);
  });

  it('reads a nested record field by field under its parent, lists joined, instants in the reader’s words', () => {
    const fields = sentFields(
      { address: { city: 'New York', zip: '10001' }, dateTime: '2026-06-10T14:00:00Z', documents: [{ name: 'acta.txt', words: 4 }], skipped: undefined },
      { address: 'Address', 'address.city': 'City' },
      { instant: (iso) => `at ${iso}` },
    );
    expect(fields).toEqual([
      { label: 'Address: City', value: 'New York' },
      { label: 'Address: Zip', value: '10001' },
      { label: 'Date time', value: 'at 2026-06-10T14:00:00Z' },
      { label: 'Documents', value: 'name: acta.txt; words: 4' },
    ]);
    expect(fields.map((field) => field.value).join(' ')).not.toMatch(/[{}"]/);
  });

  it('is nothing for a document that is not a record', () => {
    expect(sentFields(null)).toEqual([]);
    expect(sentFields(['a'])).toEqual([]);
  });
});

describe('a held submission', () => {
  it.each([
    ['honeypot', /hidden from people \(company_website\) was filled in/],
    ['no-fill-time', /without the time spent on the form/],
    ['too-fast', /less than 3 seconds after the form was shown/],
    ['something-new', /^something-new$/],
  ])('says why it was held: %s', (reason, words) => {
    expect(heldBecause(reason)).toMatch(words);
  });

  it('reads a quote request as its totals, its contact and what was asked', () => {
    const sections = quoteSections(
      {
        ...record,
        reference: 'VQ-260601-7K3QXZ',
        service: 'certified',
        input: { service: 'certified', sourceLanguage: 'spanish', targetLanguage: 'english' },
        quote: {},
        totalCents: 4_990,
        currency: 'USD',
        clientTotalCents: null,
        differs: false,
        contact: { name: 'Ana Souza', nameSpellings: 'João Conceição' },
        validUntil: at,
        projectId: null,
        files: [],
      },
      language,
    );
    expect(sections.map((section) => section.title)).toEqual(['Quote', 'Contact', 'What was asked']);
    expect(sections[0]?.fields).toEqual([
      { label: 'Service', value: 'certified' },
      { label: 'Total', value: '$49.90' },
      { label: 'Total the visitor was shown', value: '—' },
      { label: 'Valid until', value: formatWhen(at) },
    ]);
    expect(sections[1]?.fields).toContainEqual({ label: 'Name spellings', value: 'João Conceição' });
    // Languages by name, as the form listed them.
    expect(sections[2]?.fields).toContainEqual({ label: 'Source language', value: 'Spanish' });
    expect(sections[2]?.fields).toContainEqual({ label: 'Target language', value: 'English' });
  });

  it('reads a contact message’s topic as the form offered it, not its code', () => {
    const fields = contactMessageFields({ name: 'Ana Souza', topic: 'general', message: 'Hello' }, language);
    expect(fields).toContainEqual({ label: 'Topic', value: 'General question' });
    expect(contactMessageFields({ topic: 'document-translation' }, language)).toEqual([{ label: 'Topic', value: 'Certified document translation' }]);
  });

  it('reads a booking’s details under the booking form’s labels', () => {
    const sections = bookingSections(
      {
        ...record,
        reference: 'VB-260601-7K3QXZ',
        kind: 'on-site',
        details: {
          contact: { name: 'Ana Souza' },
          booking: { address: { city: 'New York' }, onSiteContactName: 'Rui' },
          quote: { language: 'portuguese-brazil' },
        },
        quote: null,
        totalCents: 32_000,
        projectId: null,
      },
      language,
    );
    expect(sections.map((section) => section.title)).toEqual(['Booking', 'Contact', 'When and where', 'What was asked']);
    expect(sections[0]?.fields).toEqual([
      { label: 'Interpreting', value: 'On site' },
      { label: 'Total', value: '$320.00' },
    ]);
    expect(sections[2]?.fields).toEqual([
      { label: 'Address: City', value: 'New York' },
      { label: 'On-site contact', value: 'Rui' },
    ]);
    expect(sections[3]?.fields).toEqual([{ label: 'Language', value: 'Portuguese (Brazil)' }]);
  });
});
