import type { ApplicationData } from '@/lib/api/applications';
import type { ContactMessageBody } from '@/lib/api/contact-messages';
import type { PartnershipInquiryBody } from '@/lib/api/partnership-inquiries';
import type { MultipartBody, SpamFields } from '@/lib/api/submit';
import type { Application } from '@/lib/validation/forms/application';
import type { ContactForm } from '@/lib/validation/forms/contact';
import type { PartnershipInquiry } from '@/lib/validation/forms/partnership';

/*
 * Request bodies from validated form values. The values come out of the shared schema, so
 * they are trimmed and checked; these functions only shape them for the API: the spam fields
 * filled in, fields that don't apply left out, files moved to their own parts.
 */

/** Form values as the schema (with the spam fields) returns them. */
export type WithSpam<T> = T & Partial<SpamFields>;

/** The spam fields as sent: the honeypot as typed (empty for people) and how long the form took to fill in. */
export function spamFields(honeypot: string | undefined, formFillMs: number): SpamFields {
  return { company_website: honeypot ?? '', formFillMs };
}

export function buildContactMessage(form: WithSpam<ContactForm>, formFillMs: number): ContactMessageBody {
  const { company_website: honeypot, formFillMs: _fill, telephone, ...rest } = form;
  return { ...rest, ...(telephone ? { telephone } : {}), ...spamFields(honeypot, formFillMs) };
}

export function buildPartnershipInquiry(form: WithSpam<PartnershipInquiry>, formFillMs: number): PartnershipInquiryBody {
  const { company_website: honeypot, formFillMs: _fill, ...rest } = form;
  return { ...rest, ...spamFields(honeypot, formFillMs) };
}

/** The rate each professional type quotes in; the other rates are not sent. */
const rateFor = {
  translator: 'perWordCents',
  proofreader: 'perWordCents',
  interpreter: 'perHourCents',
  transcriber: 'perMinuteCents',
} as const;

/**
 * The application as multipart: details in `data`, the CV as the `cv` part. Rates other than
 * the one the type quotes in, and the interpreter-only fields (locations, travel radius,
 * platforms) of other types, are left out: the form may still hold them from an earlier choice.
 */
export function buildApplication(form: WithSpam<Application>, formFillMs: number): MultipartBody<ApplicationData> {
  const { company_website: honeypot, formFillMs: _fill, cv, rates, locationsServed, travelRadiusMiles, remotePlatforms, certifications, ...rest } = form;
  if (typeof File === 'undefined' || !(cv instanceof File)) throw new TypeError('The CV must be a file chosen in the form.');
  const rateKey = rateFor[rest.professionalType];
  const rate = rates[rateKey];
  const interpreter = rest.professionalType === 'interpreter';
  const data: ApplicationData = {
    ...rest,
    rates: rate === undefined ? {} : { [rateKey]: rate },
    ...(certifications && certifications.length > 0 ? { certifications } : {}),
    ...(interpreter && locationsServed && locationsServed.length > 0 ? { locationsServed } : {}),
    ...(interpreter && travelRadiusMiles !== undefined && locationsServed && locationsServed.length > 0 ? { travelRadiusMiles } : {}),
    ...(interpreter && remotePlatforms && remotePlatforms.length > 0 ? { remotePlatforms } : {}),
    ...spamFields(honeypot, formFillMs),
  };
  return { data, files: [{ field: 'cv', file: cv }] };
}
