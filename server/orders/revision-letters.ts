import { site } from '@/lib/site';
import type { OutgoingMessage } from '../outbox/enqueue';
import { formatDateTime } from '../outbox/format';
import { staffLinks } from '../outbox/links';
import type { OrderRow } from '../workflow';
import type { RevisionRow } from './revisions';

const signature = `\n\n${site.legalName}\n${site.phoneDisplay} · ${site.email}\n`;
const refsOf = (order: OrderRow) => ({ orderId: order.id, ...(order.projectId === null ? {} : { projectId: order.projectId }) });

/** Staff are asked to read a client's revision request, with the link to the order in the back office. */
export function staffRevisionLetter(
  order: OrderRow,
  revision: Pick<RevisionRow, 'number' | 'comment' | 'dueAt'> & { approved: Date | undefined },
  env: { SITE_URL: string; STAFF_EMAIL: string },
): OutgoingMessage {
  return {
    kind: 'staff-revision-request',
    recipient: env.STAFF_EMAIL,
    subject: `Revision requested: ${order.reference}, due ${formatDateTime(revision.dueAt)}`,
    text:
      `${order.clientName} <${order.email}> asked for revision ${revision.number} of order ${order.reference}` +
      `${revision.approved === undefined ? '' : `, approved on ${formatDateTime(revision.approved)}`}.\n\n` +
      `What needs changing, in the client's words:\n${revision.comment}\n\n` +
      `It is due by ${formatDateTime(revision.dueAt)} (one business day from the request; standard turnaround for the pages it affects when more than five).\n\n` +
      `Read it and send it to the professional with your note, or decline it with a reply to the client, on the order's page: ${staffLinks.order(env.SITE_URL, order.id)}\n` +
      `The professional has nothing until you send it on.`,
    refs: refsOf(order),
  };
}

/** The professional is sent the client's request, staff's note, the due date and the link to their job page. */
export function professionalRevisionLetter(
  order: OrderRow,
  revision: Pick<RevisionRow, 'number' | 'comment' | 'staffNote' | 'dueAt'>,
  professional: { name: string; email: string },
  link: string,
): OutgoingMessage {
  const where = `Open the job here (a private link: keep it to yourself), where you download the source again and upload the revised files:\n${link}\n\nThere`;
  return {
    kind: 'revision-forwarded-professional',
    recipient: professional.email,
    subject: `Order ${order.reference}: a revision for you, due ${formatDateTime(revision.dueAt)}`,
    text:
      `Hello ${professional.name},\n\nThe client asked for a revision of order ${order.reference}, and our staff have read it.\n\n` +
      `What needs changing, in the client's words:\n${revision.comment}\n\n` +
      `${revision.staffNote === null || revision.staffNote === '' ? '' : `Our note:\n${revision.staffNote}\n\n`}` +
      `The revised delivery is due by ${formatDateTime(revision.dueAt)}.\n\n` +
      `${where}, make the changes and deliver the revised files; our review approves them before the client has them. Questions about the job go to us, not to the client.` +
      signature,
    refs: refsOf(order),
  };
}
