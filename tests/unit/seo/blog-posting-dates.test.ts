import { describe, expect, it } from 'vitest';
import { getSiteContent } from '@/lib/content/site-content';
import { blogPostingJsonLd } from '@/lib/content/structured-data';
import { startOfDayInZone } from '@/lib/time/zoned-date-time';

// Full ISO 8601 date and time with an explicit offset: what schema.org's DateTime and Google ask for.
const withOffset = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;

describe('startOfDayInZone', () => {
  it.each([
    ['2026-01-15', 'America/New_York', '2026-01-15T00:00:00-05:00'],
    ['2026-07-15', 'America/New_York', '2026-07-15T00:00:00-04:00'],
    // Clocks change at 2:00, so midnight keeps the offset of the day before.
    ['2026-03-08', 'America/New_York', '2026-03-08T00:00:00-05:00'],
    ['2026-11-01', 'America/New_York', '2026-11-01T00:00:00-04:00'],
    ['2026-05-01', 'Asia/Kolkata', '2026-05-01T00:00:00+05:30'],
    ['2026-05-01', 'UTC', '2026-05-01T00:00:00+00:00'],
  ])('%s in %s is %s', (date, zone, expected) => {
    expect(startOfDayInZone(date, zone)).toBe(expected);
  });

  it('refuses what is not a date', () => {
    expect(() => startOfDayInZone('15/01/2026', 'UTC')).toThrow(RangeError);
  });
});

describe('BlogPosting dates', () => {
  const content = getSiteContent();
  const team = new Map(content.team.map((member) => [member.slug, member]));

  it('carry a time and a UTC offset, on the calendar day of the front matter', () => {
    for (const post of content.posts) {
      const author = team.get(post.author);
      if (author === undefined) throw new Error(`${post.file}: no author`);
      const data = blogPostingJsonLd(post, author);
      expect(data.datePublished).toMatch(withOffset);
      expect(data.dateModified).toMatch(withOffset);
      expect(data.datePublished.slice(0, 10)).toBe(post.published);
      expect(data.dateModified.slice(0, 10)).toBe(post.updated ?? post.published);
      expect(Date.parse(data.dateModified)).toBeGreaterThanOrEqual(Date.parse(data.datePublished));
    }
  });
});
