import { addBusinessDays, addDays, isBusinessDay, nextBusinessDay } from './calendar';
import { memoPerObject } from '../memo';
import { tableIndex } from './context';
import { fail } from './errors';
import { formatLongDate } from './format';
import type { TurnaroundOption } from './input-schema';
import type { PriceTables } from './table-schema';
import type { QuoteDraft } from './quote-builder';
import { zonedClock, zonedTimeToInstant } from './time-zone';
import type { PricingContext, Quote } from './types';

type Delivery = NonNullable<Quote['delivery']>;
/** What dating a delivery needs: the price tables and the moment the order is confirmed. */
type Clock = Pick<PricingContext, 'tables' | 'now'>;

function zoneCity(timeZone: string): string {
  return (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ');
}

function minutesOf(clock: string): number {
  return Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
}

interface DeliveryPlan {
  start: string;
  date: string;
  reasons: readonly { rule: string; message: string }[];
}

/**
 * Delivery plans by price tables, then by order date, cut-off and business days. Every quote
 * placed on one day with one turnaround shares a plan, and the calendar walk and its wording
 * cost more than the rest of a quote. Bounded: cleared when it fills (a few keys a day are used).
 */
const plansFor = memoPerObject((_tables: PriceTables) => new Map<string, DeliveryPlan>());
const maxPlans = 256;

function planDelivery(tables: PriceTables, orderDate: string, beforeCutoff: boolean, businessDays: number): DeliveryPlan {
  const { timeZone, orderCutoff } = tables.turnaround;
  const { holidays, holidayNames } = tableIndex(tables);
  const reasons: { rule: string; message: string }[] = [];
  const sameDay = beforeCutoff && isBusinessDay(orderDate, holidays);
  const start = sameDay ? orderDate : nextBusinessDay(orderDate, holidays);
  if (!sameDay) {
    reasons.push({
      rule: 'order-cutoff',
      message: `Orders confirmed after ${orderCutoff} ${zoneCity(timeZone)} time, on weekends or on holidays count from the next business day, ${formatLongDate(start)}.`,
    });
  }
  const date = addBusinessDays(start, businessDays, holidays);
  const skipped = [...holidayNames].filter(([day]) => day > orderDate && day < date).map(([day, name]) => `${name} (${day})`);
  if (skipped.length > 0) reasons.push({ rule: 'holiday', message: `Business days skip ${skipped.join(', ')}.` });
  return { start, date, reasons };
}

function dueOn(tables: PriceTables, businessDays: number, date: string, time: string): Delivery {
  return { businessDays, date, time, dueAt: new Date(zonedTimeToInstant(date, time, tables.turnaround.timeZone)).toISOString() };
}

/** The plan (business days counted from the order's business day) for an order confirmed at ctx.now. */
function planAt(ctx: Clock, businessDays: number): DeliveryPlan {
  const { timeZone, orderCutoff } = ctx.tables.turnaround;
  const now = zonedClock(ctx.now.getTime(), timeZone);
  const beforeCutoff = now.minuteOfDay < minutesOf(orderCutoff);
  const byKey = plansFor(ctx.tables);
  const key = `${now.date} ${beforeCutoff} ${businessDays}`;
  let plan = byKey.get(key);
  if (plan === undefined) {
    plan = planDelivery(ctx.tables, now.date, beforeCutoff, businessDays);
    if (byKey.size >= maxPlans) byKey.clear();
    byKey.set(key, plan);
  }
  return plan;
}

/**
 * The delivery due `businessDays` business days after the order's business day, by the table's
 * `dueBy` time. The order's day is ctx.now's date in the turnaround time zone (New York); an
 * order confirmed after the cut-off (17:00), on a weekend or on a holiday starts on the next
 * business day. So a 1-day order confirmed on Monday at 10:00 is due Tuesday by 20:00, and on
 * Monday at 18:00 Wednesday by 20:00.
 */
export function deliveryAfter(ctx: Clock, businessDays: number, draft?: QuoteDraft): Delivery {
  const plan = planAt(ctx, businessDays);
  if (draft) for (const reason of plan.reasons) draft.because(reason.rule, reason.message);
  return dueOn(ctx.tables, businessDays, plan.date, ctx.tables.turnaround.dueBy);
}

/**
 * Rush is counted in hours, not days: confirmed on a business day before `sameDayBefore`, it is
 * due the same day by `dueBy`; otherwise by `nextDayBy` on the next business day. Either way it is
 * due before a one-day standard order confirmed at the same moment.
 */
function rushDelivery(ctx: Clock): Delivery {
  const { timeZone, dueBy, rush } = ctx.tables.turnaround;
  const { holidays } = tableIndex(ctx.tables);
  const now = zonedClock(ctx.now.getTime(), timeZone);
  if (isBusinessDay(now.date, holidays) && now.minuteOfDay < minutesOf(rush.sameDayBefore)) return dueOn(ctx.tables, 0, now.date, dueBy);
  return dueOn(ctx.tables, 1, nextBusinessDay(now.date, holidays), rush.nextDayBy);
}

/** Business days of standard turnaround for an order of `pages` pages. */
function standardDays(tables: PriceTables, pages: number): number {
  const { standard } = tables.turnaround;
  return Math.max(standard.minimumBusinessDays, Math.ceil(pages / standard.pagesPerBusinessDay));
}

/**
 * The due date of each turnaround option for an order of `pages` pages confirmed at ctx.now,
 * cheapest first, or why an option is not offered. An option is offered only when it is due
 * strictly before every cheaper option that is offered: paying more always buys an earlier date.
 */
function turnaroundOffers(ctx: PricingContext, pages: number): Record<TurnaroundOption, { ok: true; delivery: Delivery } | { ok: false; reason: string }> {
  const { expedited, rush } = ctx.tables.turnaround;
  const days = standardDays(ctx.tables, pages);
  const standard = deliveryAfter(ctx, days);
  const expeditedDelivery = deliveryAfter(ctx, Math.max(1, Math.ceil(days / expedited.dayDivisor)));
  const pageWord = `${pages} page${pages === 1 ? '' : 's'}`;
  const expeditedOffer =
    expeditedDelivery.dueAt < standard.dueAt
      ? { ok: true as const, delivery: expeditedDelivery }
      : {
          ok: false as const,
          reason: `Expedited turnaround would be due no sooner than standard turnaround for ${pageWord} (${formatLongDate(standard.date)}), so it is not offered. Choose standard${pages <= rush.maxPages ? ' or rush' : ''} turnaround.`,
        };
  if (pages > rush.maxPages) {
    return {
      standard: { ok: true, delivery: standard },
      expedited: expeditedOffer,
      rush: {
        ok: false,
        reason: `Rush turnaround is available for up to ${rush.maxPages} pages; this order has ${pages}. Choose ${expeditedOffer.ok ? 'expedited or ' : ''}standard turnaround.`,
      },
    };
  }
  const rushDelivered = rushDelivery(ctx);
  const earlier = rushDelivered.dueAt < standard.dueAt && (!expeditedOffer.ok || rushDelivered.dueAt < expeditedOffer.delivery.dueAt);
  return {
    standard: { ok: true, delivery: standard },
    expedited: expeditedOffer,
    rush: earlier
      ? { ok: true, delivery: rushDelivered }
      : { ok: false, reason: `Rush turnaround would not be due sooner than a cheaper option for ${pageWord}, so it is not offered.` },
  };
}

/**
 * Adds the turnaround surcharge (on the lines named in `serviceLineIds`) and the
 * delivery date for an order of `pages` pages, or refuses an option that is not offered.
 */
export function applyTurnaround(draft: QuoteDraft, option: TurnaroundOption, pages: number, serviceLineIds: readonly string[], ctx: PricingContext): Delivery {
  const { standard, expedited, rush, timeZone, dueBy } = ctx.tables.turnaround;
  const days = standardDays(ctx.tables, pages);
  const dayWord = (count: number) => `${count} business day${count === 1 ? '' : 's'}`;
  const offer = turnaroundOffers(ctx, pages)[option];
  if (!offer.ok) {
    return fail(option === 'rush' && pages > rush.maxPages ? 'rush_limit_exceeded' : 'turnaround_not_offered', offer.reason, 'turnaround');
  }
  const { delivery } = offer;
  const zone = zoneCity(timeZone);

  if (option === 'standard') {
    draft.because(
      'standard-turnaround',
      `Standard turnaround: 1 business day per ${standard.pagesPerBusinessDay} pages, ${pages} page${pages === 1 ? '' : 's'} → ${dayWord(days)}, due by ${dueBy} ${zone} time.`,
    );
  } else if (option === 'expedited') {
    draft.surcharge('expedited', 'Expedited turnaround', draft.sum(serviceLineIds), expedited.surchargePercent);
    draft.because(
      'expedited',
      `Expedited turnaround: 1/${expedited.dayDivisor} of the standard ${dayWord(days)}, rounded up → ${dayWord(delivery.businessDays)}, +${expedited.surchargePercent}%.`,
    );
  } else {
    draft.surcharge('rush', 'Rush turnaround', draft.sum(serviceLineIds), rush.surchargePercent);
    draft.because(
      'rush',
      `Rush turnaround: confirmed on a business day before ${rush.sameDayBefore} ${zone} time, due the same day by ${dueBy}; otherwise by ${rush.nextDayBy} the next business day; +${rush.surchargePercent}%; up to ${rush.maxPages} pages.`,
    );
    return delivery;
  }
  for (const reason of planAt(ctx, delivery.businessDays).reasons) draft.because(reason.rule, reason.message);
  return delivery;
}

/**
 * The delivery of a quoted order confirmed at `now`: the same turnaround (its business days, or
 * rush's hours) counted from the confirmation rather than from the quote. Undefined for a quote
 * without a delivery (interpretation).
 */
export function deliveryConfirmedAt(tables: PriceTables, now: Date, quote: { delivery?: Delivery; lines: readonly { id: string }[] }): Delivery | undefined {
  if (quote.delivery === undefined) return undefined;
  const clock = { tables, now };
  return quote.lines.some((line) => line.id === 'rush') ? rushDelivery(clock) : deliveryAfter(clock, quote.delivery.businessDays);
}

/**
 * Until when a quoted delivery holds: the first instant after `now` at which confirming the quote
 * would give a later delivery, so "confirm before this for delivery by that". A delivery changes
 * only at the turnaround clock's boundaries (midnight, rush's same-day hour, the order cut-off in
 * the turnaround time zone), so those are the instants tried, day by day. Undefined for a quote
 * without a delivery.
 */
export function deliveryHoldsUntil(tables: PriceTables, now: Date, quote: { delivery?: Delivery; lines: readonly { id: string }[] }): Date | undefined {
  const current = deliveryConfirmedAt(tables, now, quote);
  if (current === undefined) return undefined;
  const { timeZone, orderCutoff, rush } = tables.turnaround;
  const boundaries = [...new Set(['00:00', rush.sameDayBefore, orderCutoff])].sort();
  const today = zonedClock(now.getTime(), timeZone).date;
  // A run of holidays and a weekend is shorter than a month.
  for (let day = 0; day <= 31; day += 1) {
    const date = addDays(today, day);
    for (const clock of boundaries) {
      const instant = zonedTimeToInstant(date, clock, timeZone);
      if (instant > now.getTime() && deliveryConfirmedAt(tables, new Date(instant), quote)?.dueAt !== current.dueAt) return new Date(instant);
    }
  }
  throw new Error(`The delivery of a quote confirmed at ${now.toISOString()} never moves: the turnaround calendar is broken`);
}

/**
 * A revision's due date (the Refund and Acceptance Guarantee, section 2): the standard turnaround
 * for the pages it affects, one business day for up to `standard.pagesPerBusinessDay`, counted
 * from the client's request on the calendar and cut-off an order's confirmation counts from.
 */
export function revisionDelivery(tables: PriceTables, requestedAt: Date, pagesAffected: number): Delivery {
  return deliveryAfter({ tables, now: requestedAt }, standardDays(tables, pagesAffected));
}
