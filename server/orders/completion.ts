import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { OrderView } from '@/lib/api/contract/orders';
import type { Quote } from '@/lib/pricing';
import { pricingContext } from '../catalog/catalog-store';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { bookings } from '../db/schema';
import { ApiError, validationFailed } from '../http/errors';
import { priceQuote, requireQuote } from '../quotes/calculators';
import { latestDelivery } from './deliveries';
import type { OrderRow } from '../workflow';

const HOUR_MS = 60 * 60 * 1000;
/** How far the actual start may be from the booked one: a session moved within the day, not another day. */
const START_WINDOW_MS = 12 * HOUR_MS;
/** The longest session the calculators price (on site, 12 h). */
const MAX_MINUTES = 720;
/** A phone's clock a little ahead of the server's is not "the future". */
const CLOCK_SLACK_MS = 2 * 60 * 1000;

const storedBooking = z.object({ quote: z.record(z.string(), z.unknown()) });

/**
 * The actual times, checked: the end after the start, neither in the future, the start within
 * 12 hours of the booked start and the session at most 12 hours long. Whole minutes are billed
 * (a started minute counts).
 */
export function checkActualTimes(start: Date, end: Date, bookedStart: Date | null, now: Date): number {
  const fields: Record<string, string> = {};
  if (end.getTime() <= start.getTime()) fields.actualEnd = 'The end must be after the start.';
  if (end.getTime() > now.getTime() + CLOCK_SLACK_MS) fields.actualEnd = 'The end is in the future: confirm the completion once the session is over.';
  if (bookedStart !== null && Math.abs(start.getTime() - bookedStart.getTime()) > START_WINDOW_MS) {
    fields.actualStart = 'The start is more than 12 hours from the booked start; write to us if the session was moved.';
  }
  const minutes = Math.ceil((end.getTime() - start.getTime()) / 60_000);
  if (minutes > MAX_MINUTES) fields.actualEnd = 'A session can be at most 12 hours long; write to us about a longer one.';
  if (Object.keys(fields).length > 0) throw validationFailed(Object.values(fields).join(' '), fields);
  return minutes;
}

/**
 * The final quote of a booking for its actual length: the booking's own calculator input with
 * `durationMinutes` replaced, priced by the same engine function (minimums, increments, half- and
 * full-day caps, time past a full day, travel, after-hours from the booked start). The engine's
 * clock is the booking's arrival, as for its first quote, so the short-notice surcharge and the
 * date checks judge it as they did then.
 */
export async function finalQuoteFor(services: AppContext, order: OrderRow, minutes: number): Promise<Quote> {
  if (order.kind !== 'booking')
    throw new ApiError(409, 'Only an interpretation is completed this way; deliver the translated files instead.', { code: 'wrong_job_kind' });
  const [booking] = await services.db.select({ kind: bookings.kind, details: bookings.details }).from(bookings).where(eq(bookings.id, order.sourceId));
  if (booking === undefined) throw new Error(`Order ${order.reference} has no booking`);
  const input = { ...storedBooking.parse(booking.details).quote, durationMinutes: minutes };
  return requireQuote(priceQuote(booking.kind, input, pricingContext(services.catalog, order.createdAt)), 'actual.');
}

/** What the client's order page shows of an interpretation's completion: the latest round's actual times and amount. */
export async function finalAmount(db: Db, order: Pick<OrderRow, 'id' | 'kind'>): Promise<OrderView['final']> {
  if (order.kind !== 'booking') return null;
  const delivery = await latestDelivery(db, order.id);
  if (delivery === undefined || delivery.finalQuote === null || delivery.actualStart === null || delivery.actualEnd === null) return null;
  return {
    start: delivery.actualStart.toISOString(),
    end: delivery.actualEnd.toISOString(),
    quote: delivery.finalQuote,
    totalCents: delivery.finalQuote.totalCents,
  };
}
