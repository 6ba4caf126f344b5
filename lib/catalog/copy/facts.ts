import { site } from '@/lib/site';
import type { Language, LanguageTier, Location } from '../schema';
import { pick } from './text';

export const OFFICE_CITY = site.address.city;

const WINTER = new Date(Date.UTC(2026, 0, 15, 12));
const SUMMER = new Date(Date.UTC(2026, 6, 15, 12));

/** Minutes east of UTC for a zone at a date, from `GMT-05:00` style output. */
function offsetMinutes(timeZone: string, at: Date): number {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(part?.value ?? '');
  if (match === null) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

export interface TimeZoneFacts {
  /** `Central Time`, `Mountain Standard Time`… */
  name: string;
  /** The name, plus `all year` for zones without daylight saving time. */
  label: string;
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
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'long' })
      .formatToParts(WINTER)
      .find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
  const observesDaylightSaving = offsetMinutes(timeZone, WINTER) !== offsetMinutes(timeZone, SUMMER);
  const base = name.replace(/ Standard Time$/, '');
  const zoneName = observesDaylightSaving ? `${base} Time` : `${base} Standard Time`;
  return {
    name: zoneName,
    label: observesDaylightSaving ? zoneName : `${zoneName} all year`,
    hoursBehindOffice: (offsetMinutes(site.timeZone, WINTER) - offsetMinutes(timeZone, WINTER)) / 60,
    observesDaylightSaving,
  };
}

export function clock(hour: number): string {
  const h = ((hour % 24) + 24) % 24;
  const suffix = h < 12 ? 'a.m.' : 'p.m.';
  return `${h % 12 === 0 ? 12 : h % 12}:00 ${suffix}`;
}

/** `a 9:00 a.m.` or `an 8:00 a.m.` */
export function aClock(hour: number): string {
  const time = clock(hour);
  return /^(8|11):/.test(time) ? `an ${time}` : `a ${time}`;
}

/** A concrete scheduling example against the office clock, e.g. for a 9:00 a.m. local start. */
export function scheduleExample(location: Location, localHour: number): string {
  const tz = timeZoneFacts(location.timeZone);
  const city = location.city;
  if (tz.hoursBehindOffice === 0) {
    return `${city} runs on ${tz.label}, the same clock as our ${OFFICE_CITY} coordinators, so ${aClock(localHour)} start is ${clock(localHour)} for everyone involved.`;
  }
  const officeHour = localHour + tz.hoursBehindOffice;
  const seasonal = tz.observesDaylightSaving
    ? ''
    : ` in winter; because ${location.state} does not change its clocks, the gap grows by an hour from March to November`;
  return `${city} is on ${tz.label}, so ${aClock(localHour)} start there is ${clock(officeHour)} in ${OFFICE_CITY}${seasonal}.`;
}

const TRAVEL: Record<Location['travelZone'], readonly [string, ...string[]]> = {
  1: [
    'sits in travel zone 1, our metro core, where interpreters live locally and travel time stays short',
    'is a zone 1 metro core for us: interpreters are based nearby and the travel fee is the lowest we charge',
  ],
  2: [
    'falls in travel zone 2, the wider metro, where interpreters may drive in from neighboring communities',
    'is a zone 2 area for us, with interpreters spread across the wider metro and a modest travel fee',
  ],
  3: [
    'is in travel zone 3, our regional zone, where some interpreters travel in from a larger metro nearby',
    'is a zone 3 regional market: local interpreters cover common languages and others travel in',
  ],
  4: [
    'is in travel zone 4, our remote zone, where an interpreter may need to fly in for rare languages',
    'is a zone 4 remote market, where travel for an out-of-area interpreter can cost more than the session itself',
  ],
};

export function travelZoneClause(location: Location): string {
  return pick(`${location.slug}:travel`, TRAVEL[location.travelZone]);
}

/** How quickly interpreters in a tier can usually be found. */
export function tierAvailability(tier: LanguageTier): string {
  switch (tier) {
    case 'common':
      return 'interpreters are usually available on short notice, and phone interpreters connect on demand';
    case 'standard':
      return 'interpreters are available most days with a few days of notice, and phone interpreting is on demand during business hours';
    case 'rare':
      return 'the pool of qualified interpreters is small, so book as far ahead as you can, a week for in-person work, and tell us the variety the speaker uses';
  }
}

/** A sentence about the writing system, specific to the script and direction. */
export function scriptSentence(language: Language): string {
  const { name, script, direction } = language;
  if (direction === 'rtl') {
    return `${name} is written right to left in the ${script} script, so our layouts mirror tables, stamps and signatures correctly while names and numbers in the English version read left to right.`;
  }
  if (script.startsWith('Latin')) {
    return `${name} uses the ${script} alphabet, and we keep every diacritic in personal names and place names so they match passports and prior filings.`;
  }
  return `${name} is written in the ${script} script, so names are romanized exactly as they appear on the passport or earlier US records rather than by a generic transliteration table.`;
}

/** Video platforms suitable for scheduled sessions, by display name. */
export function videoPlatformNames(platforms: readonly { kind: string; name: string }[]): string[] {
  return platforms.filter((p) => p.kind === 'video').map((p) => p.name);
}

/** The pair pages' own clock sentence, phrased differently from the location pages'. */
export function localClockSentence(location: Location, localHour: number, subject: string): string {
  const tz = timeZoneFacts(location.timeZone);
  if (tz.hoursBehindOffice === 0) {
    return `If ${subject} starts at ${clock(localHour)} in ${location.city}, our ${OFFICE_CITY} coordinators are watching the same clock, so same-day changes can be handled without any time-zone arithmetic.`;
  }
  const words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven'];
  const behind = `${words[tz.hoursBehindOffice] ?? tz.hoursBehindOffice} hour${tz.hoursBehindOffice === 1 ? '' : 's'}`;
  const season = tz.observesDaylightSaving ? '' : ' in winter';
  return `If ${subject} starts at ${clock(localHour)} in ${location.city}, it is already ${clock(localHour + tz.hoursBehindOffice)} at our ${OFFICE_CITY} desk${season}, ${behind} ahead, so we plan confirmations and reminders in ${location.city} time.`;
}
