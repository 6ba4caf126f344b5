import { z } from 'zod';
import { site } from '@/lib/site';
import type { Language, LanguageTier, Location } from '../schema';
import { alternatives, fill, fixedText, pickFilled, template } from './template';

/** content/service-copy/shared.yaml: sentences built from catalog facts, used by several pages. */
export const sharedCopySchema = z.strictObject({
  timeZoneAllYear: template('zone'),
  numberWords: z.array(fixedText),
  scheduleExample: z.strictObject({
    sameZone: template('city', 'zone', 'office', 'aLocalTime', 'localTime'),
    otherZone: template('city', 'zone', 'office', 'aLocalTime', 'officeTime'),
    otherZoneNoDaylightSaving: template('city', 'zone', 'office', 'aLocalTime', 'officeTime', 'state'),
  }),
  travelZones: z.strictObject({ zone1: alternatives(), zone2: alternatives(), zone3: alternatives(), zone4: alternatives() }),
  tierAvailability: z.strictObject({ common: fixedText, standard: fixedText, rare: fixedText }),
  script: z.strictObject({
    rightToLeft: template('language', 'script'),
    latin: template('language', 'script'),
    other: template('language', 'script'),
  }),
  dialectsHeading: alternatives('language?'),
  turnaround: z.strictObject({
    summary: template('standardPages', 'rushPages', 'rushBefore', 'rushNextBy', 'dueBy'),
    counting: template('cutoff', 'dueBy'),
  }),
});
export type SharedCopy = z.output<typeof sharedCopySchema>;

export const OFFICE_CITY = site.address.city;

const WINTER = new Date(Date.UTC(2026, 0, 15, 12));
const SUMMER = new Date(Date.UTC(2026, 6, 15, 12));

/** Minutes east of UTC for a zone at a date, from `GMT-05:00` style output. */
function offsetMinutes(timeZone: string, at: Date): number {
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

export function travelZoneClause(location: Location, copy: SharedCopy): string {
  return pickFilled(`${location.slug}:travel`, copy.travelZones[`zone${location.travelZone}`], {});
}

/** How quickly interpreters in a tier can usually be found. */
export function tierAvailability(tier: LanguageTier, copy: SharedCopy): string {
  return copy.tierAvailability[tier].text;
}

/** A sentence about the writing system, specific to the script and direction. */
export function scriptSentence(language: Language, copy: SharedCopy): string {
  const { name, script, direction } = language;
  const sentence = direction === 'rtl' ? copy.script.rightToLeft : script.startsWith('Latin') ? copy.script.latin : copy.script.other;
  return fill(sentence, { language: name, script });
}

/** Video platforms suitable for scheduled sessions, by display name. */
export function videoPlatformNames(platforms: readonly { kind: string; name: string }[]): string[] {
  return platforms.filter((p) => p.kind === 'video').map((p) => p.name);
}
