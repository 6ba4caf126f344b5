import { site } from '@/lib/site';
import { describeOrder } from '@/lib/orders/describe';
import type { OrderSummary } from '@/lib/api/contract/orders';
import { formatDateTime } from './format';
import type { OutgoingMessage } from './enqueue';
import { describeClientDetails, type ClientDetails } from '@/lib/orders/client-details';

const signature = `\n\n${site.legalName}\n${site.phoneDisplay} · ${site.email}\n`;

/** The order as the client's emails name it. */
export interface OrderLetter {
  reference: string;
  email: string;
  clientName: string;
  kind: 'quote' | 'booking';
  /** Sold as a certified translation: delivered as one signed PDF with its certificate. */
  certified: boolean;
  summary: OrderSummary;
  totalCents: number;
  validUntil: Date;
  /** What the client told us, restated in the receipt and the confirmation. */
  client: ClientDetails;
  refs: Record<string, string>;
}

const restated = (o: OrderLetter) =>
  describeOrder(o.summary, o.totalCents)
    .map((line) => `${line.label}: ${line.value}`)
    .join('\n');
const what = (o: OrderLetter) => (o.kind === 'booking' ? 'booking' : 'order');
const linkReminder = 'Follow it on your order page, with the private link from our first email.';

const yourDetails = (o: OrderLetter) =>
  `\n\nWhat you told us:\n${describeClientDetails(o.client)
    .map((line) => `${line.label}: ${line.value}`)
    .join('\n')}`;

/** `withDetails`: the receipt and the confirmation restate what the client told us too. */
function letter(o: OrderLetter, kind: string, subject: string, body: string, withDetails = false): OutgoingMessage {
  return {
    kind,
    recipient: o.email,
    subject: `${subject} (${o.reference})`,
    text: `Hello ${o.clientName},\n\n${body}\n\n${restated(o)}${withDetails ? yourDetails(o) : ''}\n\nReference: ${o.reference}${signature}`,
    refs: o.refs,
  };
}

/** The receipt: what was asked for, the server's quote, and the private link to confirm it. */
export function orderReceipt(o: OrderLetter, link: string): OutgoingMessage {
  return letter(
    o,
    'client-confirmation',
    `We received your ${o.kind === 'booking' ? 'booking request' : 'quote request'}`,
    `Thank you: your ${o.kind === 'booking' ? 'booking request' : 'quote request'} reached us and has the reference ${o.reference}. Nothing happens until you confirm it: open your order, check the itemised quote and confirm or cancel it by ${formatDateTime(o.validUntil)}, when the quote expires.\n\nYour private order link (keep it to yourself): ${link}`,
    true,
  );
}

export const orderConfirmed = (o: OrderLetter) =>
  letter(
    o,
    'order-confirmed',
    `Your ${what(o)} is confirmed`,
    `You confirmed your ${what(o)}. We are offering it to our professionals now and will email you as soon as one has it. ${linkReminder}`,
    true,
  );

/** `byStaff`: we cancelled it (a client can cancel only before a professional has it). */
export const orderCancelled = (o: OrderLetter, byStaff = false) =>
  letter(
    o,
    'order-cancelled',
    `Your ${what(o)} is cancelled`,
    byStaff
      ? `We have cancelled your ${what(o)}; nothing more will happen with it. If you did not expect this, reply to this email or call us and we will explain.`
      : `Your ${what(o)} is cancelled as you asked; nothing more will happen with it. If that was a mistake, reply to this email.`,
  );

export const orderExpired = (o: OrderLetter) =>
  letter(
    o,
    'order-expired',
    `Your quote has expired`,
    `The quote for your ${what(o)} was not confirmed by ${formatDateTime(o.validUntil)} and has expired. Request a new quote on our site whenever you are ready; prices may have changed.`,
  );

export const orderAssigned = (o: OrderLetter, professionalName: string) =>
  letter(
    o,
    'order-assigned',
    `${professionalName} has your ${what(o)}`,
    `${professionalName} accepted your ${what(o)} and is now working on it. ${o.kind === 'booking' ? 'They will be there at the time below.' : 'We will email you when the translation is delivered.'} ${linkReminder}`,
  );

