import { z } from 'zod';
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
  z
    .string({ error: `Choose a ${what}` })
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, `Choose a ${what} from the list`);

const wholeNumber = (what: string, min: number, max: number) =>
  z.int({ error: `Enter the ${what} as a whole number` }).min(min, `The ${what} must be at least ${min}`).max(max, `The ${what} must be at most ${max.toLocaleString('en-US')}`);

const isoDate = () => z.string({ error: 'Choose a date' }).refine(isCalendarDate, 'Enter a date as YYYY-MM-DD, such as 2025-09-15');

const clockTime = () => z.string({ error: 'Choose a start time' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time as HH:mm, such as 09:30');
const quarterHour = /:(00|15|30|45)$/;
const quarterHourTime = () => clockTime().regex(quarterHour, 'Start times are in 15-minute steps, such as 09:15');

const countryCode = () =>
  z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Choose the country where the translation will be used');

export const turnaroundOptions = ['standard', 'expedited', 'rush'] as const;
export type TurnaroundOption = (typeof turnaroundOptions)[number];

/** Add-ons of certified translation and the Portuguese package, flat for the URL query. */
const addOnFields = () => ({
  turnaround: z.enum(turnaroundOptions).default('standard'),
  notarization: z.boolean().default(false),
  apostilles: wholeNumber('number of apostilles', 0, 50).default(0),
  hardCopy: z.enum(['none', ...hardCopyOptions]).default('none'),
  countryOfUse: countryCode().default('US'),
});

export const documentEntrySchema = lazily(() =>
  z
    .object({
      name: z.string().trim().max(200).optional(),
      /** Words counted in the document's text, or typed in by the visitor. */
      words: wholeNumber('word count', 0, 500_000).optional(),
      /** A page count given instead of words; each page counts as a full page of words. */
      pages: wholeNumber('page count', 0, 2_000).optional(),
      /** Pages or images without countable text: one page each... */
      scannedPages: wholeNumber('number of scanned pages', 0, 2_000).optional(),
      /** ...unless the visitor enters their word count here. */
      scannedWords: wholeNumber('word count of the scanned pages', 0, 500_000).optional(),
    })
    .refine(
      (entry) => (entry.words ?? 0) + (entry.pages ?? 0) + (entry.scannedPages ?? 0) > 0,
      'Enter a word count, a page count or the number of scanned pages',
    )
    .refine((entry) => entry.scannedWords === undefined || (entry.scannedPages ?? 0) > 0, {
      message: 'A word count for scanned pages needs the number of scanned pages',
      path: ['scannedWords'],
    }),
);

export const documentServices = ['certified', 'standard', 'proofreading'] as const;

export const documentQuoteInputSchema = lazily(() =>
  z
    .object({
      service: z.enum(documentServices, { error: 'Choose certified, standard translation or proofreading' }),
      sourceLanguage: slug('source language'),
      /** Not used for proofreading, which stays in the source language. */
      targetLanguage: slug('target language').optional(),
      documents: z.array(documentEntrySchema()).min(1, 'Add at least one document').max(100, 'Quote at most 100 documents at once'),
      ...addOnFields(),
    })
    .superRefine((input, ctx) => {
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
          quantity: wholeNumber('quantity', 1, 100).default(1),
        }),
      )
      .min(1, 'Add at least one document')
      .max(50, 'Quote at most 50 document types at once'),
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
    mode: z.enum(['consecutive', 'simultaneous']).default('consecutive'),
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
      platform: slug('platform').optional(),
      /** Start, local to `timeZone`; required for scheduled sessions, "now" for on-demand calls when left out. */
      date: isoDate().optional(),
      startTime: clockTime().optional(),
      timeZone: z.string().default(site.timeZone).refine(isValidTimeZone, 'Choose a time zone from the list'),
    })
    .superRefine((input, ctx) => {
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
);

export const transcriptionQuoteInputSchema = lazily(() =>
  z.object({
    /** Length of the recording; each started minute is billed. */
    audioMinutes: z
      .number({ error: 'Enter the length of the recording in minutes' })
      .positive('Enter the length of the recording in minutes')
      .max(10_000, 'For recordings over 10,000 minutes, ask us for a quote'),
    language: slug('language').optional(),
  }),
);

export type DocumentQuoteInput = z.input<ReturnType<typeof documentQuoteInputSchema>>;
export type DocumentEntry = z.input<ReturnType<typeof documentEntrySchema>>;
export type PortugueseQuoteInput = z.input<ReturnType<typeof portugueseQuoteInputSchema>>;
export type OnSiteQuoteInput = z.input<ReturnType<typeof onSiteQuoteInputSchema>>;
export type RemoteQuoteInput = z.input<ReturnType<typeof remoteQuoteInputSchema>>;
export type TranscriptionQuoteInput = z.input<ReturnType<typeof transcriptionQuoteInputSchema>>;
