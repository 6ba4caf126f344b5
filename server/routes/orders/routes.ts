import { orderFileParamsSchema, orderLinkRequestSchema, orderParamsSchema, revisionRequestSchema } from '@/lib/api/contract/orders';
import { orderLinkLabels } from '@/lib/validation/forms/order-link';
import { answer, contractRoute } from '../../http/contract';
import { parseBody } from '../../http/validate';
import { cancelOrder, confirmOrder, findOrder, orderView } from '../../orders/client-actions';
import { notApproved } from '../../orders/certificate-for-order';
import { approvedFiles, certificateFile, reviewDepsOf } from '../../orders/review';
import { hasApprovedVersion } from '../../orders/revisions';
import { requestRevision, revisionDepsOf } from '../../orders/revision';
import { resendOrderLink } from '../../orders/resend-link';
import { sendMadeFile, sendStoredFile } from '../../files/download';
import { invoicePdf } from '../../orders/invoice-download';
import type { RoutePlugin } from '../types';

/** The client's order, authorised by the token in its private link (`/orders/?token=`). */
export const orderRoutes: RoutePlugin = async (app, { services }) => {
  const tokenOf = (params: unknown) => orderParamsSchema.parse(params).token;
  const deps = reviewDepsOf(services);
  const clock = () => ({ tables: services.catalog.priceTables, now: services.now() });

  contractRoute(app, 'getOrder', async (request) => {
    const order = await findOrder(services.db, tokenOf(request.params));
    return answer('getOrder', await orderView(services.db, order, clock()));
  });

  contractRoute(app, 'confirmOrder', async (request) => {
    const order = await confirmOrder(services.database, tokenOf(request.params), services.now(), services.catalog.priceTables, services.env.SITE_URL);
    services.assignmentJob.kick();
    services.outboxJob?.kick();
    return answer('confirmOrder', await orderView(services.db, order, clock()));
  });

  contractRoute(app, 'cancelOrder', async (request) => {
    const order = await cancelOrder(services.database, tokenOf(request.params), services.now(), services.env.SITE_URL);
    services.outboxJob?.kick();
    return answer('cancelOrder', await orderView(services.db, order, clock()));
  });

  contractRoute(app, 'requestRevision', async (request) => {
    const { comment } = parseBody(revisionRequestSchema, request.body, { comment: 'What needs changing' });
    const order = await requestRevision(revisionDepsOf(services), tokenOf(request.params), comment);
    services.outboxJob?.kick();
    return answer('requestRevision', await orderView(services.db, order, clock()));
  });

  contractRoute(app, 'requestOrderLink', async (request, reply) => {
    const now = services.now();
    const form = parseBody(orderLinkRequestSchema, request.body, orderLinkLabels);
    const outcome = await resendOrderLink(services.database, form, services.env.SITE_URL, now);
    if (outcome === 'sent') services.outboxJob?.kick();
    // Logged without the reference or the address; the answer never says which it was.
    request.log.info({ outcome }, 'order link requested');
    return reply.status(202).send(answer('requestOrderLink', { receivedAt: now.toISOString() }));
  });

  contractRoute(
    app,
    'getOrderCertificate',
    async (request, reply) => {
      // While a revision is under way, the approved version's certificate (`certificateFile`).
      const order = await findOrder(services.db, tokenOf(request.params));
      return sendStoredFile(services.storage, reply, await certificateFile(deps, order), 'This certificate is no longer stored.');
    },
    { compress: false },
  );

  contractRoute(
    app,
    'getOrderInvoice',
    async (request, reply) => {
      const { bytes, name } = await invoicePdf(services.db, await findOrder(services.db, tokenOf(request.params)));
      return sendMadeFile(reply, bytes, 'application/pdf', name);
    },
    { compress: false },
  );

  contractRoute(
    app,
    'getOrderFile',
    async (request, reply) => {
      const { token, fileId } = orderFileParamsSchema.parse(request.params);
      const order = await findOrder(services.db, token);
      if (!(await hasApprovedVersion(services.db, order))) throw notApproved(order);
      // Only a file of this order's latest approved round: any other id, of any owner, is not found.
      const file = (await approvedFiles(services.db, order)).find((f) => f.id === fileId);
      return sendStoredFile(services.storage, reply, file, 'This order has no such file.');
    },
    { compress: false },
  );
};
