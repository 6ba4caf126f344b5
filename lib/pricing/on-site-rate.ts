import { formatCents, formatMinutes } from './format';
import { hourlyAmount } from './money';
import type { QuoteDraft } from './quote-builder';
import type { PriceTables, Tier } from './table-schema';
import type { QuoteLine } from './types';

type OnSiteTable = PriceTables['interpretation']['onSite'];

interface RateOption {
  rule?: 'half-day-cap' | 'full-day-cap';
  lines: QuoteLine[];
  amountCents: number;
}

const hours = (minutes: number) => minutes / 60;

/**
 * The cheapest way to bill `billedMinutes` per interpreter: hourly, the half-day
 * price (up to 4 h), the full-day price (up to 8 h), or beyond 8 h the full-day
 * price plus the extra time at the hourly rate. Ties go to the hourly rate.
 */
function rateOptions(table: OnSiteTable, tier: Tier, billedMinutes: number, interpreters: number, label: string): { hourly: RateOption; caps: RateOption[] } {
  const hourlyCents = table.hourlyCents[tier];
  const hourlyLine = (id: string, lineLabel: string, minutes: number): QuoteLine => ({
    id,
    label: lineLabel,
    quantity: hours(minutes) * interpreters,
    unit: 'hour',
    unitPriceCents: hourlyCents,
    amountCents: hourlyAmount(hourlyCents, minutes * interpreters),
  });
  const dayLine = (unit: 'half day' | 'full day', cents: number): QuoteLine => ({
    id: 'interpreting',
    label: `${label}, ${unit} rate`,
    quantity: interpreters,
    unit,
    unitPriceCents: cents,
    amountCents: cents * interpreters,
  });
  const option = (lines: QuoteLine[], rule?: RateOption['rule']): RateOption => ({
    rule,
    lines,
    amountCents: lines.reduce((sum, line) => sum + line.amountCents, 0),
  });

  const caps: RateOption[] = [];
  if (billedMinutes <= table.halfDay.minutes) caps.push(option([dayLine('half day', table.halfDay.cents[tier])], 'half-day-cap'));
  if (billedMinutes <= table.fullDay.minutes) caps.push(option([dayLine('full day', table.fullDay.cents[tier])], 'full-day-cap'));
  if (billedMinutes > table.fullDay.minutes) {
    const extra = billedMinutes - table.fullDay.minutes;
    caps.push(
      option(
        [dayLine('full day', table.fullDay.cents[tier]), hourlyLine('overtime', `${label}, time past ${formatMinutes(table.fullDay.minutes)}`, extra)],
        'full-day-cap',
      ),
    );
  }
  return { hourly: option([hourlyLine('interpreting', label, billedMinutes)]), caps };
}

/** Adds the interpreting lines at the cheapest rate and returns their total, the base of the surcharges. */
export function addInterpretingLines(draft: QuoteDraft, table: OnSiteTable, tier: Tier, billedMinutes: number, interpreters: number, label: string): number {
  const { hourly, caps } = rateOptions(table, tier, billedMinutes, interpreters, label);
  const best = caps.reduce((cheapest, candidate) => (candidate.amountCents < cheapest.amountCents ? candidate : cheapest), hourly);
  for (const line of best.lines) draft.add(line);
  if (best.rule) {
    const capMinutes = best.rule === 'half-day-cap' ? table.halfDay.minutes : table.fullDay.minutes;
    draft.because(
      best.rule,
      `${best.rule === 'half-day-cap' ? 'Half-day' : 'Full-day'} rate (up to ${formatMinutes(capMinutes)}): ${formatMinutes(billedMinutes)} at ${formatCents(table.hourlyCents[tier])} an hour would be ${formatCents(hourly.amountCents)}; this comes to ${formatCents(best.amountCents)}.`,
    );
  }
  return best.amountCents;
}
