import { isWeekend } from './calendar';
import { tableIndex } from './context';
import { formatMinutes, weekdayName } from './format';
import type { QuoteDraft } from './quote-builder';
import { wallClock, zonedClock, zoneOffsetMs } from './time-zone';
import type { PricingContext } from './types';

export interface BilledWindow {
  startMs: number;
  billedMinutes: number;
  /** The billing increment: each block is after hours or not as a whole, judged at its start. */
  blockMinutes: number;
  timeZone: string;
}

function clockMinutes(clock: string): number {
  return Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
}

/**
 * Billed minutes that fall before the day starts, from the day's end on, or on a
 * weekend or holiday, in local time. The billed window runs from the start for
 * the billed minutes, minimums included. Local times come from one offset unless
 * a daylight-saving change falls inside the window.
 */
function afterHoursMinutes(window: BilledWindow, ctx: PricingContext): { minutes: number; offDays: string[] } {
  const { afterHours } = ctx.tables.interpretation;
  const { holidays, holidayNames } = tableIndex(ctx.tables);
  const dayStarts = clockMinutes(afterHours.dayStarts);
  const dayEnds = clockMinutes(afterHours.dayEnds);
  const endMs = window.startMs + window.billedMinutes * 60_000;
  const offset = zoneOffsetMs(window.startMs, window.timeZone);
  const steadyOffset = offset === zoneOffsetMs(endMs, window.timeZone);
  const offDays = new Set<string>();
  let minutes = 0;

  for (let elapsed = 0; elapsed < window.billedMinutes; elapsed += window.blockMinutes) {
    const instant = window.startMs + elapsed * 60_000;
    const clock = steadyOffset ? wallClock(instant + offset) : zonedClock(instant, window.timeZone);
    const offDay = isWeekend(clock.date) || holidays.has(clock.date);
    if (offDay) offDays.add(clock.date);
    if (offDay || clock.minuteOfDay < dayStarts || clock.minuteOfDay >= dayEnds) {
      minutes += Math.min(window.blockMinutes, window.billedMinutes - elapsed);
    }
  }
  return { minutes, offDays: [...offDays].map((date) => holidayNames.get(date) ?? weekdayName(date)) };
}

/** Adds the after-hours surcharge on the share of `baseCents` billed after hours, with its reason. */
export function applyAfterHours(draft: QuoteDraft, window: BilledWindow, baseCents: number, ctx: PricingContext): void {
  const { afterHours } = ctx.tables.interpretation;
  const { minutes, offDays } = afterHoursMinutes(window, ctx);
  if (minutes === 0) return;
  draft.surcharge('after-hours', 'After-hours surcharge', baseCents, afterHours.surchargePercent, {
    part: minutes,
    whole: window.billedMinutes,
  });
  const days = offDays.length > 0 ? ` (${offDays.join(', ')})` : '';
  draft.because(
    'after-hours',
    `After hours: ${formatMinutes(minutes)} of the ${formatMinutes(window.billedMinutes)} billed fall before ${afterHours.dayStarts} or after ${afterHours.dayEnds} local time, or on a weekend or holiday${days}; +${afterHours.surchargePercent}% on that time.`,
  );
}
