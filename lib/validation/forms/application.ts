import { z } from 'zod';
import { accepted, countryCode, emailAddress, personName, slug, telephone, wholeNumber } from '../fields';
import type { LabelsFor } from '../labels';
import { different, ext, file, max, mimes, oneOf, required, requiredIf, size } from '../rules';
import { AVAILABILITY, CERTIFICATIONS, PROFESSIONAL_TYPES, SPECIALISATIONS } from './professional-options';

export const CV_EXTENSIONS = ['pdf', 'docx'] as const;
export const CV_MIME_TYPES = ['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'] as const;
const CV_MAX_KB = 10 * 1024;

/** One direction a professional works in, as catalog language slugs. */
const languagePairSchema = z.object({ source: slug(), target: slug() }).check(different('target', 'source'));

/** Asking rates in integer US cents; which one is required depends on the professional type. */
const ratesSchema = z.object({
  perWordCents: wholeNumber(1, 100).optional(),
  perHourCents: wholeNumber(1, 50_000).optional(),
  perMinuteCents: wholeNumber(1, 2_000).optional(),
});

/** The application at `/translators/` and `/pro/{userType}/`. */
export const applicationSchema = z
  .object({
    name: personName(),
    email: emailAddress(),
    telephone: telephone(),
    country: countryCode(),
    professionalType: oneOf(PROFESSIONAL_TYPES),
    languagePairs: z.array(languagePairSchema).check(required(), max(20)),
    specialisations: z.array(oneOf(SPECIALISATIONS)).check(required(), max(SPECIALISATIONS.length)),
    certifications: z.array(oneOf(CERTIFICATIONS)).check(max(CERTIFICATIONS.length)).optional(),
    yearsOfExperience: wholeNumber(0, 60),
    rates: ratesSchema.prefault({}),
    availability: oneOf(AVAILABILITY),
    /** Interpreters: catalog location slugs they take on-site work in. */
    locationsServed: z.array(slug()).check(max(25)).optional(),
    /** Interpreters: how far they travel from those locations. */
    travelRadiusMiles: wholeNumber(0, 500).optional(),
    /** Interpreters: catalog platform slugs they work on remotely. */
    remotePlatforms: z.array(slug()).check(max(20)).optional(),
    cv: file().check(ext(...CV_EXTENSIONS), mimes(...CV_MIME_TYPES), size(CV_MAX_KB)),
    /** The translator or interpreter agreement at `/agreement/`. */
    agreementAccepted: accepted(),
  })
  .check(
    requiredIf('rates.perWordCents', 'professionalType', 'translator', 'proofreader'),
    requiredIf('rates.perHourCents', 'professionalType', 'interpreter'),
    requiredIf('rates.perMinuteCents', 'professionalType', 'transcriber'),
    requiredIf('travelRadiusMiles', 'locationsServed'),
  );

export type Application = z.output<typeof applicationSchema>;

/**
 * The languages besides English that an application's pairs name, each once, in the order they
 * first appear: what approving it makes the professional work in (English is on one side of
 * every pair, and no project needs it matched).
 */
export function languagesOfPairs(pairs: readonly { source: string; target: string }[]): string[] {
  return [...new Set(pairs.flatMap((pair) => [pair.source, pair.target]))].filter((language) => language !== 'english');
}
export type ApplicationInput = z.input<typeof applicationSchema>;

export const applicationLabels = {
  name: 'Full name',
  email: 'Email',
  telephone: 'Telephone',
  country: 'Country',
  professionalType: 'Professional type',
  languagePairs: 'Language pairs',
  'languagePairs.source': 'Source language',
  'languagePairs.target': 'Target language',
  specialisations: 'Specializations',
  certifications: 'Certifications',
  yearsOfExperience: 'Years of experience',
  rates: 'Rates',
  'rates.perWordCents': 'Rate per word',
  'rates.perHourCents': 'Hourly rate',
  'rates.perMinuteCents': 'Rate per audio minute',
  availability: 'Availability',
  locationsServed: 'Locations served',
  travelRadiusMiles: 'Travel radius',
  remotePlatforms: 'Remote platforms',
  cv: 'CV',
  agreementAccepted: 'Agreement',
} as const satisfies LabelsFor<Application>;
