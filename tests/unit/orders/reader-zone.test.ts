import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderSummary } from '@/lib/api/contract/orders';
import { describeOrder } from '@/lib/orders/describe';
import { readerTimeZone } from '@/lib/time/zoned-date-time';

/*
 * Each reader sees a moment once, in their own zone, named: the client's browser zone on the order
 * page, the company's in emails, a session in the booking's zone wherever it is shown.
 */

const delivery = { businessDays: 1, date: '2026-06-02', time: '20:00', dueAt: '2026-06-03T00:00:00.000Z' };
const summary = (over: Partial<OrderSummary>): OrderSummary => ({
  serviceName: 'Certified Document Translation',
  languages: 'Spanish to English',
  documents: [],
  delivery: null,
  booking: null,
  ...over,
});
const line = (lines: { label: string; value: string }[], label: string) => lines.find((l) => l.label === label)?.value;

describe('times in the reader’s zone', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('writes a delivery in the zone asked for, the company’s by default', () => {
    expect(line(describeOrder(summary({ delivery }), 8100), 'Delivery')).toBe('by Tuesday, June 2, 2026 at 8:00 PM EDT');
    // A Houston client's page: the same moment in Central time.
    expect(line(describeOrder(summary({ delivery }), 8100, 'America/Chicago'), 'Delivery')).toBe('by Tuesday, June 2, 2026 at 7:00 PM CDT');
  });

  it('writes a session in its own zone whoever reads it', () => {
    const booking = { startsAt: '2026-06-10T19:00:00.000Z', timeZone: 'America/Chicago', durationMinutes: 120, address: null, platform: 'Zoom' };
    for (const zone of ['America/New_York', 'Europe/London']) {
      expect(line(describeOrder(summary({ booking }), 19000, zone), 'Date and time')).toBe('Wednesday, June 10, 2026 at 2:00 PM CDT (America/Chicago)');
    }
  });

  it('reads the browser’s zone, and falls back where there is none or it is unknown', () => {
    expect(readerTimeZone('America/New_York')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    const real = Intl.DateTimeFormat;
    /** A browser whose zone is `timeZone`: its formatters are the real ones. */
    const browserIn = (timeZone: string) =>
      vi.stubGlobal('Intl', {
        ...Intl,
        DateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) =>
          args.length === 0 ? { resolvedOptions: () => ({ timeZone }) } : new real(...args),
      });
    browserIn('America/Chicago');
    expect(readerTimeZone('America/New_York')).toBe('America/Chicago');
    browserIn('');
    expect(readerTimeZone('America/New_York')).toBe('America/New_York');
    browserIn('Mars/Olympus_Mons');
    expect(readerTimeZone('America/New_York')).toBe('America/New_York');
  });
});
