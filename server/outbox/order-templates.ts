import { site } from '@/lib/site';
import { describeOrder } from '@/lib/orders/describe';
import type { OrderSummary } from '@/lib/api/contract/orders';
import { isInterpreting, type OrderWork } from '@/lib/orders/work';
import { formatDateTime } from './format';
import type { MailKind, OutgoingMessage } from './enqueue';
import { describeClientDetails, type ClientDetails } from '@/lib/orders/client-details';

const signature = `\n\n${site.legalName}\n${site.phoneDisplay} · ${site.email}\n`;

/** The order as the client's emails name it. */
export interface OrderLetter {
  reference: string;
  email: string;
  clientName: string;
  kind: 'quote' | 'booking';
  /** What the order is for: only a certified translation is delivered with a certificate. */
  work: OrderWork;
  summary: OrderSummary;
  totalCents: number;
  validUntil: Date;
  /** What the client told us, restated in the receipt and the confirmation. */
  client: ClientDetails;
  refs: Record<string, string>;
}

/** How the client's emails speak of the work: what is delivered, and who does it. */
const words: Record<OrderWork, { product: string; professional: string; professionals: string; article: 'a' | 'an' }> = {
  'certified-translation': { product: 'certified translation', professional: 'translator', professionals: 'translators', article: 'a' },
  translation: { product: 'translation', professional: 'translator', professionals: 'translators', article: 'a' },
  proofreading: { product: 'proofread text', professional: 'proofreader', professionals: 'proofreaders', article: 'a' },
  transcription: { product: 'transcript', professional: 'transcriber', professionals: 'transcribers', article: 'a' },
  'on-site': { product: 'session', professional: 'interpreter', professionals: 'interpreters', article: 'an' },
  remote: { product: 'session', professional: 'interpreter', professionals: 'interpreters', article: 'an' },
};

const restated = (o: OrderLetter) =>
  describeOrder(o.summary, o.totalCents)
    .map((line) => `${line.label}: ${line.value}`)
    .join('\n');
const what = (o: OrderLetter) => (o.kind === 'booking' ? 'booking' : 'order');

const yourDetails = (o: OrderLetter) =>
  `\n\nWhat you told us:\n${describeClientDetails(o.client)
    .map((line) => `${line.label}: ${line.value}`)
    .join('\n')}`;

/**
 * One email to the client about their order: the news, the link to the order page (each email a
 * link of its own, see orders/links.ts), then the order restated. `withDetails`: the receipt and
 * the confirmation restate what the client told us too.
 */
function letter(o: OrderLetter, link: string, kind: MailKind, subject: string, body: string, withDetails = false): OutgoingMessage {
  return {
    kind,
    recipient: o.email,
    subject: `${subject} (${o.reference})`,
    text: `Hello ${o.clientName},\n\n${body}\n\nYour order page (a private link: keep it to yourself): ${link}\n\n${restated(o)}${withDetails ? yourDetails(o) : ''}\n\nReference: ${o.reference}${signature}`,
    refs: o.refs,
  };
}

/**
 * The receipt: what was asked for, the server's quote, and the private link to confirm it. A
 * document order's delivery counts from the confirmation, so `confirmBy` says until when the
 * delivery it restates holds.
 */
export function orderReceipt(o: OrderLetter, link: string, confirmBy?: Date): OutgoingMessage {
  const asked = o.kind === 'booking' ? 'booking request' : 'quote request';
  const delivery = o.summary.delivery;
  const holds =
    confirmBy === undefined || delivery === null
      ? ''
      : ` Turnaround counts from your confirmation: confirm before ${formatDateTime(confirmBy)} for delivery by ${formatDateTime(new Date(delivery.dueAt))}; confirmed later, it is due later.`;
  return letter(
    o,
    link,
    'client-confirmation',
    `We received your ${asked}`,
    `Thank you: your ${asked} reached us and has the reference ${o.reference}. Nothing happens until you confirm it: open your order page, check the itemised quote and confirm or cancel it by ${formatDateTime(o.validUntil)}, when the quote expires.${holds}`,
    true,
  );
}

