import { z } from 'zod';
import { site } from '@/lib/site';
import { formatCents } from '@/lib/pricing/format';
import type { PriceTables } from '@/lib/pricing/table-schema';
import type { TravelZone } from '@/lib/pricing/types';
import type { Language, LanguageTier, Location } from '../schema';
import { alternatives, fill, fixedText, pickFilled, template } from './template';
import { joinList } from './text';

/** A writing-system sentence for each kind of script: right to left, Latin, any other. */
export const scriptSentencesSchema = z.strictObject({
  rightToLeft: template('language', 'script'),
  latin: template('language', 'alphabet'),
  other: template('language', 'script'),
});
export type ScriptSentences = z.output<typeof scriptSentencesSchema>;

/** content/service-copy/shared.yaml: sentences built from catalog facts, used by several pages. */
export const sharedCopySchema = z.strictObject({
  timeZoneAllYear: template('zone'),
  numberWords: z.array(fixedText),
  scheduleExample: z.strictObject({
    sameZone: template('city', 'zone', 'office', 'aLocalTime', 'localTime'),
    otherZone: template('city', 'zone', 'office', 'aLocalTime', 'officeTime'),
    otherZoneNoDaylightSaving: template('city', 'zone', 'office', 'aLocalTime', 'officeTime', 'state'),
  }),
  travelZones: z.strictObject({
    zone1: alternatives('fee?', 'travelCost?'),
    zone2: alternatives('fee?', 'travelCost?'),
    zone3: alternatives('fee?', 'travelCost?'),
    zone4: alternatives('fee?', 'travelCost?'),
  }),
  travelCost: z.strictObject({ moreThanSession: template('fee', 'session'), notMoreThanSession: template('fee', 'session') }),
  tierAvailability: z.strictObject({ common: fixedText, standard: fixedText, rare: fixedText }),
  script: scriptSentencesSchema,
  scriptNouns: z.strictObject({
    script: z.strictObject({ one: fixedText, many: fixedText }),
    alphabet: z.strictObject({ one: fixedText, many: fixedText }),
  }),
  dialectsHeading: alternatives('language?'),
  turnaround: z.strictObject({
    summary: template('standardPages', 'rushPages', 'rushBefore', 'rushNextBy', 'dueBy'),
    counting: template('cutoff', 'dueBy'),
  }),
});
export type SharedCopy = z.output<typeof sharedCopySchema>;

export const OFFICE_CITY = site.address.city;

/** A date in standard time and one in daylight saving time, to compare zones' offsets. */
export const WINTER = new Date(Date.UTC(2026, 0, 15, 12));
export const SUMMER = new Date(Date.UTC(2026, 6, 15, 12));

/** Minutes east of UTC for a zone at a date, from `GMT-05:00` style output. */
export function offsetMinutes(timeZone: string, at: Date): number {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(at).find((p) => p.type === 'timeZoneName');
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(part?.value ?? '');
  if (match === null) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

export interface TimeZoneFacts {
  /** `Central Time`, `Mountain Standard Time`… */
  name: string;
  /** Hours behind the office in winter (0 for Eastern). */
  hoursBehindOffice: number;
  observesDaylightSaving: boolean;
}

// A handful of zones serve thousands of pages: compute each zone's facts once per process.
const factsByZone = new Map<string, TimeZoneFacts>();

export function timeZoneFacts(timeZone: string): TimeZoneFacts {
  let facts = factsByZone.get(timeZone);
  if (!facts) {
    facts = computeTimeZoneFacts(timeZone);
    factsByZone.set(timeZone, facts);
  }
  return facts;
}

function computeTimeZoneFacts(timeZone: string): TimeZoneFacts {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'long' }).formatToParts(WINTER).find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
  const observesDaylightSaving = offsetMinutes(timeZone, WINTER) !== offsetMinutes(timeZone, SUMMER);
  const base = name.replace(/ Standard Time$/, '');
  const zoneName = observesDaylightSaving ? `${base} Time` : `${base} Standard Time`;
  return {
    name: zoneName,
    hoursBehindOffice: (offsetMinutes(site.timeZone, WINTER) - offsetMinutes(timeZone, WINTER)) / 60,
    observesDaylightSaving,
  };
}

/** The zone's name, plus `all year` (as shared.yaml words it) for zones without daylight saving time. */
export function timeZoneLabel(tz: TimeZoneFacts, copy: SharedCopy): string {
  return tz.observesDaylightSaving ? tz.name : fill(copy.timeZoneAllYear, { zone: tz.name });
}

