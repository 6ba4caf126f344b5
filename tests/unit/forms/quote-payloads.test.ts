import { describe, expect, it } from 'vitest';
import { buildOnSiteBooking, buildQuoteRequest, buildRemoteBooking, localDateAndTime } from '@/lib/forms/quote-payloads';
import type { QuoteRequestContact } from '@/lib/validation/forms/quote-request';

const fillMs = 42_000;
const contact: QuoteRequestContact = {
  name: 'Ana Souza',
  email: 'ana@example.com',
  telephone: '+12125550123',
  nameSpellings: 'Ana Luísa Souza',
  notes: 'The stamp on page 2 is faint.',
  preferredContactMethod: 'email',
};
const shown = (totalCents: number) => ({ totalCents, lines: [{ id: 'service', label: 'Certified translation', amountCents: totalCents }] });

describe('buildQuoteRequest', () => {
  it('puts calculator, quote, shown figure and contact in data and every document in a files part', () => {
    const files = [new File(['a'], 'birth.pdf'), new File(['b'], 'marriage.docx')];
    const input = { service: 'certified' as const, sourceLanguage: 'portuguese', targetLanguage: 'english', documents: [{ words: 400 }, { words: 300 }] };
    const { data, files: parts } = buildQuoteRequest({ calculator: 'document', input, quote: shown(8100), files }, { ...contact, company_website: '' }, fillMs);
    expect(data).toEqual({
      ...contact,
      calculator: 'document',
      quote: input,
      clientQuote: { totalCents: 8100, lines: [{ id: 'service', amountCents: 8100 }] },
      company_website: '',
      formFillMs: fillMs,
    });
    expect(parts.map((p) => [p.field, p.file.name])).toEqual([
      ['files', 'birth.pdf'],
      ['files', 'marriage.docx'],
    ]);
  });

  it("sends a certified translation's document titles in the files' order, and none for other services", () => {
    const files = [new File(['a'], 'birth.pdf'), new File(['b'], 'marriage.docx')];
    const certified = { service: 'certified' as const, sourceLanguage: 'portuguese', targetLanguage: 'english', documents: [{ words: 400 }, { words: 300 }] };
    const titled = { ...contact, company_website: '', documentTitles: ['Birth certificate of Ana Souza', ''] };
    const sent = buildQuoteRequest({ calculator: 'document', input: certified, quote: shown(8100), files }, titled, fillMs).data;
    expect(sent).toMatchObject({ documentTitles: ['Birth certificate of Ana Souza', ''] });
    // Nothing typed: no titles sent.
    const untitled = buildQuoteRequest(
      { calculator: 'document', input: certified, quote: shown(8100), files },
      { ...titled, documentTitles: ['', ' '] },
      fillMs,
    );
    expect(untitled.data).not.toHaveProperty('documentTitles');
    // Standard translation has no certificate: a title typed before switching service is not sent.
    const standard = { ...certified, service: 'standard' as const };
    expect(buildQuoteRequest({ calculator: 'document', input: standard, quote: shown(8100), files }, titled, fillMs).data).not.toHaveProperty('documentTitles');
  });

  it('sends a Portuguese package quote without files', () => {
    const input = { direction: 'pt-en' as const, variant: 'pt-BR' as const, documents: [{ type: 'birth-certificate', quantity: 1 }] };
    const { data, files } = buildQuoteRequest({ calculator: 'portuguese', input, quote: shown(4500), files: [] }, contact, fillMs);
    expect(data).toMatchObject({ calculator: 'portuguese', quote: input, clientQuote: { totalCents: 4500 } });
    expect(files).toEqual([]);
  });
});

describe('localDateAndTime', () => {
  it.each([
    ['2026-07-15T13:30:00.000Z', 'America/New_York', { date: '2026-07-15', startTime: '09:30' }],
    ['2026-01-15T14:30:00.000Z', 'America/New_York', { date: '2026-01-15', startTime: '09:30' }],
    ['2026-01-16T05:15:00.000Z', 'America/Los_Angeles', { date: '2026-01-15', startTime: '21:15' }],
  ])('%s in %s', (iso, zone, expected) => {
    expect(localDateAndTime(iso, zone)).toEqual(expected);
  });
});

const bookingContact = { name: 'Ana Souza', email: 'ana@example.com', telephone: '+12125550123', preferredContactMethod: 'phone' as const };

describe('buildOnSiteBooking', () => {
  const input = { language: 'spanish', location: 'new-york-ny', date: '2026-07-15', startTime: '09:30', durationMinutes: 120, mode: 'consecutive' as const };
  const booking = {
    dateTime: '2026-07-15T13:30:00.000Z',
    durationMinutes: 120,
    address: { street: '100 Centre St', city: 'New York', state: 'NY' as const, zip: '10013' },
    onSiteContactName: 'Luis Ortega',
    onSiteContactPhone: '+12125550188',
    setting: 'legal' as const,
  };
  const handoff = { input, quote: shown(23000), timeZone: 'America/New_York' };

  it('sends the quote as calculated and the shown figure when the booking keeps its time and length', () => {
    const body = buildOnSiteBooking(handoff, { ...bookingContact, booking, company_website: '' }, fillMs);
    expect(body).toEqual({
      ...bookingContact,
      kind: 'on-site',
      quote: input,
      booking,
      clientQuote: { totalCents: 23000, lines: [{ id: 'service', amountCents: 23000 }] },
      company_website: '',
      formFillMs: fillMs,
    });
  });

  it('moves the quote to the booked time and length, without the old figure', () => {
    const body = buildOnSiteBooking(
      handoff,
      { ...bookingContact, booking: { ...booking, dateTime: '2026-07-16T18:00:00.000Z', durationMinutes: 180 } },
      fillMs,
    );
    expect(body.quote).toEqual({ ...input, date: '2026-07-16', startTime: '14:00', durationMinutes: 180 });
    expect(body).not.toHaveProperty('clientQuote');
  });
});

describe('buildRemoteBooking', () => {
  const booking = { platform: 'zoom', dateTime: '2026-07-15T16:00:00.000Z', timeZone: 'America/Chicago', meetingDetails: '' };
  const scheduled = {
    mode: 'scheduled' as const,
    language: 'mandarin',
    durationMinutes: 60,
    platform: 'zoom',
    date: '2026-07-15',
    startTime: '11:00',
    timeZone: 'America/Chicago',
  };

  it('keeps the shown figure for a scheduled session booked as quoted', () => {
    const body = buildRemoteBooking({ input: scheduled, quote: shown(9000) }, { ...contact, booking }, fillMs);
    expect(body).toMatchObject({ kind: 'remote', quote: scheduled, booking, clientQuote: { totalCents: 9000 } });
  });

  it('takes the platform and zone of the booking into a scheduled quote', () => {
    const body = buildRemoteBooking(
      { input: scheduled, quote: shown(9000) },
      { ...contact, booking: { ...booking, platform: 'microsoft-teams', timeZone: 'America/New_York' } },
      fillMs,
    );
    expect(body.quote).toEqual({ ...scheduled, platform: 'microsoft-teams', startTime: '12:00', timeZone: 'America/New_York' });
    expect(body).not.toHaveProperty('clientQuote');
  });

  it('dates an on-demand call without giving it a platform', () => {
    const input = { mode: 'vri' as const, language: 'arabic', durationMinutes: 30 };
    const body = buildRemoteBooking({ input, quote: shown(4000) }, { ...contact, booking }, fillMs);
    expect(body.quote).toEqual({ ...input, date: '2026-07-15', startTime: '11:00', timeZone: 'America/Chicago' });
  });
});
