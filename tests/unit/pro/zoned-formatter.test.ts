import { describe, expect, it } from 'vitest';
import { formatZonedDateTime, prepareZonedFormatter } from '@/lib/time/zoned-date-time';

describe('prepareZonedFormatter', () => {
  it('leaves what the visitor reads as it was, zone name included', () => {
    const instant = Date.parse('2026-06-10T18:00:00Z');
    prepareZonedFormatter('America/New_York');
    expect(formatZonedDateTime(instant, 'America/New_York')).toBe('Wednesday, June 10, 2026 at 2:00 PM EDT');
  });

  it('ignores an unknown zone, which formatting still refuses', () => {
    expect(() => prepareZonedFormatter('Mars/Olympus_Mons')).not.toThrow();
    expect(() => formatZonedDateTime(0, 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});