function clock(hour: number): string {
  const h = ((hour % 24) + 24) % 24;
  const suffix = h < 12 ? 'a.m.' : 'p.m.';
  return `${h % 12 === 0 ? 12 : h % 12}:00 ${suffix}`;
}

/** `a 9:00 a.m.` or `an 8:00 a.m.` */
function aClock(hour: number): string {
  const time = clock(hour);
  return /^(8|11):/.test(time) ? `an ${time}` : `a ${time}`;
}

/** A concrete scheduling example against the office clock, e.g. for a 9:00 a.m. local start. */
export function scheduleExample(location: Location, localHour: number, copy: SharedCopy): string {
  const tz = timeZoneFacts(location.timeZone);
  const values = { city: location.city, zone: timeZoneLabel(tz, copy), office: OFFICE_CITY, aLocalTime: aClock(localHour) };
  if (tz.hoursBehindOffice === 0) return fill(copy.scheduleExample.sameZone, { ...values, localTime: clock(localHour) });
  const officeTime = clock(localHour + tz.hoursBehindOffice);
  return tz.observesDaylightSaving
    ? fill(copy.scheduleExample.otherZone, { ...values, officeTime })
    : fill(copy.scheduleExample.otherZoneNoDaylightSaving, { ...values, officeTime, state: location.state });
}

/** On-site travel figures of the price tables: each zone's fee per interpreter, and the cheapest booking. */
export interface TravelFigures {
  feeCents: Record<TravelZone, number>;
  /** The shortest booking at the lowest hourly rate. */
  cheapestSessionCents: number;
}

export function travelFigures(onSite: PriceTables['interpretation']['onSite']): TravelFigures {
  const lowestRate = Math.min(...Object.values(onSite.hourlyCents));
  return { feeCents: onSite.travelFeeCents, cheapestSessionCents: Math.round((lowestRate * onSite.minimumMinutes) / 60) };
}

/** What the city's travel zone means; a sentence that weighs the fee against a session says what the figures say. */
export function travelZoneClause(location: Location, copy: SharedCopy, travel: TravelFigures): string {
  const feeCents = travel.feeCents[location.travelZone];
  const figures = { fee: formatCents(feeCents), session: formatCents(travel.cheapestSessionCents) };
  const cost = feeCents > travel.cheapestSessionCents ? copy.travelCost.moreThanSession : copy.travelCost.notMoreThanSession;
  return pickFilled(`${location.slug}:travel`, copy.travelZones[`zone${location.travelZone}`], { fee: figures.fee, travelCost: fill(cost, figures) });
}

/** How quickly interpreters in a tier can usually be found. */
export function tierAvailability(tier: LanguageTier, copy: SharedCopy): string {
  return copy.tierAvailability[tier].text;
}

/**
 * The scripts a catalog entry names: "Cyrillic and Latin" and "Gurmukhi (India), Shahmukhi
 * (Pakistan)" are two; "Han (Simplified and Traditional)" is one (the "and" is in parentheses).
 */
export function scriptNames(script: string): string[] {
  const names: string[] = [];
  let depth = 0;
  let current = '';
  for (let i = 0; i < script.length; i++) {
    const char = script[i] ?? '';
    if (char === '(') depth++;
    if (char === ')') depth--;
    const separator = depth === 0 ? (/^, /.exec(script.slice(i)) ?? /^ and /.exec(script.slice(i))) : null;
    if (separator === null) current += char;
    else {
      names.push(current.trim());
      current = '';
      i += separator[0].length - 1;
    }
  }
  return [...names, current.trim()].filter((name) => name !== '');
}

/** "Cyrillic script", "Cyrillic and Latin scripts": the scripts as a list, with the noun in the number they need. */
function scriptPhrase(script: string, noun: { one: { text: string }; many: { text: string } }): string {
  const names = scriptNames(script);
  return `${joinList(names)} ${names.length > 1 ? noun.many.text : noun.one.text}`;
}

/** A sentence about the writing system, specific to the script and direction: shared.yaml's, or `sentences` (the interpreting pages' own). */
export function scriptSentence(language: Language, copy: SharedCopy, sentences: ScriptSentences = copy.script): string {
  const { name, script, direction } = language;
  const values = { language: name, script: scriptPhrase(script, copy.scriptNouns.script), alphabet: scriptPhrase(script, copy.scriptNouns.alphabet) };
  if (direction === 'rtl') return fill(sentences.rightToLeft, values);
  return script.startsWith('Latin') ? fill(sentences.latin, values) : fill(sentences.other, values);
}

/** Video platforms suitable for scheduled sessions, by display name. */
export function videoPlatformNames(platforms: readonly { kind: string; name: string }[]): string[] {
  return platforms.filter((p) => p.kind === 'video').map((p) => p.name);
}
