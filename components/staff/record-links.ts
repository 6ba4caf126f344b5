/*
 * Where the back office shows a record, for links from other records and from the audit log.
 * Orders, projects, professionals and applications have a page of their own; a quote or booking
 * is found as its order (they share the reference), other submissions and files in their lists.
 */

const query = (text: string) => encodeURIComponent(text);

/** The orders list searched for a reference: the order of a quote or booking, of a delivery or certificate. */
export const ordersWithReference = (reference: string) => `/staff/orders/?q=${query(reference)}`;

/** An application's own page, with its answers, CV and decision. */
export const applicationPage = (id: string) => `/staff/inbox/?kind=applications&id=${query(id)}`;

/** A submission the spam screen holds, opened: what was sent, why it was held, its files. */
export const heldPage = (resource: string, id: string) => `/staff/inbox/?kind=quarantine&resource=${query(resource)}&id=${query(id)}`;

/** The page showing the record `id` of `resource` (the audit log's name for its table), as `label` names it; undefined where none does. */
export function recordHref(resource: string, id: string, label: string): string | undefined {
  switch (resource) {
    case 'orders':
    case 'projects':
    case 'professionals':
      return `/staff/${resource}/?id=${query(id)}`;
    case 'applications':
      return applicationPage(id);
    case 'quotes':
    case 'bookings':
      return ordersWithReference(label);
    case 'contact-messages':
    case 'partnership-inquiries':
      return `/staff/inbox/?kind=${resource}&q=${query(label)}`;
    case 'files':
      return `/staff/files/?q=${query(label)}`;
    default:
      return undefined;
  }
}

/** An audit row's record as the log shows it: gone (with the reference the row kept, if any), or its label and, where one shows it, its page. */
export type AuditRecordView = { gone: true; label: string | null } | { gone: false; label: string; href: string | undefined };

/** How an audit row's record reads; null when the row names none (a purge, an assignment run). */
export function auditRecord(row: { resource: string; recordId: string | null; recordLabel: string | null; recordExists: boolean }): AuditRecordView | null {
  if (row.recordId === null) return null;
  if (!row.recordExists) return { gone: true, label: row.recordLabel };
  const label = row.recordLabel ?? row.recordId;
  return { gone: false, label, href: recordHref(row.resource, row.recordId, label) };
}
