import { site } from '@/lib/site';
import type { OutgoingMessage } from './enqueue';
import { formatCents } from '@/lib/pricing/format';
import { formatDateTime } from './format';
import type { OrderSummary } from '@/lib/api/contract/orders';
import { describeOrder } from '@/lib/orders/describe';

const signature = `\n\n${site.legalName}\n${site.phoneDisplay} · ${site.email}\n`;

export interface SubmissionSummary {
  /** "quote request", "booking", "contact message", "application", "partnership inquiry". */
  what: string;
  reference: string;
  /** Plain lines describing the submission, for staff. */
  lines: string[];
  /** Where staff act on it in the back office (`staffLinks`). */
  staffLink: string;
  refs: Record<string, string>;
}

const contactLabels: Record<string, string> = {
  organisation: 'Organization',
  purchaseOrder: 'Purchase order or reference',
  preferredContactMethod: 'Prefers to be contacted by',
  nameSpellings: 'Name spellings',
  notes: 'Notes',
  address: 'Address',
  onSiteContact: 'On-site contact',
  meetingDetails: 'Meeting link or dial-in',
  bookingNotes: 'Booking notes',
};

/**
 * What staff need about a new order, in full: what was ordered as the client reads it (service,
 * languages by name, documents, delivery or date, time, zone, length, the whole address,
 * platform), without the total (the caller states it with its detail), then every contact
 * detail and note the client gave, the on-site contact and meeting details included.
 */
export function staffOrderLines(summary: OrderSummary, totalCents: number, contact: Record<string, string>): string[] {
  const ordered = describeOrder(summary, totalCents).filter((line) => line.label !== 'Total' && line.label !== 'Address');
  const given = Object.entries(contactLabels).flatMap(([key, label]) => {
    const value = contact[key];
    return value === undefined || value.trim() === '' ? [] : [`${label}: ${value}`];
  });
  return [...ordered.map((line) => `${line.label}: ${line.value}`), ...given];
}

/**
 * The sender's receipt for a message, an inquiry or an application. `next`: what happens next;
 * `onward`: a sentence that ends with the link to the page of the site where they go on (the
 * support centre, the partnership page, the professionals' page).
 */
export function clientConfirmation(to: string, name: string, summary: SubmissionSummary, next: string, onward: string): OutgoingMessage {
  return {
    kind: 'client-confirmation',
    recipient: to,
    subject: `We received your ${summary.what} (${summary.reference})`,
    text: `Hello ${name},\n\nThank you: your ${summary.what} reached us and has the reference ${summary.reference}. ${next}\n\nIf anything changes, reply to this email and quote the reference.\n\n${onward}${signature}`,
    refs: summary.refs,
  };
}

export function staffNotification(to: string, summary: SubmissionSummary): OutgoingMessage {
  return {
    kind: 'staff-notification',
    recipient: to,
    subject: `New ${summary.what}: ${summary.reference}`,
    text: `A new ${summary.what} arrived.\n\n${summary.lines.join('\n')}\n\nReference: ${summary.reference}\nIn the back office: ${summary.staffLink}`,
    refs: summary.refs,
  };
}

/** The project as a professional sees it before accepting: no client contact details. */
export interface ProjectBrief {
  reference: string;
  serviceName: string;
  languages: string;
  volume: string;
  when: Date | null;
  timeZone: string | null;
  place: string | null;
  deadline: Date;
  payCents: number;
}

function briefLines(p: ProjectBrief): string[] {
  return [
    `Service: ${p.serviceName}`,
    `Languages: ${p.languages}`,
    `Volume: ${p.volume}`,
    ...(p.when === null ? [] : [`When: ${formatDateTime(p.when, p.timeZone ?? undefined)}`]),
    ...(p.place === null ? [] : [`Where: ${p.place}`]),
    `Deadline: ${formatDateTime(p.deadline)}`,
    `Pay: ${formatCents(p.payCents)}`,
  ];
}

export function offerToProfessional(
  to: string,
  name: string,
  project: ProjectBrief,
  link: string,
  expiresAt: Date,
  refs: Record<string, string>,
  /** Staff offered it to this professional alone, by hand, rather than to a wave of several. */
  byHand = false,
): OutgoingMessage {
  const who = byHand
    ? 'Our staff offer it to you alone: accept it and it is yours.'
    : 'It goes to a few professionals at once and the first to accept gets the project.';
  return {
    kind: 'offer',
    recipient: to,
    subject: `New ${project.serviceName.toLowerCase()} offer: ${project.languages} (${project.reference})`,
    text: `Hello ${name},\n\nWe have a project that matches your profile:\n\n${briefLines(project).join('\n')}\n\nAccept or decline here (a private link: keep it to yourself): ${link}\n\nThe offer is open until ${formatDateTime(expiresAt)}. ${who}${signature}`,
    refs,
  };
}

/** `jobLink`: the page of the offer just accepted, where the job is done (the same link the offer email had). */
export function assignmentConfirmation(
  to: string,
  name: string,
  project: ProjectBrief,
  jobLines: string[],
  jobLink: string,
  refs: Record<string, string>,
): OutgoingMessage {
  return {
    kind: 'assignment-confirmation',
    recipient: to,
    subject: `Project ${project.reference} is yours`,
    text: `Hello ${name},\n\nYou accepted project ${project.reference}; it is now assigned to you.\n\n${briefLines(project).join('\n')}\n\nThe job:\n${jobLines.join('\n')}\n\nThe source files, the delivery and the hand-back are on your job page (a private link: keep it to yourself): ${jobLink}${signature}`,
    refs,
  };
}

/** `staffLink`: the project in the back office (`staffLinks.project`). */
export function staffAssignmentNotice(to: string, project: ProjectBrief, outcome: string, staffLink: string, refs: Record<string, string>): OutgoingMessage {
  return {
    kind: 'staff-assignment',
    recipient: to,
    subject: `Project ${project.reference}: ${outcome}`,
    text: `Project ${project.reference}: ${outcome}.\n\n${briefLines(project).join('\n')}\n\nIn the back office: ${staffLink}`,
    refs,
  };
}
