import * as z from 'zod/mini';
import { isCalendarDate } from './calendar';
import { hardCopyOptions, portugueseDirections, portugueseVariants } from './table-schema';
import { isValidTimeZone } from './time-zone';
import { site } from '@/lib/site';
import { lazily } from '../memo';

/*
 * Calculator inputs: what the forms validate, what the API validates and what the
 * calculators write to the URL query. Flat, JSON-friendly: slugs, ISO dates,
 * `HH:mm` times, integers. Each schema is built on its first use (`lazily`): the module holds five,
 * and constructing them all took ~30 ms of a calculator's 4×-throttled start-up, which parses one.
 */

const slug = (what: string) =>
  z.string({ error: `Choose a ${what}` }).check(z.trim(), z.toLowerCase(), z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, `Choose a ${what} from the list`));

const wholeNumber = (what: string, min: number, max: number) =>
  z
    .int({ error: `Enter the ${what} as a whole number` })
    .check(z.gte(min, `The ${what} must be at least ${min}`), z.lte(max, `The ${what} must be at most ${max.toLocaleString('en-US')}`));

const isoDate = () => z.string({ error: 'Choose a date' }).check(z.refine(isCalendarDate, 'Enter a date as YYYY-MM-DD, such as 2025-09-15'));

const clockTime = () => z.string({ error: 'Choose a start time' }).check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time as HH:mm, such as 09:30'));
const quarterHour = /:(00|15|30|45)$/;
const quarterHourTime = () => clockTime().check(z.regex(quarterHour, 'Start times are in 15-minute steps, such as 09:15'));

const countryCode = () =>
  z
    .string({ error: 'Choose the country where the translation will be used' })
    .check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{2}$/, 'Choose the country where the translation will be used'));

export const turnaroundOptions = ['standard', 'expedited', 'rush'] as const;
export type TurnaroundOption = (typeof turnaroundOptions)[number];

/** Add-ons of certified translation and the Portuguese package, flat for the URL query. */
const addOnFields = () => ({
  turnaround: z._default(z.enum(turnaroundOptions, { error: 'Choose standard, expedited or rush delivery' }), 'standard'),
  notarization: z._default(z.boolean({ error: 'Say whether the translation is notarized' }), false),
  apostilles: z._default(wholeNumber('number of apostilles', 0, 50), 0),
  hardCopy: z._default(z.enum(['none', ...hardCopyOptions], { error: 'Choose how the hard copy is mailed' }), 'none'),
  countryOfUse: z._default(countryCode(), 'US'),
});

export const documentEntrySchema = lazily(() =>
  z
    .object({
      name: z.optional(z.string({ error: 'Enter the document name as text' }).check(z.trim(), z.maxLength(200, 'Keep the document name under 200 characters'))),
      /** Words counted in the document's text, or typed in by the visitor. */
      words: z.optional(wholeNumber('word count', 0, 500_000)),
      /** A page count given instead of words; each page counts as a full page of words. */
      pages: z.optional(wholeNumber('page count', 0, 2_000)),
      /** Pages or images without countable text: one page each... */
      scannedPages: z.optional(wholeNumber('number of scanned pages', 0, 2_000)),
      /** ...unless the visitor enters their word count here. */
      scannedWords: z.optional(wholeNumber('word count of the scanned pages', 0, 500_000)),
    })
    .check(
      z.refine(
        (entry) => (entry.words ?? 0) + (entry.pages ?? 0) + (entry.scannedPages ?? 0) > 0,
        'Enter a word count, a page count or the number of scanned pages',
      ),
      z.refine((entry) => entry.scannedWords === undefined || (entry.scannedPages ?? 0) > 0, {
        message: 'A word count for scanned pages needs the number of scanned pages',
        path: ['scannedWords'],
      }),
    ),
);

export const documentServices = ['certified', 'standard', 'proofreading'] as const;

export const documentQuoteInputSchema = lazily(() =>
  z
    .object({
      service: z.enum(documentServices, { error: 'Choose certified, standard translation or proofreading' }),
      sourceLanguage: slug('source language'),
      /** Not used for proofreading, which stays in the source language. */
      targetLanguage: z.optional(slug('target language')),
      documents: z
        .array(documentEntrySchema(), { error: 'Add at least one document' })
        .check(z.minLength(1, 'Add at least one document'), z.maxLength(100, 'Quote at most 100 documents at once')),
      ...addOnFields(),
      /** Where the translation will be used: needed only for an apostille, so there is no default. */
      countryOfUse: z.optional(countryCode()),
    })
    .check(
      z.superRefine((input, ctx) => {
        if (input.service !== 'proofreading' && !input.targetLanguage) {
          ctx.addIssue({ code: 'custom', path: ['targetLanguage'], message: 'Choose the language to translate into' });
        }
        if (input.service !== 'proofreading' && input.targetLanguage === input.sourceLanguage) {
          ctx.addIssue({ code: 'custom', path: ['targetLanguage'], message: 'Choose two different languages' });
        }
        if (input.service !== 'certified' && (input.notarization || input.apostilles > 0 || input.hardCopy !== 'none')) {
          ctx.addIssue({
            code: 'custom',
            path: ['service'],
            message: 'Notarization, apostilles and hard copies come with certified translation only',
          });
        }
      }),
    ),
);

