import { describe, expect, it } from 'vitest';
import { revisionDelivery } from '@/lib/pricing';
import { tables } from './fixture';

describe("a revision's due date: the standard turnaround for the pages it affects, from the request", () => {
  it.each<[string, number, string, number, string, string]>([
    // asked at (UTC), pages affected, New York time of the request, business days, due date, due instant
    ['2026-06-01T14:00:00Z', 1, 'Monday 10:00', 1, '2026-06-02', '2026-06-03T00:00:00.000Z'],
    ['2026-06-01T14:00:00Z', 5, 'Monday 10:00, five pages', 1, '2026-06-02', '2026-06-03T00:00:00.000Z'],
    ['2026-06-01T20:59:00Z', 1, 'Monday 16:59, before the cut-off', 1, '2026-06-02', '2026-06-03T00:00:00.000Z'],
    ['2026-06-01T21:00:00Z', 1, 'Monday 17:00, at the cut-off', 1, '2026-06-03', '2026-06-04T00:00:00.000Z'],
    ['2026-06-05T22:00:00Z', 1, 'Friday 18:00: counted from Monday', 1, '2026-06-09', '2026-06-10T00:00:00.000Z'],
    ['2026-06-06T15:00:00Z', 1, 'Saturday', 1, '2026-06-09', '2026-06-10T00:00:00.000Z'],
    ['2026-06-18T22:00:00Z', 1, 'Thursday 18:00 before Juneteenth (Friday)', 1, '2026-06-23', '2026-06-24T00:00:00.000Z'],
    ['2026-06-01T14:00:00Z', 6, 'Monday 10:00, six pages', 2, '2026-06-03', '2026-06-04T00:00:00.000Z'],
    ['2026-06-18T22:00:00Z', 12, 'Thursday 18:00, twelve pages', 3, '2026-06-25', '2026-06-26T00:00:00.000Z'],
    ['2026-12-24T15:00:00Z', 1, 'Thursday 10:00 before Christmas (Friday)', 1, '2026-12-28', '2026-12-29T01:00:00.000Z'],
  ])('%s, %i pages affected (%s) → %i business days, due %s by 20:00 Eastern', (asked, pages, _when, days, date, dueAt) => {
    expect(revisionDelivery(tables, new Date(asked), pages)).toEqual({ businessDays: days, date, time: '20:00', dueAt });
  });
});