/** Delivered means "with our reviewers": nothing is downloadable until staff approve it. */
export const orderDelivered = (o: OrderLetter) =>
  o.kind === 'booking'
    ? letter(
        o,
        'order-delivered',
        'Your interpreter confirmed the session',
        `Your interpreter confirmed when the session actually started and ended. Our staff are reviewing it and the final amount, which your booking page now shows; we will email you once it is approved. ${linkReminder}`,
      )
    : letter(
        o,
        'order-delivered',
        'Your translation is with our reviewers',
        `The translator delivered your translation and our staff are reviewing it. It is not ready to download yet: we will email you when it is approved${o.certified ? ', with its certificate' : ''}. ${linkReminder}`,
      );

export const orderApproved = (o: OrderLetter) => {
  if (o.kind === 'booking')
    return letter(o, 'order-approved', 'Your booking is complete', `Our staff approved the session and its final amount. ${linkReminder}`);
  return o.certified
    ? letter(
        o,
        'order-approved',
        'Your certified translation is ready',
        `Your translation is approved. Download it from your order page: one PDF, the certificate of translation accuracy signed by the translator first, then the translation, digitally signed by ${site.legalName}. Anyone can check it with the verification code on the certificate. ${linkReminder}`,
      )
    : letter(o, 'order-approved', 'Your translation is ready', `Your translation is approved. Download it from your order page. ${linkReminder}`);
};

/** Staff's review sent a delivery back to the translator (a client's revision request has its own emails, below). */
export const orderReturned = (o: OrderLetter) =>
  letter(
    o,
    'order-returned',
    'Your translation is being revised',
    `Our review sent the translation back to the translator for revision. We will email you when the revised translation is delivered. ${linkReminder}`,
  );

/** A revision's due date as the client reads it, in the office's zone with its name; the caller always gives it. */
const revisionDue = (dueAt: string | undefined) => (dueAt === undefined ? '' : ` The revised translation is due by ${formatDateTime(new Date(dueAt))}.`);

/** Until a revision is approved, the order page keeps the approved translation (and certificate) downloadable. */
const approvedStays = (o: OrderLetter) =>
  `Until the revision is approved, your order page keeps the current approved translation${o.certified ? ' and its certificate' : ''} ready to download.`;

/** The client asked for a revision: staff read it before the translator has it. */
export const revisionRequested = (o: OrderLetter, dueAt: string | undefined) =>
  letter(
    o,
    'revision-requested',
    'We received your revision request',
    `We received your revision request. A member of our staff reads it and sends it to your translator.${revisionDue(dueAt)} ${approvedStays(o)} ${linkReminder}`,
  );

/** Staff sent the client's request to the translator. */
export const revisionForwarded = (o: OrderLetter, dueAt: string | undefined) =>
  letter(
    o,
    'revision-forwarded',
    'Your translator is revising your translation',
    `Our staff read your revision request and sent it to your translator.${revisionDue(dueAt)} We will email you when it is approved. ${approvedStays(o)} ${linkReminder}`,
  );

/** Staff found nothing to revise and answer the client; the approved translation stands. */
export const revisionDeclined = (o: OrderLetter, reply: string | undefined) =>
  letter(
    o,
    'revision-declined',
    'About your revision request',
    `Our staff read your revision request and are not sending it to the translator:\n\n${reply ?? ''}\n\nYour approved translation is unchanged and stays on your order page. If you have questions, reply to this email. ${linkReminder}`,
  );

/** The booking's own zone for a session, the office's otherwise. */
const zoneOf = (o: OrderLetter) => o.summary.booking?.timeZone;

/**
 * The assignment found nobody who qualifies (`reason`, a sentence saying what is missing): staff
 * look by hand, and the client is told when they will hear next (`nextUpdateBy`, ISO).
 */
export const orderUnstaffed = (o: OrderLetter, reason: string, nextUpdateBy: Date | null) =>
  letter(
    o,
    'order-unstaffed',
    `We are still looking for a professional for your ${what(o)}`,
    `${reason} Our staff have been told and are looking for one by hand. We will email you as soon as a professional accepts it${nextUpdateBy === null || Number.isNaN(nextUpdateBy.getTime()) ? '' : `, and by ${formatDateTime(nextUpdateBy, zoneOf(o))} at the latest, either way`}. You can still cancel it from your order page. ${linkReminder}`,
  );

/** Still nobody by the time the client was given: they hear so, with what they can do. */
export const orderStillUnstaffed = (o: OrderLetter, reason: string) =>
  letter(
    o,
    'order-unstaffed',
    `No professional has your ${what(o)} yet`,
    `${reason} Our staff are still looking for one by hand, and we will email you as soon as a professional accepts it. If you would rather not wait, cancel it from your order page, or reply to this email to talk it over with us. ${linkReminder}`,
  );
