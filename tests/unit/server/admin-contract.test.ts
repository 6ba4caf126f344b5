import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import Fastify from 'fastify';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { adminContract, approvalBodySchema } from '@/lib/api/contract/admin';
import {
  applicationRecordSchema,
  auditListRecordSchema,
  auditRecordSchema,
  bookingRecordSchema,
  contactMessageRecordSchema,
  fileRecordSchema,
  offerRecordSchema,
  orderDetailSchema,
  outboxMessageRecordSchema,
  partnershipInquiryRecordSchema,
  professionalRecordSchema,
  projectDetailSchema,
  projectRecordSchema,
  quoteRecordSchema,
} from '@/lib/api/contract/admin-records';
import { staffAccountRecordSchema } from '@/lib/api/contract/staff';
import {
  applications,
  assignmentEvents,
  auditLog,
  bookings,
  contactMessages,
  files,
  offers,
  orderDeliveries,
  orderRevisions,
  outboxMessages,
  partnershipInquiries,
  professionals,
  projects,
  quotes,
  staffUsers,
} from '@/server/db/schema';
import { installErrorHandling } from '@/server/http/error-handler';
import type { PurgeResult } from '@/server/jobs/purge';
import type { DeleteResult, QuarantinableResource, QuarantinedItem, ReleaseResult } from '@/server/intake/quarantine';
import { adminAnswer, adminRoute } from '@/server/routes/admin/contract-route';

/** A row with what is joined to it, as one object type. */
type Flat<T> = { [K in keyof T]: T[K] };
type Data<R extends keyof typeof adminContract> = (typeof adminContract)[R]['responses'];

