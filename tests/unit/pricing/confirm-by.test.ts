import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deliveryConfirmedAt, deliveryHoldsUntil, quoteDocumentTranslation, type TurnaroundOption } from '@/lib/pricing';
import { addDays } from '@/lib/pricing/calendar';
import { zonedTimeToInstant } from '@/lib/pricing/time-zone';
import { context, tables } from './fixture';

/*
 * "Confirm before … for delivery by …": turnaround counts from the client's confirmation, so the
 * quote says until when its delivery holds. Before that instant, confirming gives the quoted
 * delivery; at it, a later one.
 */

const holidayDates = tables.holidays.map((holiday) => holiday.date);
const newYork = (date: string, time: string) => new Date(zonedTimeToInstant(date, time, 'America/New_York'));

const quoteAt = (now: Date, words: number, turnaround: TurnaroundOption) =>
  quoteDocumentTranslation({ service: 'certified', sourceLanguage: 'spanish', targetLanguage: 'english', documents: [{ words }], turnaround }, context(now));

const moment = fc.oneof(
  fc.date({ min: new Date('2025-01-01T00:00:00Z'), max: new Date('2028-12-20T00:00:00Z'), noInvalidDate: true }),
  fc
    .record({
      day: fc.constantFrom(...holidayDates, '2026-03-08', '2026-11-01', '2026-11-27'),
      shift: fc.integer({ min: -3, max: 3 }),
      minute: fc.integer({ min: 0, max: 1439 }),
    })
    .map(({ day, shift, minute }) =>
      newYork(addDays(day, shift), `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`),
    ),
);

describe('deliveryHoldsUntil: until when a quote’s delivery holds', () => {
  it('keeps the delivery for every confirmation before it and moves it at it, for every size, option and moment', () => {
    fc.assert(
      fc.property(
        moment,
        fc.integer({ min: 1, max: 6_000 }),
        fc.constantFrom<TurnaroundOption>('standard', 'expedited', 'rush'),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (now, words, option, fraction) => {
          const quoted = quoteAt(now, words, option);
          if (!quoted.ok) return;
          const quote = quoted.quote;
          const holds = deliveryHoldsUntil(tables, now, quote);
          if (holds === undefined) throw new Error('a document quote has a delivery');
          const due = deliveryConfirmedAt(tables, now, quote)?.dueAt;
          expect(holds.getTime()).toBeGreaterThan(now.getTime());
          const within = new Date(now.getTime() + Math.floor((holds.getTime() - now.getTime() - 1) * fraction));
          expect(deliveryConfirmedAt(tables, within, quote)?.dueAt).toBe(due);
          expect(deliveryConfirmedAt(tables, new Date(holds.getTime() - 1), quote)?.dueAt).toBe(due);
          expect(Date.parse(deliveryConfirmedAt(tables, holds, quote)?.dueAt ?? '')).toBeGreaterThan(Date.parse(due ?? ''));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('names the cut-off on a business day, the next business day’s over a weekend and holiday, and rush’s own hour', () => {
    const quote = (now: Date, option: TurnaroundOption) => {
      const quoted = quoteAt(now, 500, option);
      if (!quoted.ok) throw new Error(quoted.error.message);
      return quoted.quote;
    };
    // Wednesday 25 November 2026, 10:00: standard holds until 17:00 that day.
    const wednesday = newYork('2026-11-25', '10:00');
    expect(deliveryHoldsUntil(tables, wednesday, quote(wednesday, 'standard'))).toEqual(newYork('2026-11-25', '17:00'));
    // Rush asked at 10:00 is due the same day if confirmed before noon.
    expect(deliveryHoldsUntil(tables, wednesday, quote(wednesday, 'rush'))).toEqual(newYork('2026-11-25', '12:00'));
    // Wednesday 18:00, before Thanksgiving (26 November): standard counts from Friday, until Friday's cut-off.
    const evening = newYork('2026-11-25', '18:00');
    expect(deliveryHoldsUntil(tables, evening, quote(evening, 'standard'))).toEqual(newYork('2026-11-27', '17:00'));
    // Saturday: rush is due Monday at noon until Monday begins, when confirming makes it Monday evening's.
    const saturday = newYork('2026-11-28', '09:00');
    expect(deliveryHoldsUntil(tables, saturday, quote(saturday, 'rush'))).toEqual(newYork('2026-11-30', '00:00'));
  });

  it('is undefined for a quote without a delivery', () => {
    expect(deliveryHoldsUntil(tables, new Date('2026-11-25T15:00:00Z'), { lines: [] })).toBeUndefined();
  });
});
