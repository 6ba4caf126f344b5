import type { z } from 'zod';
import { isoWeekday } from './calendar';
import { isValidTimeZone } from './time-zone';
import { priceTablesSchema } from './price-tables-schema';
import { priceTableFiles, type PriceTables } from './table-schema';

/** A price table that failed validation; `issues` name the file and the field. */
export class PriceTablesError extends Error {
  readonly issues: readonly string[];

  constructor(source: string, issues: readonly string[]) {
    super(`Invalid price tables in ${source}:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'PriceTablesError';
    this.issues = issues;
  }
}

type Issue = { path: (string | number)[]; message: string };

function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return values.filter((value) => (seen.has(value) ? true : (seen.add(value), false)));
}

function minutesOf(clock: string): number {
  return Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
}

/** Rules that span fields or files, which the shape alone cannot express. */
function consistencyIssues(tables: PriceTables): Issue[] {
  const issues: Issue[] = [];
  const { onSite } = tables.interpretation;

  tables.holidays.forEach((holiday, index) => {
    if (isoWeekday(holiday.date) > 5) {
      issues.push({ path: ['holidays', index, 'date'], message: `${holiday.date} is a weekend day; list the observed weekday` });
    }
  });
  for (const date of duplicates(tables.holidays.map((holiday) => holiday.date))) {
    issues.push({ path: ['holidays'], message: `${date} is listed more than once` });
  }
  for (const code of duplicates(tables.countries.map((country) => country.code))) {
    issues.push({ path: ['countries'], message: `${code} is listed more than once` });
  }
  const countryCodes = new Set(tables.countries.map((country) => country.code));
  for (const [key, direction] of Object.entries(tables.portugueseImmigration.directions)) {
    direction.countries.forEach((country, index) => {
      if (!countryCodes.has(country.code)) {
        issues.push({
          path: ['portugueseImmigration', 'directions', key, 'countries', index, 'code'],
          message: `${country.code} is not in ${priceTableFiles.countries}`,
        });
      }
    });
  }
  for (const id of duplicates(tables.portugueseImmigration.documents.map((document) => document.id))) {
    issues.push({ path: ['portugueseImmigration', 'documents'], message: `document id "${id}" is listed more than once` });
  }
  if (!isValidTimeZone(tables.turnaround.timeZone)) {
    issues.push({ path: ['turnaround', 'timeZone'], message: `"${tables.turnaround.timeZone}" is not an IANA time zone` });
  }
  const { afterHours } = tables.interpretation;
  if (minutesOf(afterHours.dayStarts) >= minutesOf(afterHours.dayEnds)) {
    issues.push({ path: ['interpretation', 'afterHours', 'dayEnds'], message: 'dayEnds must be later than dayStarts' });
  }
  if (onSite.halfDay.minutes >= onSite.fullDay.minutes) {
    issues.push({ path: ['interpretation', 'onSite', 'fullDay', 'minutes'], message: 'a full day must be longer than a half day' });
  }
  if (onSite.minimumMinutes > onSite.halfDay.minutes) {
    issues.push({ path: ['interpretation', 'onSite', 'minimumMinutes'], message: 'the minimum cannot exceed a half day' });
  }
  for (const key of ['halfDay', 'fullDay'] as const) {
    if (onSite[key].minutes % onSite.incrementMinutes !== 0) {
      issues.push({
        path: ['interpretation', 'onSite', key, 'minutes'],
        message: `must be a multiple of incrementMinutes (${onSite.incrementMinutes})`,
      });
    }
  }
  return issues;
}

function describe(source: string, issue: { path: readonly PropertyKey[]; message: string }): string {
  const [table, ...rest] = issue.path;
  const file = Object.entries(priceTableFiles).find(([key]) => key === table)?.[1];
  const field = rest.map((part, index) => (typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`)).join('');
  const where = file ? `${source}/${file}` : `${source}/${String(table ?? '')}`;
  return `${where}${field ? ` → ${field}` : ''}: ${issue.message}`;
}

/**
 * Validates raw price tables (one key per file, e.g. `{ document: <document.yaml> }`)
 * and throws a PriceTablesError naming `source`, the file and the field of every problem.
 */
export function parsePriceTables(raw: unknown, source: string): PriceTables {
  const parsed = priceTablesSchema().safeParse(raw);
  if (!parsed.success) {
    throw new PriceTablesError(
      source,
      parsed.error.issues.map((issue: z.core.$ZodIssue) => describe(source, issue)),
    );
  }
  const issues = consistencyIssues(parsed.data);
  if (issues.length > 0)
    throw new PriceTablesError(
      source,
      issues.map((issue) => describe(source, issue)),
    );
  return parsed.data;
}
