import { addBusinessDays, isBusinessDay, nextBusinessDay } from './calendar';
import { memoPerObject } from '../memo';
import { tableIndex } from './context';
import { fail } from './errors';
import { formatLongDate } from './format';
import type { TurnaroundOption } from './input-schema';
import type { PriceTables } from './table-schema';
import type { QuoteDraft } from './quote-builder';
import { zonedClock } from './time-zone';
import type { PricingContext, Quote } from './types';

type Delivery = NonNullable<Quote['delivery']>;

function zoneCity(timeZone: string): string {
  return (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ');
}

interface DeliveryPlan {
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
      message: `Orders placed after ${orderCutoff} ${zoneCity(timeZone)} time, on weekends or on holidays count from the next business day, ${formatLongDate(start)}.`,
    });
  }
  const date = addBusinessDays(start, businessDays, holidays);
  const skipped = [...holidayNames].filter(([day]) => day > orderDate && day < date).map(([day, name]) => `${name} (${day})`);
  if (skipped.length > 0) reasons.push({ rule: 'holiday', message: `Business days skip ${skipped.join(', ')}.` });
  return { date, reasons };
}

/**
 * The delivery date `businessDays` business days after the order's business day.
 * The order's day is ctx.now's date in the turnaround time zone (New York); an
 * order placed after the cut-off (17:00), on a weekend or on a holiday starts on
 * the next business day. So a 1-day order on Monday at 10:00 is due Tuesday, and
 * on Monday at 18:00 Wednesday.
 */
export function deliveryAfter(ctx: PricingContext, businessDays: number, draft: QuoteDraft): Delivery {
  const { timeZone, orderCutoff } = ctx.tables.turnaround;
  const now = zonedClock(ctx.now.getTime(), timeZone);
  const cutoffMinute = Number(orderCutoff.slice(0, 2)) * 60 + Number(orderCutoff.slice(3, 5));
  const beforeCutoff = now.minuteOfDay < cutoffMinute;
  const byKey = plansFor(ctx.tables);
  const key = `${now.date} ${beforeCutoff} ${businessDays}`;
  let plan = byKey.get(key);
  if (plan === undefined) {
    plan = planDelivery(ctx.tables, now.date, beforeCutoff, businessDays);
    if (byKey.size >= maxPlans) byKey.clear();
    byKey.set(key, plan);
  }
  for (const reason of plan.reasons) draft.because(reason.rule, reason.message);
  return { businessDays, date: plan.date };
}

/**
 * Adds the turnaround surcharge (on the lines named in `serviceLineIds`) and the
 * delivery date for an order of `pages` pages.
 */
export function applyTurnaround(draft: QuoteDraft, option: TurnaroundOption, pages: number, serviceLineIds: readonly string[], ctx: PricingContext): Delivery {
  const { standard, expedited, rush } = ctx.tables.turnaround;
  const standardDays = Math.max(standard.minimumBusinessDays, Math.ceil(pages / standard.pagesPerBusinessDay));
  const dayWord = (days: number) => `${days} business day${days === 1 ? '' : 's'}`;

  if (option === 'standard') {
    draft.because(
      'standard-turnaround',
      `Standard turnaround: 1 business day per ${standard.pagesPerBusinessDay} pages, ${pages} page${pages === 1 ? '' : 's'} → ${dayWord(standardDays)}.`,
    );
    return deliveryAfter(ctx, standardDays, draft);
  }
  if (option === 'expedited') {
    const days = Math.max(1, Math.ceil(standardDays / expedited.dayDivisor));
    draft.surcharge('expedited', 'Expedited turnaround', draft.sum(serviceLineIds), expedited.surchargePercent);
    draft.because(
      'expedited',
      `Expedited turnaround: 1/${expedited.dayDivisor} of the standard ${dayWord(standardDays)}, rounded up → ${dayWord(days)}, +${expedited.surchargePercent}%.`,
    );
    return deliveryAfter(ctx, days, draft);
  }
  if (pages > rush.maxPages) {
    fail(
      'rush_limit_exceeded',
      `Rush turnaround (next business day) is available for up to ${rush.maxPages} pages; this order has ${pages}. Choose expedited or standard turnaround.`,
      'turnaround',
    );
  }
  draft.surcharge('rush', 'Rush turnaround, next business day', draft.sum(serviceLineIds), rush.surchargePercent);
  draft.because('rush', `Rush turnaround: due the next business day, +${rush.surchargePercent}%; up to ${rush.maxPages} pages.`);
  return deliveryAfter(ctx, rush.businessDays, draft);
}
