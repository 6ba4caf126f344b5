import { formatCents, quotesDiffer } from '@/lib/pricing';
import { bookingSchemas, parseBooking, type ParsedBooking } from '../../bookings/parse-booking';
import { projectFromBooking } from '../../bookings/project-from-booking';
import { pricingContext } from '../../catalog/catalog-store';
import { bookings } from '../../db/schema';
import { answer, contractRoute } from '../../http/contract';
import { screenSubmission } from '../../http/validate';
import { enqueueMessages } from '../../outbox/enqueue';
import type { OrderSummary } from '@/lib/api/contract/orders';
import type { NewProject } from '../../assignment/projects';
import { orderReceipt } from '../../outbox/order-templates';
import { staffNotification, staffOrderLines, type SubmissionSummary } from '../../outbox/templates';
import { createOrder } from '../../orders/create';
import { orderLink, staffLinks } from '../../outbox/links';
import { orderLetter } from '../../orders/order-letter';
import { orderSummary } from '../../orders/summary';
import { priceQuote, requireQuote } from '../../quotes/calculators';
import { withFreshReference } from '../../intake/references';
import type { RoutePlugin } from '../types';

function summary(
  reference: string,
  b: ParsedBooking,
  ordered: OrderSummary,
  project: NewProject,
  totalCents: number,
  differs: boolean,
  ids: Record<string, string>,
): Omit<SubmissionSummary, 'staffLink'> {
  const { form } = b;
  return {
    what: `${b.kind === 'on-site' ? 'on-site' : 'remote'} interpretation booking`,
    reference,
    lines: [
      `From: ${form.name} <${form.email}>${form.telephone ? `, ${form.telephone}` : ''}`,
      ...staffOrderLines(ordered, totalCents, project.clientContact),
      `Work: ${project.volume}${b.kind === 'on-site' ? `, ${b.form.booking.setting} setting` : ''}`,
      `Total: ${formatCents(totalCents)}${differs ? " (differs from the figure the visitor's browser showed)" : ''}`,
    ],
    refs: ids,
  };
}

/** POST /bookings: `{ kind: 'on-site' | 'remote', quote, booking, ...contact }`. */
export const bookingRoutes: RoutePlugin = async (app, { services }) => {
  const schemas = bookingSchemas(() => services.now().getTime());

  contractRoute(app, 'createBooking', async (request, reply) => {
    const now = services.now();
    const { booking, clientQuote } = parseBooking(schemas, request.body, services.catalog);
    const quarantine = screenSubmission(request.body);
    const held = quarantine !== null;
    const quote = requireQuote(priceQuote(booking.kind, booking.form.quote, pricingContext(services.catalog, now)), 'quote.');
    const differs = clientQuote !== undefined && quotesDiffer(clientQuote, quote);
    const { form } = booking;
    const store = (reference: string) =>
      services.database.write(async (tx) => {
        const [row] = await tx
          .insert(bookings)
          .values({
            reference,
            kind: booking.kind,
            details: {
              quote: form.quote,
              booking: form.booking,
              contact: {
                name: form.name,
                organisation: form.organisation,
                purchaseOrder: form.purchaseOrder,
                email: form.email,
                telephone: form.telephone,
                preferredContactMethod: form.preferredContactMethod,
                notes: form.notes,
              },
            },
            quote,
            totalCents: quote.totalCents,
            email: form.email,
            quarantineReason: quarantine,
            quarantinedAt: held ? now : null,
            createdAt: now,
          })
          .returning({ id: bookings.id });
        if (row === undefined) throw new Error('Inserting a booking returned no row');
        const project = projectFromBooking(booking, quote, row.id);
        const ordered = orderSummary(quote, project, services.assignment.names, {
          durationMinutes: form.quote.durationMinutes,
          address: project.clientContact.address ?? null,
        });
        // The quote holds until its validity, and a booking can't be confirmed once its session has started.
        const validUntil = new Date(Math.min(Date.parse(quote.validUntil), booking.startsAt.getTime()));
        const { order, token } = await createOrder(tx, {
          reference,
          kind: 'booking',
          sourceId: row.id,
          email: form.email,
          clientName: form.name,
          quote,
          summary: ordered,
          project,
          validUntil,
          now,
        });
        const about = {
          ...summary(reference, booking, ordered, project, quote.totalCents, differs, { bookingId: row.id, orderId: order.id }),
          staffLink: staffLinks.order(services.env.SITE_URL, order.id),
        };
        await enqueueMessages(
          tx,
          [orderReceipt(orderLetter(order), orderLink(services.env.SITE_URL, token)), staffNotification(services.env.STAFF_EMAIL, about)],
          now,
          held,
        );
        return { reference, token };
      });
    const { reference, token } = await withFreshReference('B', now, store);
    if (held) {
      request.log.info({ reference, reason: quarantine }, 'submission quarantined');
    } else {
      services.outboxJob?.kick();
    }
    return reply.status(201).send(
      answer('createBooking', {
        reference,
        orderToken: token,
        receivedAt: now.toISOString(),
        quote,
        differs,
        startsAt: booking.startsAt.toISOString(),
        timeZone: booking.timeZone,
      }),
    );
  });
};
