import type { PriceTables } from '@/lib/pricing/table-schema';
import { offsetMinutes, SUMMER, WINTER, type SharedCopy } from './facts';
import { fill } from './template';

/** `17:00` as `5:00 p.m.` */
function clockText(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'a.m.' : 'p.m.';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/**
 * Document translation's turnaround in words, from the same table the quote uses
 * (content/pricing/turnaround.yaml), so a page never promises what the quote does not do.
 */
export function documentTurnaround(table: PriceTables['turnaround'], copy: SharedCopy): { summary: string; counting: string } {
  // The counting sentence says "Eastern", the summary "about half as long": other tables need other words.
  if (table.timeZone !== 'America/New_York') {
    throw new Error(`content/service-copy/shared.yaml turnaround.counting says Eastern Time, but the price tables count in ${table.timeZone}`);
  }
  if (table.expedited.dayDivisor !== 2) {
    throw new Error(
      `content/service-copy/shared.yaml turnaround.summary says expedited takes half as many business days, but the price tables divide by ${table.expedited.dayDivisor}`,
    );
  }
  const words = (n: number) => copy.numberWords[n]?.text ?? String(n);
  const dueBy = clockText(table.dueBy);
  const summary = fill(copy.turnaround.summary, {
    standardPages: words(table.standard.pagesPerBusinessDay),
    rushPages: words(table.rush.maxPages),
    rushBefore: clockText(table.rush.sameDayBefore),
    rushNextBy: clockText(table.rush.nextDayBy),
    dueBy,
  });
  const counting = fill(copy.turnaround.counting, { cutoff: clockText(table.orderCutoff), dueBy });
  return { summary, counting };
}

/** `17:00` moved by `minutes` (negative: earlier), as `2:00 p.m.` */
function shiftedClock(time: string, minutes: number): string {
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  const total = (((hours * 60 + mins + minutes) % 1440) + 1440) % 1440;
  return clockText(`${Math.floor(total / 60)}:${total % 60}`);
}

/** The order cut-off and the due-by time on a city's clock. */
export interface LocalDeadlines {
  cutoff: string;
  dueBy: string;
}

/**
 * When the turnaround table's deadlines fall on a city's clock, in winter and in summer (the same
 * unless the city keeps one time all year), or nothing when the city keeps the table's own time.
 */
export function localDeadlines(table: PriceTables['turnaround'], timeZone: string): { winter: LocalDeadlines; summer: LocalDeadlines } | undefined {
  const at = (date: Date): LocalDeadlines => {
    const shift = offsetMinutes(timeZone, date) - offsetMinutes(table.timeZone, date);
    return { cutoff: shiftedClock(table.orderCutoff, shift), dueBy: shiftedClock(table.dueBy, shift) };
  };
  const [winter, summer] = [at(WINTER), at(SUMMER)];
  const eastern = { cutoff: clockText(table.orderCutoff), dueBy: clockText(table.dueBy) };
  if (winter.cutoff === eastern.cutoff && summer.cutoff === eastern.cutoff) return undefined;
  return { winter, summer };
}
