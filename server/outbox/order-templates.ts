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
const words: Record<OrderWork, { product: string; professional: string; professionals: string }> = {
  'certified-translation': { product: 'certified translation', professional: 'translator', professionals: 'translators' },
  translation: { product: 'translation', professional: 'translator', professionals: 'translators' },
  proofreading: { product: 'proofread text', professional: 'proofreader', professionals: 'proofreaders' },
  transcription: { product: 'transcript', professional: 'transcriber', professionals: 'transcribers' },
  'on-site': { product: 'session', professional: 'interpreter', professionals: 'interpreters' },
  remote: { product: 'session', professional: 'interpreter', professionals: 'interpreters' },
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

/** The receipt: what was asked for, the server's quote, and the private link to confirm it. */
export function orderReceipt(o: OrderLetter, link: string): OutgoingMessage {
  const asked = o.kind === 'booking' ? 'booking request' : 'quote request';
  return letter(
    o,
    link,
    'client-confirmation',
    `We received your ${asked}`,
    `Thank you: your ${asked} reached us and has the reference ${o.reference}. Nothing happens until you confirm it: open your order page, check the itemised quote and confirm or cancel it by ${formatDateTime(o.validUntil)}, when the quote expires.`,
    true,
  );
}

export const orderConfirmed = (o: OrderLetter, link: string) =>
  letter(
    o,
    link,
    'order-confirmed',
    `Your ${what(o)} is confirmed`,
    `You confirmed your ${what(o)}. We are offering it to our ${words[o.work].professionals} now and will email you as soon as one of them has it.`,
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
 * The work went back to its professional. `byClient`: the client asked for a revision of an
 * approved translation; otherwise our review returned a delivery the client has not had yet (for
 * an interpretation, the session's reported times).
 */
export const orderReturned = (o: OrderLetter, link: string, byClient = false) => {
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
  return byClient
    ? letter(
        o,
        link,
        'order-returned',
        `Your ${product} is being revised`,
        `We received your revision request and sent the ${product} back to the ${professional} with it. We will email you when the revised ${product} is delivered.`,
      )
    : letter(
        o,
        link,
        'order-returned',
        `Your ${product} is being revised`,
        `Our review found something to correct before the ${product} reaches you, and sent it back to the ${professional}. We will email you when it is delivered again.`,
      );
};

/** A client who lost the link asked for it again (by reference and email address). */
export const orderLinkAgain = (o: OrderLetter, link: string) =>
  letter(
    o,
    link,
    'order-link',
    `The link to your ${what(o)}`,
    `Someone, we hope you, asked on our site for the link to your ${what(o)}, giving its reference and your email address. Here it is. If it was not you, you need do nothing: the link is sent only to you.`,
  );
