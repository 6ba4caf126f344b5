import type { PriceTables } from '@/lib/pricing/table-schema';
import type { SharedCopy } from './facts';
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
