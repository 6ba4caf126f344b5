import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quoteDocumentTranslation, quotePortugueseImmigration, turnaroundOptions, type QuoteResult, type TurnaroundOption } from '@/lib/pricing';
import { addDays } from '@/lib/pricing/calendar';
import { zonedTimeToInstant } from '@/lib/pricing/time-zone';
import { context, tables } from './fixture';

/*
 * The promise behind the turnaround options: paying more always buys an earlier delivery. For
 * every order size, service and moment of confirmation, every option the engine offers is due
 * strictly before every cheaper option it offers, and an option that would not be is refused.
 */

type Order = (option: TurnaroundOption, now: Date) => QuoteResult;

const documentOrder = fc
  .oneof(
    fc.record({ service: fc.constant('certified' as const), words: fc.integer({ min: 1, max: 12_000 }) }),
    fc.record({ service: fc.constantFrom('standard' as const, 'proofreading' as const), words: fc.integer({ min: 1, max: 12_000 }) }),
  )
  .map(({ service, words }): { label: string; quote: Order } => ({
    label: `${service}, ${words} words`,
    quote: (turnaround, now) =>
      quoteDocumentTranslation(
        { service, sourceLanguage: 'spanish', targetLanguage: service === 'proofreading' ? undefined : 'english', documents: [{ words }], turnaround },
        context(now),
      ),
  }));

const portugueseOrder = fc.integer({ min: 1, max: 30 }).map((quantity): { label: string; quote: Order } => ({
  label: `Portuguese package, ${quantity} certificates`,
  quote: (turnaround, now) =>
    quotePortugueseImmigration(
      { direction: 'pt-en', variant: 'pt-BR', countryOfUse: 'US', documents: [{ type: 'birth-certificate', quantity }], turnaround },
      context(now),
    ),
}));

const zones = ['America/New_York', 'America/Los_Angeles', 'Pacific/Honolulu', 'Europe/London', 'Asia/Tokyo', 'Australia/Sydney'];
const holidayDates = tables.holidays.map((holiday) => holiday.date);
/** Minutes of the New York day where the rules change: noon (rush), 17:00 (cut-off), 20:00 (due by), midnight. */
const edges = [0, 1, 11 * 60 + 59, 12 * 60, 16 * 60 + 59, 17 * 60, 19 * 60 + 59, 20 * 60, 23 * 60 + 59];
const clock = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** Moments of confirmation: anywhere in 2025–2028, in several zones, and bunched around holidays, weekends, DST and the cut-offs. */
const orderTime = fc.oneof(
  fc.date({ min: new Date('2025-01-01T00:00:00Z'), max: new Date('2028-12-20T00:00:00Z'), noInvalidDate: true }),
  fc
    .record({
      day: fc.constantFrom(...holidayDates, '2025-03-09', '2025-11-02', '2026-03-08', '2026-11-01', '2026-11-28', '2026-11-29'),
      shift: fc.integer({ min: -3, max: 3 }),
      minute: fc.oneof(fc.constantFrom(...edges), fc.integer({ min: 0, max: 1439 })),
      zone: fc.constantFrom(...zones),
    })
    .map(({ day, shift, minute, zone }) => new Date(zonedTimeToInstant(addDays(day, shift), clock(minute), zone))),
);

describe('turnaround: a faster option is always due earlier than a cheaper one', () => {
  it('holds for every size, service and time of confirmation', () => {
    fc.assert(
      fc.property(fc.oneof(documentOrder, portugueseOrder), orderTime, (order, now) => {
        const offered = turnaroundOptions.flatMap((option) => {
          const result = order.quote(option, now);
          if (!result.ok) {
            expect(['rush_limit_exceeded', 'turnaround_not_offered']).toContain(result.error.code);
            expect(result.error.fields).toHaveProperty('turnaround');
            return [];
          }
          const { delivery } = result.quote;
          if (delivery === undefined) throw new Error(`${order.label}: ${option} has no delivery`);
          return [{ option, totalCents: result.quote.totalCents, dueAt: Date.parse(delivery.dueAt) }];
        });
        expect(offered.map((entry) => entry.option)).toContain('standard');
        for (const entry of offered) expect(entry.dueAt).toBeGreaterThan(now.getTime());
        for (const cheaper of offered) {
          for (const dearer of offered) {
            if (dearer.totalCents > cheaper.totalCents) expect(dearer.dueAt, `${order.label} at ${now.toISOString()}`).toBeLessThan(cheaper.dueAt);
          }
        }
        // Not vacuous: with the current tables something faster than standard is always on offer.
        expect(offered.length).toBeGreaterThan(1);
      }),
      { numRuns: 1500 },
    );
  });

  it('offers rush for five pages or fewer and expedited from six, whenever the order is confirmed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), orderTime, (pages, now) => {
        const quote = (turnaround: TurnaroundOption) =>
          quoteDocumentTranslation(
            { service: 'certified', sourceLanguage: 'spanish', targetLanguage: 'english', documents: [{ words: pages * 250 }], turnaround },
            context(now),
          );
        expect(quote('rush').ok).toBe(pages <= tables.turnaround.rush.maxPages);
        expect(quote('expedited').ok).toBe(pages > tables.turnaround.standard.pagesPerBusinessDay);
      }),
      { numRuns: 800 },
    );
  });
});
