import { z } from 'zod';
import { named } from './registry';

export const offerStates = ['open', 'accepted', 'taken', 'expired', 'declined', 'cancelled', 'withdrawn'] as const;

const nullableText = z.string().nullable();
const nullableCount = z.number().int().nonnegative().nullable();

export const offerViewSchema = named(
  'OfferView',
  "What `/pro/{userType}/?offer=` shows: the offer's state, the project and, once accepted, the client.",
  z.object({
    state: z.enum(offerStates),
    offer: z.object({ expiresAt: z.string(), respondedAt: nullableText, wave: z.number().int() }),
    professional: z.object({ name: z.string(), userType: z.string() }),
    project: z.object({
      reference: z.string(),
      service: z.string(),
      serviceName: z.string(),
      sourceLanguage: z.string(),
      sourceLanguageName: z.string(),
      targetLanguage: z.string(),
      targetLanguageName: z.string(),
      volume: z.string(),
      words: nullableCount,
      minutes: nullableCount,
      startsAt: nullableText,
      timeZone: nullableText,
      location: nullableText,
      locationName: nullableText,
      platform: nullableText,
      platformName: nullableText,
      deadline: z.string(),
      urgency: z.string(),
      payCents: z.number().int(),
      currency: z.string(),
    }),
    /** The client's contact details (and, on site, the address): only once this offer is accepted. */
    client: z.record(z.string(), z.string()).nullable(),
  }),
);

/** `POST offers/{token}/decline`: an optional reason, at most 500 characters. */
export const declineBodySchema = named(
  'DeclineOffer',
  'Why the professional declines; optional.',
  z.object({ reason: z.string().trim().max(500).optional() }).optional(),
);

export const offerParamsSchema = z.object({ token: z.string() });
