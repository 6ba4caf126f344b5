import { adminContract, type AdminResponseData } from '@/lib/api/contract/admin';
import { staffCall } from '@/lib/api/staff-client';
import { formatCents } from '@/lib/pricing/format';
import { onSiteBookingLabels, remoteBookingLabels } from '@/lib/validation/forms/bookings';
import { contactLabels } from '@/lib/validation/forms/contact';
import { contactTopicLabels } from '@/lib/validation/forms/options';
import { partnershipLabels } from '@/lib/validation/forms/partnership';
import { HONEYPOT_FIELD, MIN_FILL_TIME_MS } from '@/lib/validation/spam';
import { isRecord } from '@/lib/validation/values';
import { applicationFields, type LanguageName } from './application-fields';
import { formatWhen } from './format';
import { sentFields, type SentField, type ValueWords } from './sent-fields';

/*
 * A submission the spam screen held back, opened: why it was held, what was sent (each kind's
 * fields in words) and its files' metadata, read from the record's own `GET admin/<kind>/{id}`.
 */

type Quote = AdminResponseData<'getQuote'>;
type Booking = AdminResponseData<'getBooking'>;
type Application = AdminResponseData<'getApplication'>;
type FileRecord = Application['files'][number];

/** The kinds of submission that can be held, by the URL segment of their routes, named. */
export const heldKinds = {
  quotes: 'Quote request',
  bookings: 'Booking',
  'contact-messages': 'Contact message',
  applications: 'Application',
  'partnership-inquiries': 'Partnership inquiry',
} as const;

export type HeldKind = keyof typeof heldKinds;

export function isHeldKind(value: string | null): value is HeldKind {
  return value !== null && Object.hasOwn(heldKinds, value);
}

/** Why the spam screen held a submission, in words (`honeypot`, `no-fill-time`, `too-fast`). */
export function heldBecause(reason: string): string {
  switch (reason) {
    case 'honeypot':
      return `A field hidden from people (${HONEYPOT_FIELD}) was filled in, as bots do.`;
    case 'no-fill-time':
      return 'It came without the time spent on the form, which browsers send and scripts do not.';
    case 'too-fast':
      return `It was sent less than ${MIN_FILL_TIME_MS / 1000} seconds after the form was shown.`;
    default:
      return reason;
  }
}

/** One part of what was sent, under its heading. */
interface SentSection {
  title: string;
  fields: SentField[];
}

interface HeldSubmission {
  reference: string;
  email: string;
  /** Null once released. */
  quarantineReason: string | null;
  quarantinedAt: Date | null;
  createdAt: Date;
  sections: SentSection[];
  files: FileRecord[];
}

const instant = (iso: string) => formatWhen(new Date(iso));
/** How a held submission's codes read: instants in the reader's words, languages by name. */
const wordsWith = (language: LanguageName): ValueWords => ({ instant, language });
const money = (cents: number | null) => (cents === null ? '—' : formatCents(cents));

export function quoteSections(quote: Quote, language: LanguageName): SentSection[] {
  const words = wordsWith(language);
  return [
    {
      title: 'Quote',
      fields: [
        { label: 'Service', value: quote.service },
        { label: 'Total', value: money(quote.totalCents) },
        { label: 'Total the visitor was shown', value: money(quote.clientTotalCents) },
        { label: 'Valid until', value: formatWhen(quote.validUntil) },
      ],
    },
    { title: 'Contact', fields: sentFields(quote.contact, {}, words) },
    { title: 'What was asked', fields: sentFields(quote.input, {}, words) },
  ];
}

export function bookingSections(booking: Booking, language: LanguageName): SentSection[] {
  const words = wordsWith(language);
  const details = isRecord(booking.details) ? booking.details : {};
  return [
    {
      title: 'Booking',
      fields: [
        { label: 'Interpreting', value: booking.kind === 'on-site' ? 'On site' : 'Remote' },
        { label: 'Total', value: money(booking.totalCents) },
      ],
    },
    { title: 'Contact', fields: sentFields(details.contact, {}, words) },
    { title: 'When and where', fields: sentFields(details.booking, booking.kind === 'on-site' ? onSiteBookingLabels : remoteBookingLabels, words) },
    { title: 'What was asked', fields: sentFields(details.quote, {}, words) },
  ];
}

/** A contact message's fields under the form's labels, its topic as the form offered it ("General question"), not its code. */
export function contactMessageFields(body: unknown, language: LanguageName): SentField[] {
  const labels: Readonly<Record<string, string>> = contactTopicLabels;
  const named = isRecord(body) && typeof body.topic === 'string' ? { ...body, topic: labels[body.topic] ?? body.topic } : body;
  return sentFields(named, contactLabels, wordsWith(language));
}

type Call = { params: { id: string }; signal: AbortSignal };
type Stored = Omit<HeldSubmission, 'sections' | 'files'>;
const held = (record: Stored, sections: SentSection[], files: FileRecord[] = []): HeldSubmission => ({
  reference: record.reference,
  email: record.email,
  quarantineReason: record.quarantineReason,
  quarantinedAt: record.quarantinedAt,
  createdAt: record.createdAt,
  sections,
  files,
});

/** Reads a held submission of `kind` with its record's own route; `language` names the languages in it. */
export async function openHeld(kind: HeldKind, id: string, signal: AbortSignal, language: LanguageName): Promise<HeldSubmission> {
  const call: Call = { params: { id }, signal };
  switch (kind) {
    case 'quotes': {
      const quote = await staffCall('getQuote', adminContract.getQuote.responses[200], call);
      return held(quote, quoteSections(quote, language), quote.files);
    }
    case 'bookings': {
      const booking = await staffCall('getBooking', adminContract.getBooking.responses[200], call);
      return held(booking, bookingSections(booking, language));
    }
    case 'contact-messages': {
      const message = await staffCall('getContactMessage', adminContract.getContactMessage.responses[200], call);
      return held(message, [{ title: 'Message', fields: contactMessageFields(message.body, language) }]);
    }
    case 'applications': {
      const application = await staffCall('getApplication', adminContract.getApplication.responses[200], call);
      return held(application, [{ title: 'Application', fields: applicationFields(application.body, language) }], application.files);
    }
    case 'partnership-inquiries': {
      const inquiry = await staffCall('getPartnershipInquiry', adminContract.getPartnershipInquiry.responses[200], call);
      return held(inquiry, [{ title: 'Inquiry', fields: sentFields(inquiry.body, partnershipLabels, wordsWith(language)) }]);
    }
  }
}
