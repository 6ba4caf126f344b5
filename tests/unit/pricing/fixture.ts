import { createPricingContext, parsePriceTables, type PriceTables, type PricingContext, type PricingError, type Quote, type QuoteResult } from '@/lib/pricing';
import { getPriceTables } from '@/lib/pricing/load.server';

/*
 * Tables with the prices of the original requirement, kept here rather than read
 * from content/pricing so that the company can change its prices without
 * touching these tests. Holidays and countries are facts, read from content.
 */
const content = getPriceTables();

export const tables: PriceTables = parsePriceTables(
  {
    document: {
      wordsPerPage: 250,
      certified: { perPageCents: { common: 2700, standard: 3200, rare: 4200 } },
      standard: { perWordCents: { common: 10, standard: 13, rare: 18 }, minimumCents: 3500 },
      proofreading: { perWordCents: 4, minimumCents: 2500 },
    },
    turnaround: {
      timeZone: 'America/New_York',
      orderCutoff: '17:00',
      dueBy: '20:00',
      standard: { pagesPerBusinessDay: 5, minimumBusinessDays: 1 },
      expedited: { surchargePercent: 50, dayDivisor: 2 },
      rush: { surchargePercent: 100, maxPages: 5, sameDayBefore: '12:00', nextDayBy: '12:00' },
    },
    transcription: { perMinuteCents: 150, audioMinutesPerBusinessDay: 60 },
    quote: { validityDays: 30 },
    interpretation: {
      afterHours: { surchargePercent: 25, dayStarts: '08:00', dayEnds: '18:00' },
      onSite: {
        hourlyCents: { common: 9500, standard: 11500, rare: 15000 },
        minimumMinutes: 120,
        incrementMinutes: 15,
        halfDay: { minutes: 240, cents: { common: 34000, standard: 41000, rare: 54000 } },
        fullDay: { minutes: 480, cents: { common: 64000, standard: 78000, rare: 102000 } },
        shortNotice: { hoursAhead: 48, surchargePercent: 30 },
        teamInterpreting: { simultaneousOverMinutes: 60, interpreters: 2 },
        travelFeeCents: { 1: 0, 2: 3500, 3: 7500, 4: 15000 },
      },
      remote: {
        onDemand: {
          opi: { perMinuteCents: { common: 175, standard: 225, rare: 325 } },
          vri: { perMinuteCents: { common: 250, standard: 300, rare: 400 } },
        },
        scheduled: { hourlyCents: { common: 7500, standard: 9000, rare: 12000 }, minimumMinutes: 30, incrementMinutes: 15 },
      },
    },
    portugueseImmigration: {
      directions: {
        'pt-en': { label: 'Portuguese to English', countries: [{ code: 'US' }] },
        'en-pt': {
          label: 'English to Portuguese',
          countries: [
            { code: 'PT', variant: 'pt-PT' },
            { code: 'BR', variant: 'pt-BR' },
          ],
        },
      },
      variants: { 'pt-BR': 'Brazilian Portuguese', 'pt-PT': 'European Portuguese' },
      documents: [
        { id: 'birth-certificate', label: 'Birth certificate', unit: 'document', priceCents: 3500 },
        { id: 'divorce-decree', label: 'Divorce decree', unit: 'document', priceCents: 6500 },
        { id: 'passport-or-id', label: 'Passport or national ID card', unit: 'document', priceCents: 2900 },
        { id: 'academic-transcript', label: 'Academic transcript', unit: 'page', priceCents: 2900 },
      ],
    },
    addOns: {
      notarization: { perOrderCents: 1995 },
      apostille: { perDocumentCents: 9500 },
      hardCopy: {
        priority: { label: 'Priority Mail', cents: 1500 },
        overnight: { label: 'Overnight delivery', cents: 3500 },
        international: { label: 'International courier', cents: 6000 },
      },
    },
    holidays: content.holidays,
    countries: content.countries,
  },
  'test fixture',
);

/** Wednesday 10 September 2025, 10:00 in New York (14:00 UTC). */
const defaultNow = new Date('2025-09-10T14:00:00Z');

export function context(now: Date | string = defaultNow): PricingContext {
  return createPricingContext({
    tables,
    now: typeof now === 'string' ? new Date(now) : now,
    languages: [
      { slug: 'english', name: 'English', tier: 'common' },
      { slug: 'spanish', name: 'Spanish', tier: 'common' },
      { slug: 'portuguese', name: 'Portuguese', tier: 'common' },
      { slug: 'japanese', name: 'Japanese', tier: 'standard' },
      { slug: 'chinese-simplified', name: 'Chinese (Simplified)', tier: 'standard', form: 'written' },
      { slug: 'mandarin', name: 'Mandarin', tier: 'common', form: 'spoken' },
      { slug: 'amharic', name: 'Amharic', tier: 'rare' },
    ],
    locations: [
      { slug: 'new-york-ny', name: 'New York, NY', timeZone: 'America/New_York', travelZone: 1 },
      { slug: 'houston-tx', name: 'Houston, TX', timeZone: 'America/Chicago', travelZone: 2 },
      { slug: 'denver-co', name: 'Denver, CO', timeZone: 'America/Denver', travelZone: 3 },
      { slug: 'anchorage-ak', name: 'Anchorage, AK', timeZone: 'America/Anchorage', travelZone: 4 },
    ],
    platforms: [{ slug: 'zoom', name: 'Zoom' }],
  });
}

/** The quote of a successful result; fails the test with the error otherwise. */
export function expectQuote(result: QuoteResult): Quote {
  if (!result.ok) throw new Error(`expected a quote, got ${result.error.code}: ${result.error.message}`);
  return result.quote;
}

export function expectError(result: QuoteResult): PricingError {
  if (result.ok) throw new Error(`expected an error, got a quote of ${result.quote.totalCents} cents`);
  return result.error;
}

export function amountOf(quote: Quote, id: string): number | undefined {
  return quote.lines.find((line) => line.id === id)?.amountCents;
}
