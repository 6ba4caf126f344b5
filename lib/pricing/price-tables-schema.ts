import { z } from 'zod';
import { lazily } from '../memo';
import { portugueseVariants } from './table-lists';

/*
 * The schema is built on its first use (`lazily`): the build and the API read the tables with it, while
 * the browser's calculators never parse tables and never load this module (they import ./table-schema).
 */
function buildPriceTablesSchema() {
  const cents = z.int({ error: 'Expected a whole number of cents' }).min(0, 'Amounts cannot be negative');
  const positiveInt = z.int({ error: 'Expected a whole number' }).min(1, 'Expected a number of at least 1');
  const percent = z.int({ error: 'Expected a whole percentage' }).min(0).max(500);
  const byTier = z.strictObject({ common: cents, standard: cents, rare: cents });
  const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected a time such as "17:00"');
  const isoDate = z.iso.date({ error: 'Expected a date such as "2025-07-04"' });
  const countryCode = z.string().regex(/^[A-Z]{2}$/, 'Expected an ISO 3166-1 alpha-2 code such as "US"');

  const documentTableSchema = z.strictObject({
    wordsPerPage: positiveInt,
    certified: z.strictObject({ perPageCents: byTier }),
    standard: z.strictObject({ perWordCents: byTier, minimumCents: cents }),
    proofreading: z.strictObject({ perWordCents: cents, minimumCents: cents }),
  });

  const turnaroundTableSchema = z.strictObject({
    timeZone: z.string().min(1),
    orderCutoff: clockTime,
    dueBy: clockTime,
    standard: z.strictObject({ pagesPerBusinessDay: positiveInt, minimumBusinessDays: positiveInt }),
    expedited: z.strictObject({ surchargePercent: percent, dayDivisor: positiveInt }),
    rush: z.strictObject({ surchargePercent: percent, maxPages: positiveInt, sameDayBefore: clockTime, nextDayBy: clockTime }),
  });

  const transcriptionTableSchema = z.strictObject({
    perMinuteCents: cents,
    audioMinutesPerBusinessDay: positiveInt,
  });

  const quoteTableSchema = z.strictObject({ validityDays: positiveInt });

  const dayRate = z.strictObject({ minutes: positiveInt, cents: byTier });

  const interpretationTableSchema = z.strictObject({
    afterHours: z.strictObject({ surchargePercent: percent, dayStarts: clockTime, dayEnds: clockTime }),
    onSite: z.strictObject({
      hourlyCents: byTier,
      minimumMinutes: positiveInt,
      incrementMinutes: positiveInt,
      halfDay: dayRate,
      fullDay: dayRate,
      shortNotice: z.strictObject({ hoursAhead: positiveInt, surchargePercent: percent }),
      teamInterpreting: z.strictObject({ simultaneousOverMinutes: positiveInt, interpreters: positiveInt }),
      travelFeeCents: z.strictObject({ 1: cents, 2: cents, 3: cents, 4: cents }),
    }),
    remote: z.strictObject({
      onDemand: z.strictObject({
        opi: z.strictObject({ perMinuteCents: byTier }),
        vri: z.strictObject({ perMinuteCents: byTier }),
      }),
      scheduled: z.strictObject({ hourlyCents: byTier, minimumMinutes: positiveInt, incrementMinutes: positiveInt }),
    }),
  });

  const variant = z.enum(portugueseVariants);
  const direction = z.strictObject({
    label: z.string().min(1),
    countries: z.array(z.strictObject({ code: countryCode, variant: variant.optional() })).min(1),
  });

  const portugueseTableSchema = z.strictObject({
    directions: z.strictObject({ 'pt-en': direction, 'en-pt': direction }),
    variants: z.strictObject({ 'pt-BR': z.string().min(1), 'pt-PT': z.string().min(1) }),
    documents: z
      .array(
        z.strictObject({
          id: z.string().regex(/^[a-z]+(-[a-z]+)*$/, 'Expected a kebab-case id such as "birth-certificate"'),
          label: z.string().min(1),
          unit: z.enum(['document', 'page']),
          priceCents: cents,
        }),
      )
      .min(1),
  });

  const mailOption = z.strictObject({ label: z.string().min(1), cents });

  const addOnsTableSchema = z.strictObject({
    notarization: z.strictObject({ perOrderCents: cents }),
    apostille: z.strictObject({ perDocumentCents: cents }),
    hardCopy: z.strictObject({ priority: mailOption, overnight: mailOption, international: mailOption }),
  });

  const holidaysTableSchema = z.array(z.strictObject({ date: isoDate, name: z.string().min(1) }));

  const countriesTableSchema = z.array(z.strictObject({ code: countryCode, name: z.string().min(1), hague: z.boolean() })).min(1);

  return z.strictObject({
    document: documentTableSchema,
    turnaround: turnaroundTableSchema,
    transcription: transcriptionTableSchema,
    quote: quoteTableSchema,
    interpretation: interpretationTableSchema,
    portugueseImmigration: portugueseTableSchema,
    addOns: addOnsTableSchema,
    holidays: holidaysTableSchema,
    countries: countriesTableSchema,
  });
}

/** One entry per file in content/pricing/: the key is the file name without `.yaml`, camel-cased. */
export const priceTablesSchema = lazily(buildPriceTablesSchema);
