import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parsePriceTables, PriceTablesError, type PriceTables } from '@/lib/pricing';
import { isoWeekday } from '@/lib/pricing/calendar';
import { getPriceTables } from '@/lib/pricing/load.server';
import { tables as fixture } from './fixture';

const content = getPriceTables();

describe('content/pricing', () => {
  it('loads, validates and is read once per directory', () => {
    expect(getPriceTables('content/pricing')).toBe(content);
    expect(content.document.wordsPerPage).toBeGreaterThan(0);
  });

  it('lists the 11 federal holidays of each year 2025–2028 on weekdays', () => {
    expect(content.holidays).toHaveLength(44);
    for (const year of ['2025', '2026', '2027', '2028']) {
      // New Year's Day 2028 (a Saturday) is observed on Friday 2027-12-31.
      const holidayYear = (holiday: { date: string; name: string }) => (holiday.name.includes('2028') ? '2028' : holiday.date.slice(0, 4));
      const inYear = content.holidays.filter((holiday) => holidayYear(holiday) === year);
      expect(inYear, year).toHaveLength(11);
    }
    for (const holiday of content.holidays) expect(isoWeekday(holiday.date), holiday.date).toBeLessThanOrEqual(5);
  });

  it.each([
    ['2025-11-27', 'Thanksgiving Day'],
    ['2026-07-03', 'Independence Day (observed)'],
    ['2027-06-18', 'Juneteenth National Independence Day (observed)'],
    ['2027-12-31', "New Year's Day 2028 (observed)"],
    ['2028-11-10', 'Veterans Day (observed)'],
  ])('has %s, %s', (date, name) => {
    expect(content.holidays).toContainEqual({ date, name });
  });

  it('lists all 249 ISO 3166-1 countries once', () => {
    expect(content.countries).toHaveLength(249);
    expect(new Set(content.countries.map((country) => country.code)).size).toBe(249);
  });

  it.each([
    ['US', true],
    ['BR', true],
    ['PT', true],
    ['MX', true],
    ['CA', true], // in force since January 2024
    ['CN', true], // since November 2023
    ['BD', true], // since March 2025
    ['PR', true], // US territory
    ['HK', true],
    ['AE', false],
    ['VN', false],
    ['EG', false],
    ['NG', false],
    ['GL', false],
  ])('%s has hague: %s', (code, hague) => {
    expect(content.countries.find((country) => country.code === code)?.hague).toBe(hague);
  });
});

function withChange(change: (raw: Record<string, unknown>) => void): unknown {
  const raw: Record<string, unknown> = structuredClone(fixture);
  change(raw);
  return raw;
}

function problems(raw: unknown): readonly string[] {
  try {
    parsePriceTables(raw, 'content/pricing');
  } catch (error) {
    if (error instanceof PriceTablesError) return error.issues;
    throw error;
  }
  return [];
}

describe('parsePriceTables', () => {
  const cases: [string, (raw: Record<string, unknown>) => void, string][] = [
    [
      'a negative price',
      (raw) => {
        const tables: PriceTables = structuredClone(fixture);
        tables.document.certified.perPageCents.rare = -1;
        raw.document = tables.document;
      },
      'content/pricing/document.yaml → certified.perPageCents.rare: Amounts cannot be negative',
    ],
    [
      'a price in dollars',
      (raw) => {
        raw.addOns = { ...fixture.addOns, notarization: { perOrderCents: 19.95 } };
      },
      'content/pricing/add-ons.yaml → notarization.perOrderCents: Expected a whole number of cents',
    ],
    [
      'a misspelt field',
      (raw) => {
        raw.quote = { validityDays: 30, validDays: 30 };
      },
      'content/pricing/quote.yaml',
    ],
    [
      'a holiday on a weekend',
      (raw) => {
        raw.holidays = [...fixture.holidays, { date: '2026-07-04', name: 'Independence Day' }];
      },
      'content/pricing/holidays.yaml → [44].date: 2026-07-04 is a weekend day; list the observed weekday',
    ],
    [
      'an impossible date',
      (raw) => {
        raw.holidays = [{ date: '2025-02-30', name: 'Nothing' }];
      },
      'content/pricing/holidays.yaml → [0].date',
    ],
    [
      'a duplicate country',
      (raw) => {
        raw.countries = [...fixture.countries, { code: 'US', name: 'United States', hague: true }];
      },
      'content/pricing/countries.yaml: US is listed more than once',
    ],
    [
      'a missing table',
      (raw) => {
        delete raw.interpretation;
      },
      'content/pricing/interpretation.yaml',
    ],
    [
      'a bad time zone',
      (raw) => {
        raw.turnaround = { ...fixture.turnaround, timeZone: 'America/Gotham' };
      },
      'content/pricing/turnaround.yaml → timeZone: "America/Gotham" is not an IANA time zone',
    ],
    [
      'a half day not shorter than a full day',
      (raw) => {
        const tables: PriceTables = structuredClone(fixture);
        tables.interpretation.onSite.halfDay.minutes = 480;
        raw.interpretation = tables.interpretation;
      },
      'content/pricing/interpretation.yaml → onSite.fullDay.minutes: a full day must be longer than a half day',
    ],
  ];

  it.each(cases)('names the file and field of %s', (_name, change, expected) => {
    const found = problems(withChange(change));
    expect(
      found.some((issue) => issue.startsWith(expected)),
      found.join('\n'),
    ).toBe(true);
  });

  it('accepts the fixture', () => {
    expect(problems(fixture)).toEqual([]);
  });
});

describe('getPriceTables errors', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pricing-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('names a file that is not valid YAML', () => {
    cpSync('content/pricing', dir, { recursive: true });
    writeFileSync(join(dir, 'quote.yaml'), 'validityDays: [30\n');
    expect(() => getPriceTables(dir)).toThrow(/quote\.yaml: is not valid YAML/);
  });

  it('names a missing file', () => {
    rmSync(join(dir, 'quote.yaml'));
    expect(() => getPriceTables(dir)).toThrow(/quote\.yaml: cannot be read/);
  });
});
