import { site } from '@/lib/site';
import type { StaffRole } from '../db/schema';
import type { OutgoingMessage } from './enqueue';
import { formatDateTime } from './format';

/** The emails to people joining the staff: each with the link to the page where they act. */

const signature = `\n\n${site.legalName}\n`;

const roleWords: Record<StaffRole, string> = {
  admin: 'an admin (everything in the back office, staff accounts included)',
  coordinator: 'a coordinator (orders, projects, professionals and the inbox)',
};

/** An admin's invitation: the private link where the invitee chooses their password, and until when it works. */
export function staffInvitation(
  to: { name: string; email: string },
  role: StaffRole,
  invitedBy: string,
  link: string,
  expiresAt: Date,
  refs: Record<string, string>,
): OutgoingMessage {
  return {
    kind: 'staff-invitation',
    recipient: to.email,
    subject: `You are invited to the ${site.name} back office`,
    text:
      `Hello ${to.name},\n\n${invitedBy} invited you to the ${site.name} back office as ${roleWords[role]}.\n\n` +
      `Choose your password on this page (a private link: keep it to yourself): ${link}\n\n` +
      `The link works once, until ${formatDateTime(expiresAt)}. If you did not expect this invitation, ignore this email: no account is made without you.${signature}`,
    refs,
  };
}
