import { addBusinessDays, isBusinessDay, nextBusinessDay } from './calendar';
import { tableIndex } from './context';
import { fail } from './errors';
import { formatLongDate } from './format';
import type { TurnaroundOption } from './input-schema';
import type { QuoteDraft } from './quote-builder';
import { zonedClock } from './time-zone';
import type { PricingContext, Quote } from './types';

type Delivery = NonNullable<Quote['delivery']>;

function zoneCity(timeZone: string): string {
  return (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ');
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
  const { holidays, holidayNames } = tableIndex(ctx.tables);
  const now = zonedClock(ctx.now.getTime(), timeZone);
  const cutoffMinute = Number(orderCutoff.slice(0, 2)) * 60 + Number(orderCutoff.slice(3, 5));
  const sameDay = isBusinessDay(now.date, holidays) && now.minuteOfDay < cutoffMinute;
  const start = sameDay ? now.date : nextBusinessDay(now.date, holidays);
  if (!sameDay) {
    draft.because(
      'order-cutoff',
      `Orders placed after ${orderCutoff} ${zoneCity(timeZone)} time, on weekends or on holidays count from the next business day, ${formatLongDate(start)}.`,
    );
  }
  const date = addBusinessDays(start, businessDays, holidays);
  const skipped = [...holidayNames].filter(([day]) => day > now.date && day < date).map(([day, name]) => `${name} (${day})`);
  if (skipped.length > 0) draft.because('holiday', `Business days skip ${skipped.join(', ')}.`);
  return { businessDays, date };
}

/**
 * Adds the turnaround surcharge (on the lines named in `serviceLineIds`) and the
 * delivery date for an order of `pages` pages.
 */
export function applyTurnaround(
  draft: QuoteDraft,
  option: TurnaroundOption,
  pages: number,
  serviceLineIds: readonly string[],
  ctx: PricingContext,
): Delivery {
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
      `Rush (24-hour) turnaround is available for up to ${rush.maxPages} pages; this order has ${pages}. Choose expedited or standard turnaround.`,
      'turnaround',
    );
  }
  draft.surcharge('rush', 'Rush turnaround, 24 hours', draft.sum(serviceLineIds), rush.surchargePercent);
  draft.because('rush', `Rush turnaround: delivered within 24 hours (the next business day), +${rush.surchargePercent}%; up to ${rush.maxPages} pages.`);
  return deliveryAfter(ctx, rush.businessDays, draft);
}
