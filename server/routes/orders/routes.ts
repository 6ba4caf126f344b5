import { orderParamsSchema, revisionRequestSchema } from '@/lib/api/contract/orders';
import { answer, contractRoute } from '../../http/contract';
import { parseBody } from '../../http/validate';
import { cancelOrder, confirmOrder, findOrder, orderView } from '../../orders/client-actions';
import { orderCertificate } from '../../orders/certificate-for-order';
import { requestRevision } from '../../orders/revision';
import type { RoutePlugin } from '../types';

/** The client's order, authorised by the token in its private link (`/orders/?token=`). */
export const orderRoutes: RoutePlugin = async (app, { services }) => {
  const tokenOf = (params: unknown) => orderParamsSchema.parse(params).token;

  contractRoute(app, 'getOrder', async (request, reply) => {
    const order = await findOrder(services.db, tokenOf(request.params));
    void reply.header('Cache-Control', 'no-store');
    return answer('getOrder', await orderView(services.db, order));
  });

  contractRoute(app, 'confirmOrder', async (request) => {
    const order = await confirmOrder(services.database, tokenOf(request.params), services.now());
    services.assignmentJob.kick();
    services.outboxJob?.kick();
    return answer('confirmOrder', await orderView(services.db, order));
  });

  contractRoute(app, 'cancelOrder', async (request) => {
    const order = await cancelOrder(services.database, tokenOf(request.params), services.now());
    services.outboxJob?.kick();
    return answer('cancelOrder', await orderView(services.db, order));
  });

  contractRoute(app, 'requestRevision', async (request) => {
    const { comment } = parseBody(revisionRequestSchema, request.body, { comment: 'What needs changing' });
    const order = await requestRevision(services.database, tokenOf(request.params), comment, services.env.STAFF_EMAIL, services.now());
    services.outboxJob?.kick();
    return answer('requestRevision', await orderView(services.db, order));
  });

  contractRoute(app, 'getOrderCertificate', async (request, reply) => {
    const order = await findOrder(services.db, tokenOf(request.params));
    const pdf = await orderCertificate(services.db, order, services.assignment.names);
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="certificate-${order.reference}.pdf"`)
      .header('Cache-Control', 'no-store')
      .send(Buffer.from(pdf));
  });
};