/** The confirmation, with the invoice issued with it (`invoiceLink`, a PDF under the order's private token). */
export const orderConfirmed = (o: OrderLetter, link: string, invoiceLink: string) =>
  letter(
    o,
    link,
    'order-confirmed',
    `Your ${what(o)} is confirmed`,
    `You confirmed your ${what(o)}. We are offering it to our ${words[o.work].professionals} now and will email you as soon as one of them has it.\n\nYour invoice (PDF, a private link too): ${invoiceLink}`,
    true,
  );

/** `byStaff`: we cancelled it (a client can cancel only before a professional has it). */
export const orderCancelled = (o: OrderLetter, link: string, byStaff = false) =>
  letter(
    o,
    link,
    'order-cancelled',
    `Your ${what(o)} is cancelled`,
    byStaff
      ? `We have cancelled your ${what(o)}; nothing more will happen with it. If you did not expect this, reply to this email or call us and we will explain.`
      : `Your ${what(o)} is cancelled as you asked; nothing more will happen with it. If that was a mistake, reply to this email.`,
  );

export const orderExpired = (o: OrderLetter, link: string) =>
  letter(
    o,
    link,
    'order-expired',
    `Your quote has expired`,
    `The quote for your ${what(o)} was not confirmed by ${formatDateTime(o.validUntil)} and has expired. Request a new quote on our site whenever you are ready; prices may have changed.`,
  );

function assignedNews(o: OrderLetter, professionalName: string): string {
  const accepted = `${professionalName} accepted your ${what(o)}`;
  if (o.work === 'on-site') return `${accepted} and will be at the address below at the time below.`;
  if (o.work === 'remote') {
    const platform = o.summary.booking?.platform;
    return `${accepted} and will join the session${platform === null || platform === undefined ? '' : ` on ${platform}`} at the time below.`;
  }
  return `${accepted} and is working on it. We will email you when the ${words[o.work].product} is delivered.`;
}

export const orderAssigned = (o: OrderLetter, link: string, professionalName: string) =>
  letter(o, link, 'order-assigned', `${professionalName} has your ${what(o)}`, assignedNews(o, professionalName));

/** Delivered means "with our reviewers": nothing is downloadable until staff approve it. */
export const orderDelivered = (o: OrderLetter, link: string) =>
  isInterpreting(o.work)
    ? letter(
        o,
        link,
        'order-delivered',
        'Your interpreter confirmed the session',
        `Your interpreter confirmed when the session actually started and ended. Our staff are reviewing it and the final amount, which your order page now shows; we will email you once it is approved.`,
      )
    : letter(
        o,
        link,
        'order-delivered',
        `Your ${words[o.work].product} is with our reviewers`,
        `The ${words[o.work].professional} delivered your ${words[o.work].product} and our staff are reviewing it. It is not ready to download yet: we will email you when it is approved${o.work === 'certified-translation' ? ', with its certificate' : ''}.`,
      );

export const orderApproved = (o: OrderLetter, link: string) => {
  if (isInterpreting(o.work))
    return letter(o, link, 'order-approved', 'Your booking is complete', 'Our staff approved the session and its final amount, which your order page shows.');
  if (o.work === 'certified-translation') {
    return letter(
      o,
      link,
      'order-approved',
      'Your certified translation is ready',
      `Your translation is approved. Download it from your order page: one PDF, the certificate of translation accuracy signed by the translator first, then the translation, digitally signed by ${site.legalName}. Anyone can check it with the verification code on the certificate.`,
    );
  }
  const { product } = words[o.work];
  return letter(o, link, 'order-approved', `Your ${product} is ready`, `Your ${product} is approved. Download it from your order page.`);
};

/**
 * Our review sent a delivery back to its professional before the client had it (for an
 * interpretation, the session's reported times). A client's own revision request has its emails
 * below.
 */
export const orderReturned = (o: OrderLetter, link: string) => {
  const { product, professional } = words[o.work];
  if (isInterpreting(o.work)) {
    return letter(
      o,
      link,
      'order-returned',
      "Your session's times are being checked",
      "Our staff asked the interpreter to check the session's start and end times again before the final amount is approved. We will email you when they confirm them.",
    );
  }
  return letter(
    o,
    link,
    'order-returned',
    `Your ${product} is being revised`,
    `Our review found something to correct before the ${product} reaches you, and sent it back to the ${professional}. We will email you when it is delivered again.`,
  );
};

