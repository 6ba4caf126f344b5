import { adminContract } from '@/lib/api/contract/admin';
import { staffList, type ListPage, type StaffCall } from '@/lib/api/staff-client';

/** One row of the inbox, whatever the kind of submission. */
export interface InboxRow {
  id: string;
  reference: string;
  email: string;
  summary: string;
  held: string | null;
  createdAt: Date;
}

/** A stored form body's field as text, if it is one. */
function field(body: unknown, key: string): string {
  const value: unknown = typeof body === 'object' && body !== null ? Reflect.get(body, key) : undefined;
  return typeof value === 'string' ? value : '';
}

type Stored = { id: string; reference: string; email: string; quarantineReason: string | null; createdAt: Date };
const inboxRow = (row: Stored, summary: string): InboxRow => ({
  id: row.id,
  reference: row.reference,
  email: row.email,
  summary,
  held: row.quarantineReason,
  createdAt: row.createdAt,
});

const money = (cents: number | null) => (cents === null ? '' : `$${(cents / 100).toFixed(2)}`);

export const inboxKinds = {
  'contact-messages': {
    label: 'Contact messages',
    load: async (call: StaffCall) => {
      const { rows, page } = await staffList('listContactMessages', adminContract.listContactMessages.responses[200], call);
      return { page, rows: rows.map((row) => inboxRow(row, field(row.body, 'message').slice(0, 120))) };
    },
  },
  quotes: {
    label: 'Quote requests',
    load: async (call: StaffCall) => {
      const { rows, page } = await staffList('listQuotes', adminContract.listQuotes.responses[200], call);
      return { page, rows: rows.map((row) => inboxRow(row, `${row.service} ${money(row.totalCents)}`)) };
    },
  },
  bookings: {
    label: 'Bookings',
    load: async (call: StaffCall) => {
      const { rows, page } = await staffList('listBookings', adminContract.listBookings.responses[200], call);
      return { page, rows: rows.map((row) => inboxRow(row, `${row.kind} ${money(row.totalCents)}`)) };
    },
  },
  'partnership-inquiries': {
    label: 'Partnership inquiries',
    load: async (call: StaffCall) => {
      const { rows, page } = await staffList('listPartnershipInquiries', adminContract.listPartnershipInquiries.responses[200], call);
      return { page, rows: rows.map((row) => inboxRow(row, field(row.body, 'organisation') || field(row.body, 'message').slice(0, 120))) };
    },
  },
  applications: {
    label: 'Applications',
    load: async (call: StaffCall) => {
      const { rows, page } = await staffList('listApplications', adminContract.listApplications.responses[200], call);
      return { page, rows: rows.map((row) => inboxRow(row, `${field(row.body, 'name')} (${row.status})`)) };
    },
  },
} as const satisfies Record<string, { label: string; load: (call: StaffCall) => Promise<{ page: ListPage; rows: InboxRow[] }> }>;

export type InboxKind = keyof typeof inboxKinds;

export function isInboxKind(value: string | null): value is InboxKind {
  return value !== null && Object.hasOwn(inboxKinds, value);
}
