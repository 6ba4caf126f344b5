import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { adminContract } from '@/lib/api/contract/admin';
import { orders } from '../../db/schema';
import { notFound } from '../../http/errors';
import { approveOrder, returnOrder, reviewDepsOf, staffOrderDetail } from '../../orders/review';
import { declineRevision, forwardRevision, revisionDepsOf } from '../../orders/revision';
import { previewCertificate } from '../../certificates/preview';
import { confirmOrderDocuments, revokeCertificate } from '../../certificates/staff-actions';
import { sendMadeFile } from '../../files/download';
import { invoicePdf } from '../../orders/invoice-download';
import { auditFor } from '../../staff/audit';
import { actorOf } from '../../staff/auth';
import type { FastifyRequest } from 'fastify';
import type { RoutePlugin } from '../types';
import { adminAnswer, adminPage, adminRoute, bodyOf, pathParams, queryOf } from './contract-route';
import { countRows, matching } from './resources';

type OrderQuery = { limit: number; offset: number; status?: string; q?: string };

const listColumns = {
  id: orders.id,
  reference: orders.reference,
  kind: orders.kind,
  state: orders.state,
  clientName: orders.clientName,
  email: orders.email,
  totalCents: orders.totalCents,
  validUntil: orders.validUntil,
  projectId: orders.projectId,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
};

const roleNames = { admin: 'Administrator', coordinator: 'Project coordinator' } as const;

function reviewer(request: FastifyRequest) {
  const actor = actorOf(request);
  return {
    audit: auditFor(request),
    staffId: actor.kind === 'staff' ? actor.user.id : null,
    person: actor.kind === 'staff' ? { name: actor.user.name, role: roleNames[actor.user.role] } : null,
  };
}

/** GET /admin/orders, GET /admin/orders/{id}, GET …/invoice, GET …/certificate/preview, POST /admin/orders/{id}/approve | return | revision/forward | revision/decline | documents | certificate/revoke */
export const orderRoutes: RoutePlugin = async (app, { services }) => {
  const { db } = services;
  const deps = reviewDepsOf(services);
  const revisions = revisionDepsOf(services);
  const missing = (sent: Record<string, string>) => notFound(`There is no order ${sent.id ?? ''}.`);

  adminRoute(app, 'listOrders', async (request) => {
    const query = queryOf<OrderQuery>(adminContract.listOrders.query, request);
    const search: SQL | undefined =
      query.q === undefined ? undefined : or(matching(orders.reference, query.q), matching(orders.email, query.q), matching(orders.clientName, query.q));
    const where = and(query.status === undefined ? undefined : sql`${orders.state} = ${query.status}`, search);
    const rows = await db
      .select(listColumns)
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.limit)
      .offset(query.offset);
    return adminPage('listOrders', rows, { limit: query.limit, offset: query.offset, total: await countRows(db, orders, where) });
  });

  const detail = async (id: string) => {
    const found = await staffOrderDetail(db, id);
    if (found === undefined) throw notFound(`There is no order ${id}.`);
    return found;
  };

  adminRoute(app, 'getOrderDetail', async (request) => {
    const { id } = pathParams(adminContract.getOrderDetail.params, request, missing);
    return adminAnswer('getOrderDetail', await detail(id));
  });

  adminRoute(app, 'approveOrder', async (request) => {
    const { id } = pathParams(adminContract.approveOrder.params, request, missing);
    await approveOrder(deps, id, reviewer(request));
    services.outboxJob?.kick();
    return adminAnswer('approveOrder', await detail(id));
  });

  adminRoute(app, 'returnOrder', async (request) => {
    const { id } = pathParams(adminContract.returnOrder.params, request, missing);
    const { comment } = bodyOf(adminContract.returnOrder.body, request, 'Say what the professional must change.');
    await returnOrder(deps, id, comment, reviewer(request));
    services.outboxJob?.kick();
    return adminAnswer('returnOrder', await detail(id));
  });

  adminRoute(app, 'forwardRevision', async (request) => {
    const { id } = pathParams(adminContract.forwardRevision.params, request, missing);
    const { note, pagesAffected } = bodyOf(adminContract.forwardRevision.body, request, 'Check the note and the pages affected.');
    await forwardRevision(revisions, id, { note: note === '' ? undefined : note, pagesAffected }, reviewer(request));
    services.outboxJob?.kick();
    return adminAnswer('forwardRevision', await detail(id));
  });

  adminRoute(app, 'declineRevision', async (request) => {
    const { id } = pathParams(adminContract.declineRevision.params, request, missing);
    const { reply } = bodyOf(adminContract.declineRevision.body, request, 'Write the reply to the client.');
    await declineRevision(revisions, id, reply, reviewer(request));
    services.outboxJob?.kick();
    return adminAnswer('declineRevision', await detail(id));
  });

  adminRoute(app, 'confirmOrderDocuments', async (request) => {
    const { id } = pathParams(adminContract.confirmOrderDocuments.params, request, missing);
    const { documents } = bodyOf(adminContract.confirmOrderDocuments.body, request, 'List the documents by title and pages.');
    const { staffId, audit } = reviewer(request);
    await confirmOrderDocuments(db, id, documents, staffId, audit, services.now());
    return adminAnswer('confirmOrderDocuments', await detail(id));
  });

  /** The order a download route names, or 404. */
  const orderOf = async (request: FastifyRequest, params: typeof adminContract.getOrderInvoice.params) => {
    const { id } = pathParams(params, request, missing);
    const [order] = await db.select().from(orders).where(eq(orders.id, id));
    if (order === undefined) throw notFound(`There is no order ${id}.`);
    return order;
  };

  adminRoute(
    app,
    'getOrderInvoice',
    async (request, reply) => {
      const { bytes, name } = await invoicePdf(db, await orderOf(request, adminContract.getOrderInvoice.params));
      return sendMadeFile(reply, bytes, 'application/pdf', name);
    },
    { compress: false },
  );

  // A GET that changes nothing but the audit log: the preview carries the translation, as a download of it does.
  adminRoute(
    app,
    'previewCertificate',
    async (request, reply) => {
      const order = await orderOf(request, adminContract.previewCertificate.params);
      const { person, audit } = reviewer(request);
      const pdf = await previewCertificate({ db, storage: services.storage, names: services.assignment.names }, order, person, services.now());
      await services.database.write((tx) =>
        audit(tx, {
          action: 'certificate.preview',
          resource: 'orders',
          recordId: order.id,
          before: null,
          after: { documents: order.documents, sizeBytes: pdf.byteLength },
        }),
      );
      return sendMadeFile(reply, pdf, 'application/pdf', `certificate-preview-${order.reference}.pdf`);
    },
    { compress: false },
  );

  adminRoute(app, 'revokeCertificate', async (request) => {
    const { id } = pathParams(adminContract.revokeCertificate.params, request, missing);
    const { reason } = bodyOf(adminContract.revokeCertificate.body, request, 'Say why the certificate is revoked.');
    await revokeCertificate(db, id, reason, auditFor(request), services.now());
    return adminAnswer('revokeCertificate', await detail(id));
  });
};