/** A revision's due date as the client reads it, in the office's zone with its name; the caller always gives it. */
const revisionDue = (o: OrderLetter, dueAt: string | undefined) =>
  dueAt === undefined ? '' : ` The revised ${words[o.work].product} is due by ${formatDateTime(new Date(dueAt))}.`;

/** Until a revision is approved, the order page keeps the approved work (and certificate) downloadable. */
const approvedStays = (o: OrderLetter) =>
  `Until the revision is approved, your order page keeps the current approved ${words[o.work].product}${o.work === 'certified-translation' ? ' and its certificate' : ''} ready to download.`;

/** The client asked for a revision: staff read it before the professional has it. */
export const revisionRequested = (o: OrderLetter, link: string, dueAt: string | undefined) =>
  letter(
    o,
    link,
    'revision-requested',
    'We received your revision request',
    `We received your revision request. A member of our staff reads it and sends it to your ${words[o.work].professional}.${revisionDue(o, dueAt)} ${approvedStays(o)}`,
  );

/** Staff sent the client's request to the professional. */
export const revisionForwarded = (o: OrderLetter, link: string, dueAt: string | undefined) =>
  letter(
    o,
    link,
    'revision-forwarded',
    `Your ${words[o.work].professional} is revising your ${words[o.work].product}`,
    `Our staff read your revision request and sent it to your ${words[o.work].professional}.${revisionDue(o, dueAt)} We will email you when it is approved. ${approvedStays(o)}`,
  );

/** Staff found nothing to revise and answer the client; the approved work stands. */
export const revisionDeclined = (o: OrderLetter, link: string, reply: string | undefined) =>
  letter(
    o,
    link,
    'revision-declined',
    'About your revision request',
    `Our staff read your revision request and are not sending it to the ${words[o.work].professional}:\n\n${reply ?? ''}\n\nYour approved ${words[o.work].product} is unchanged and stays on your order page. If you have questions, reply to this email.`,
  );

/** The booking's own zone for a session, the office's otherwise. */
const zoneOf = (o: OrderLetter) => o.summary.booking?.timeZone;

/**
 * The assignment found nobody who qualifies (`reason`, a sentence saying what is missing): staff
 * look by hand, and the client is told when they will hear next (`nextUpdateBy`, ISO).
 */
export const orderUnstaffed = (o: OrderLetter, link: string, reason: string, nextUpdateBy: Date | null) =>
  letter(
    o,
    link,
    'order-unstaffed',
    `We are still looking for ${words[o.work].article} ${words[o.work].professional} for your ${what(o)}`,
    `${reason} Our staff have been told and are looking for one by hand. We will email you as soon as ${words[o.work].article} ${words[o.work].professional} accepts it${nextUpdateBy === null || Number.isNaN(nextUpdateBy.getTime()) ? '' : `, and by ${formatDateTime(nextUpdateBy, zoneOf(o))} at the latest, either way`}. You can still cancel it from your order page.`,
  );

/** Still nobody by the time the client was given: they hear so, with what they can do. */
export const orderStillUnstaffed = (o: OrderLetter, link: string, reason: string) =>
  letter(
    o,
    link,
    'order-unstaffed',
    `No ${words[o.work].professional} has your ${what(o)} yet`,
    `${reason} Our staff are still looking for one by hand, and we will email you as soon as ${words[o.work].article} ${words[o.work].professional} accepts it. If you would rather not wait, cancel it from your order page, or reply to this email to talk it over with us.`,
  );

/** A client who lost the link asked for it again (by reference and email address). */
export const orderLinkAgain = (o: OrderLetter, link: string) =>
  letter(
    o,
    link,
    'order-link',
    `The link to your ${what(o)}`,
    `Someone, we hope you, asked on our site for the link to your ${what(o)}, giving its reference and your email address. Here it is. If it was not you, you need do nothing: the link is sent only to you.`,
  );
