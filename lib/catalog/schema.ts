import { z } from 'zod';
import { SERVICE_IDS, VARIANT_SERVICE_IDS } from './service-ids';

export { SERVICE_IDS, VARIANT_SERVICE_IDS };

const LANGUAGE_TIERS = ['common', 'standard', 'rare'] as const;

/**
 * What a language entry is, which decides the services it can have (lib/catalog/language-forms.ts):
 * `spoken-and-written` (Spanish) has every service; `spoken` (Mandarin) is interpreted, and its
 * documents are translated as the written entries in `writtenAs`; `written` (Chinese (Simplified),
 * Latin) is translated but never interpreted. A signed language counts as spoken.
 */
const LANGUAGE_FORMS = ['spoken-and-written', 'spoken', 'written'] as const;

const text = z.string().trim().min(1);
const textList = (min: number, max: number) => z.array(text).min(min).max(max);
const slugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase kebab-case (a-z, 0-9 and single hyphens)');

function isIanaTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.includes('/');
  } catch {
    return false;
  }
}

const serviceSchema = z.strictObject({
  id: z.enum(SERVICE_IDS),
  name: text,
  shortName: text,
  summary: text,
  description: text,
  included: textList(1, 12),
  audience: textList(1, 10),
  /** Turnaround (translation work) or booking notice (interpreting). */
  timing: z.strictObject({ label: z.enum(['Turnaround', 'Booking notice']), text }),
  hasVariants: z.boolean(),
});

const languageSchema = z
  .strictObject({
    code: z.string().regex(/^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/, 'must be an ISO 639 code, optionally with a subtag'),
    name: text,
    nativeName: text,
    slug: slugSchema,
    tier: z.enum(LANGUAGE_TIERS),
    form: z.enum(LANGUAGE_FORMS),
    /** Spoken-only languages: the written entries their documents are translated as, the usual one first. */
    writtenAs: z.array(slugSchema).min(1).optional(),
    script: text,
    direction: z.enum(['ltr', 'rtl']),
    regions: textList(1, 6),
    documents: textList(2, 5),
    settings: textList(2, 4),
    dialects: text.optional(),
    note: text,
    /** How the language's documents write personal names: order, patronymics, surnames or none. Document-translation page. */
    names: text.optional(),
    /** How the language's documents write dates and numbers, and which calendar they use. Document-translation page. */
    dates: text.optional(),
    /** How names in a non-Latin script are put into Latin letters, and why the passport spelling wins. Document-translation page; refused for a Latin-script language. */
    romanization: text.optional(),
    /** Varieties and neighbouring languages, and how well their speakers understand each other: what decides which interpreter to book. Remote-interpreting page. */
    intelligibility: text.optional(),
    /** Forms of address and register that matter in a hearing, a clinic or a meeting. On-site-interpreting page. */
    address: text.optional(),
  })
  .superRefine((language, ctx) => {
    if (language.form === 'spoken' && language.writtenAs === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['writtenAs'],
        message: 'a spoken-only language must name its written form (writtenAs: [a written entry slug, …])',
      });
    }
    if (language.form !== 'spoken' && language.writtenAs !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['writtenAs'],
        message: `only a spoken-only language (form: spoken) points to a written form; this one is "${language.form}"`,
      });
    }
    if (language.form === 'spoken') {
      // A spoken-only language has no documents of its own: its written forms' pages carry these.
      for (const field of ['names', 'dates', 'romanization'] as const) {
        if (language[field] !== undefined)
          ctx.addIssue({ code: 'custom', path: [field], message: `a spoken-only language has no document-translation page; put ${field} on its written form` });
      }
    }
    if (language.form === 'written') {
      // A written-only entry is never interpreted.
      for (const field of ['intelligibility', 'address'] as const) {
        if (language[field] !== undefined)
          ctx.addIssue({ code: 'custom', path: [field], message: `a written-only entry has no interpreting pages; put ${field} on the spoken language` });
      }
    }
    if (language.romanization !== undefined && /^Latin(?: \([^)]*\))?$/.test(language.script)) {
      ctx.addIssue({
        code: 'custom',
        path: ['romanization'],
        message: `romanization is for a language written in a non-Latin script; this one is written in "${language.script}"`,
      });
    }
  });

const locationSchema = z.strictObject({
  city: text,
  state: text,
  stateCode: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter uppercase state code'),
  slug: slugSchema,
  timeZone: z.string().refine(isIanaTimeZone, 'must be an IANA time zone such as America/Chicago'),
  travelZone: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  demandLanguages: z.array(slugSchema).min(10).max(16),
  about: text,
  venues: textList(2, 4),
});

const platformSchema = z.strictObject({
  slug: slugSchema,
  name: text,
  kind: z.enum(['video', 'phone', 'vri']),
  interpreterJoins: text,
  clientSetup: textList(1, 8),
  limits: textList(1, 8),
  bestFor: textList(1, 8),
  billing: z.enum(['per-minute', 'per-hour']),
});

export const catalogSchema = z.strictObject({
  services: z.array(serviceSchema),
  languages: z.array(languageSchema),
  locations: z.array(locationSchema),
  platforms: z.array(platformSchema),
});

export type ServiceId = (typeof SERVICE_IDS)[number];
export type VariantServiceId = (typeof VARIANT_SERVICE_IDS)[number];
export type LanguageTier = (typeof LANGUAGE_TIERS)[number];
export type LanguageForm = (typeof LANGUAGE_FORMS)[number];
export type Service = z.infer<typeof serviceSchema>;
export type Language = z.infer<typeof languageSchema>;
export type Location = z.infer<typeof locationSchema>;
export type Platform = z.infer<typeof platformSchema>;
export type Catalog = z.infer<typeof catalogSchema>;

/** The four kinds of catalog entry, keyed as in the `Catalog` object and named after their files. */
export type CatalogKind = keyof Catalog;

export const entrySchemas = {
  services: serviceSchema,
  languages: languageSchema,
  locations: locationSchema,
  platforms: platformSchema,
} as const;

export function isVariantServiceId(id: string): id is VariantServiceId {
  return VARIANT_SERVICE_IDS.some((candidate) => candidate === id);
}