export const portugueseQuoteInputSchema = lazily(() =>
  z.object({
    direction: z.enum(portugueseDirections, { error: 'Choose Portuguese to English or English to Portuguese' }),
    variant: z.enum(portugueseVariants, { error: 'Choose Brazilian (pt-BR) or European (pt-PT) Portuguese' }),
    documents: z
      .array(
        z.object({
          type: slug('document type'),
          /** Copies of the document, or pages for a per-page document such as a transcript. */
          quantity: z._default(wholeNumber('quantity', 1, 100), 1),
        }),
        { error: 'Add at least one document' },
      )
      .check(z.minLength(1, 'Add at least one document'), z.maxLength(50, 'Quote at most 50 document types at once')),
    ...addOnFields(),
  }),
);

export const onSiteQuoteInputSchema = lazily(() =>
  z.object({
    language: slug('language'),
    location: slug('location'),
    /** Local to the location's time zone. */
    date: isoDate(),
    startTime: quarterHourTime(),
    durationMinutes: wholeNumber('duration in minutes', 1, 720),
    mode: z._default(z.enum(['consecutive', 'simultaneous'], { error: 'Choose consecutive or simultaneous interpreting' }), 'consecutive'),
  }),
);

export const remoteModes = ['opi', 'vri', 'scheduled'] as const;

export const remoteQuoteInputSchema = lazily(() =>
  z
    .object({
      /** `opi` phone and `vri` video on demand (per minute); `scheduled` a booked session on a platform. */
      mode: z.enum(remoteModes, { error: 'Choose phone, video or a scheduled session' }),
      language: slug('language'),
      durationMinutes: wholeNumber('duration in minutes', 1, 600),
      platform: z.optional(slug('platform')),
      /** Start, local to `timeZone`; required for scheduled sessions, "now" for on-demand calls when left out. */
      date: z.optional(isoDate()),
      startTime: z.optional(clockTime()),
      timeZone: z._default(
        z.string({ error: 'Choose a time zone from the list' }).check(z.refine(isValidTimeZone, 'Choose a time zone from the list')),
        site.timeZone,
      ),
    })
    .check(
      z.superRefine((input, ctx) => {
        if (input.mode === 'scheduled') {
          if (!input.platform) ctx.addIssue({ code: 'custom', path: ['platform'], message: 'Choose the meeting platform' });
          if (!input.date) ctx.addIssue({ code: 'custom', path: ['date'], message: 'Choose the date of the session' });
          if (!input.startTime) ctx.addIssue({ code: 'custom', path: ['startTime'], message: 'Choose the start time of the session' });
          if (input.startTime && !quarterHour.test(input.startTime)) {
            ctx.addIssue({ code: 'custom', path: ['startTime'], message: 'Start times are in 15-minute steps, such as 09:15' });
          }
        }
        if ((input.date === undefined) !== (input.startTime === undefined)) {
          ctx.addIssue({ code: 'custom', path: [input.date ? 'startTime' : 'date'], message: 'Give both the date and the start time' });
        }
      }),
    ),
);

export const transcriptionQuoteInputSchema = lazily(() =>
  z.object({
    /** Length of the recording; each started minute is billed. */
    audioMinutes: z
      .number({ error: 'Enter the length of the recording in minutes' })
      .check(z.positive('Enter the length of the recording in minutes'), z.lte(10_000, 'For recordings over 10,000 minutes, ask us for a quote')),
    language: z.optional(slug('language')),
  }),
);

export type DocumentQuoteInput = z.input<ReturnType<typeof documentQuoteInputSchema>>;
export type DocumentEntry = z.input<ReturnType<typeof documentEntrySchema>>;
export type PortugueseQuoteInput = z.input<ReturnType<typeof portugueseQuoteInputSchema>>;
export type OnSiteQuoteInput = z.input<ReturnType<typeof onSiteQuoteInputSchema>>;
export type RemoteQuoteInput = z.input<ReturnType<typeof remoteQuoteInputSchema>>;
export type TranscriptionQuoteInput = z.input<ReturnType<typeof transcriptionQuoteInputSchema>>;