describe('the staff contract against the database', () => {
  it('gives each record the type of its table row, and each action the type the server answers with', () => {
    // Checked by `npm run typecheck`: a column added to a table and not to its record fails here.
    expectTypeOf<z.output<typeof quoteRecordSchema>>().toEqualTypeOf<typeof quotes.$inferSelect>();
    expectTypeOf<z.output<typeof bookingRecordSchema>>().toEqualTypeOf<typeof bookings.$inferSelect>();
    expectTypeOf<z.output<typeof contactMessageRecordSchema>>().toEqualTypeOf<typeof contactMessages.$inferSelect>();
    expectTypeOf<z.output<typeof partnershipInquiryRecordSchema>>().toEqualTypeOf<typeof partnershipInquiries.$inferSelect>();
    expectTypeOf<z.output<typeof applicationRecordSchema>>().toEqualTypeOf<typeof applications.$inferSelect>();
    expectTypeOf<z.output<typeof projectRecordSchema>>().toEqualTypeOf<typeof projects.$inferSelect>();
    expectTypeOf<z.output<typeof professionalRecordSchema>>().toEqualTypeOf<typeof professionals.$inferSelect>();
    expectTypeOf<z.output<typeof offerRecordSchema>>().toEqualTypeOf<Flat<Omit<typeof offers.$inferSelect, 'tokenHash'> & { professionalName: string }>>();
    expectTypeOf<z.output<typeof fileRecordSchema>>().toEqualTypeOf<Omit<typeof files.$inferSelect, 'storageName'>>();
    expectTypeOf<z.output<typeof outboxMessageRecordSchema>>().toEqualTypeOf<typeof outboxMessages.$inferSelect>();
    expectTypeOf<z.output<typeof auditRecordSchema>>().toEqualTypeOf<typeof auditLog.$inferSelect>();
    expectTypeOf<z.output<typeof auditListRecordSchema>>().toEqualTypeOf<
      Flat<typeof auditLog.$inferSelect & { recordLabel: string | null; recordExists: boolean }>
    >();
    expectTypeOf<z.output<typeof staffAccountRecordSchema>>().toEqualTypeOf<Omit<typeof staffUsers.$inferSelect, 'passwordHash'>>();
    expectTypeOf<z.output<typeof projectDetailSchema>['events'][number]>().toEqualTypeOf<typeof assignmentEvents.$inferSelect>();
    expectTypeOf<Omit<z.output<typeof orderDetailSchema>['deliveries'][number], 'files'>>().toEqualTypeOf<typeof orderDeliveries.$inferSelect>();
    expectTypeOf<z.output<typeof orderDetailSchema>['revisions'][number]>().toEqualTypeOf<typeof orderRevisions.$inferSelect>();
    expectTypeOf<z.output<Data<'listQuarantine'>[200]>[number]>().toEqualTypeOf<QuarantinedItem>();
    expectTypeOf<z.output<Data<'releaseQuarantined'>[200]>>().toEqualTypeOf<ReleaseResult>();
    expectTypeOf<z.output<Data<'deleteQuarantined'>[200]>>().toEqualTypeOf<DeleteResult>();
    expectTypeOf<z.output<Data<'purge'>[200]>>().toEqualTypeOf<PurgeResult>();
    expectTypeOf<z.output<typeof adminContract.releaseQuarantined.params>['resource']>().toEqualTypeOf<QuarantinableResource>();
    expectTypeOf<NonNullable<z.output<typeof approvalBodySchema>['userType']>>().toEqualTypeOf<(typeof professionals.$inferSelect)['userType']>();
  });

  it.each<[string, z.ZodObject, PgTable, string[], string[]?]>([
    ['quotes', quoteRecordSchema, quotes, []],
    ['bookings', bookingRecordSchema, bookings, []],
    ['contact messages', contactMessageRecordSchema, contactMessages, []],
    ['partnership inquiries', partnershipInquiryRecordSchema, partnershipInquiries, []],
    ['applications', applicationRecordSchema, applications, []],
    ['projects', projectRecordSchema, projects, []],
    ['professionals', professionalRecordSchema, professionals, []],
    ['offers', offerRecordSchema, offers, ['tokenHash'], ['professionalName']],
    ['files', fileRecordSchema, files, ['storageName']],
    ['outbox', outboxMessageRecordSchema, outboxMessages, []],
    ['staff accounts', staffAccountRecordSchema, staffUsers, ['passwordHash']],
    ['the audit log', auditRecordSchema, auditLog, []],
    ['the audit log as listed', auditListRecordSchema, auditLog, [], ['recordLabel', 'recordExists']],
  ])('names every column of %s in its order, then what is joined to it, and nothing else', (_, schema, table, hidden, joined = []) => {
    expect(Object.keys(schema.shape)).toEqual([...Object.keys(getTableColumns(table)).filter((column) => !hidden.includes(column)), ...joined]);
  });

  it('fails an answer with a field its contract lacks, rather than dropping it, and writes timestamps as ISO strings', async () => {
    const app = Fastify({ logger: false });
    installErrorHandling(app);
    const booking = {
      id: '00000000-0000-4000-8000-000000000001',
      reference: 'VM-260601-7K3QXZ',
      kind: 'remote' as const,
      details: { platform: 'zoom' },
      quote: null,
      totalCents: 12_000,
      email: 'ana@example.org',
      projectId: null,
      quarantineReason: null,
      quarantinedAt: null,
      createdAt: new Date('2026-06-01T14:00:00Z'),
    };
    // A row with a column the contract lacks, as a select would return it after a migration.
    const withSecret = { ...booking, tokenHash: 'secret' };
    adminRoute(app, 'getBooking', async (request) => adminAnswer('getBooking', request.url.endsWith('1') ? booking : withSecret));
    const good = await app.inject({ method: 'GET', url: `/bookings/${booking.id}` });
    expect(good.statusCode).toBe(200);
    expect(good.json().data).toMatchObject({ createdAt: '2026-06-01T14:00:00.000Z', details: { platform: 'zoom' } });
    const leaky = await app.inject({ method: 'GET', url: '/bookings/00000000-0000-4000-8000-000000000002' });
    expect(leaky.statusCode).toBe(500);
    expect(leaky.body).not.toContain('secret');
    expect(leaky.json().error.code).toBe('internal_error');
    await app.close();
  });
});
