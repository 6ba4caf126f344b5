import { site } from '@/lib/site';
import type { OutgoingMessage } from './enqueue';

/*
 * The emails to professionals and applicants besides the offer and its confirmation
 * (templates.ts): each with the link to the page where they act.
 */

const signature = `\n\n${site.legalName}\n${site.phoneDisplay} · ${site.email}\n`;
const careersSignature = `\n\n${site.legalName}\n${site.careersEmail}\n`;

/** Staff returned a delivery: what to change, and the link back to the job where the revised files go. */
export function deliveryReturned(
  to: { name: string; email: string },
  reference: string,
  round: number,
  comment: string,
  jobLink: string,
  refs: Record<string, string>,
): OutgoingMessage {
  return {
    kind: 'delivery-returned',
    recipient: to.email,
    subject: `Order ${reference}: your delivery needs changes`,
    text:
      `Hello ${to.name},\n\nOur review has returned round ${round} of your delivery for order ${reference}. What needs to change:\n\n${comment}\n\n` +
      `Make the changes and upload the revised files on your job page (a private link: keep it to yourself): ${jobLink}\n\n` +
      `Questions about the job go to us, not to the client.${signature}`,
    refs,
  };
}

/** An application approved: the applicant is now a professional, and offers will open on their page under /pro/. */
export function applicationApproved(
  to: { name: string; email: string },
  reference: string,
  userType: string,
  proPage: string,
  refs: Record<string, string>,
): OutgoingMessage {
  return {
    kind: 'application-approved',
    recipient: to.email,
    subject: `Welcome to the ${site.name} network`,
    text: `Hello ${to.name},\n\nYour application ${reference} is approved: you are now in our pool of ${userType}s. We will email you project offers that match your languages; each offer has its own link, which opens it on our page for ${userType}s, where you accept or decline it and, once it is yours, do the job: ${proPage}${careersSignature}`,
    refs,
  };
}

/** An application declined, with staff's reason; the page to apply from, should their situation change. */
export function applicationRejected(
  to: { name: string | undefined; email: string },
  reference: string,
  reason: string,
  applyPage: string,
  refs: Record<string, string>,
): OutgoingMessage {
  return {
    kind: 'application-rejected',
    recipient: to.email,
    subject: `Your application to ${site.name}`,
    text: `Hello${to.name === undefined ? '' : ` ${to.name}`},\n\nThank you for applying to join the ${site.name} network. We have reviewed your application ${reference} and cannot offer you a place at this time.\n\n${reason}\n\nShould your languages, credentials or experience change, you can apply again here: ${applyPage}${careersSignature}`,
    refs,
  };
}
