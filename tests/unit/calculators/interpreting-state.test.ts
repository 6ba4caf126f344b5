import { describe, expect, it } from 'vitest';
import type { PlatformOption } from '@/lib/calculators/data';
import { ON_SITE_PREFIX, onSiteCodecs, onSiteDefaults, onSiteInput } from '@/lib/calculators/on-site-state';
import type { Problems } from '@/lib/calculators/problems';
import { readState, writeState } from '@/lib/calculators/query';
import { REMOTE_PREFIX, remoteCodecs, remoteDefaults, remoteInput, withSessionDate, type RemoteState } from '@/lib/calculators/remote-state';

const languages = new Set(['spanish', 'japanese']);
const platforms: PlatformOption[] = [
  { slug: 'zoom', name: 'Zoom', kind: 'video' },
  { slug: 'microsoft-teams', name: 'Microsoft Teams', kind: 'video' },
  { slug: 'phone-interpreting', name: 'Phone interpreting', kind: 'phone' },
  { slug: 'video-remote-interpreting', name: 'Video remote interpreting', kind: 'vri' },
];

describe('on-site calculator: the URL query', () => {
  const codecs = onSiteCodecs(
    (slug) => languages.has(slug),
    (slug) => slug === 'houston-tx',
  );
  const defaults = onSiteDefaults();
  const read = (query: string) => readState(new URLSearchParams(query), ON_SITE_PREFIX, codecs, defaults);

  it('reads a shared booking', () => {
    expect(
      read(
        'onsite-language=spanish&onsite-location=houston-tx&onsite-date=2027-03-04&onsite-time=17:45&onsite-minutes=200&onsite-mode=simultaneous&onsite-setting=medical',
      ),
    ).toEqual({
      language: 'spanish',
      location: 'houston-tx',
      date: '2027-03-04',
      startTime: '17:45',
      durationMinutes: 200,
      mode: 'simultaneous',
      setting: 'medical',
    });
  });

  it.each([
    ['a location not in the catalog', 'onsite-location=atlantis-ga'],
    ['a date that does not exist', 'onsite-date=2027-02-30'],
    ['a date in another format', 'onsite-date=03/04/2027'],
    ['a start off the 15-minute steps', 'onsite-time=09:10'],
    ['an impossible time', 'onsite-time=25:00'],
    ['a duration over 12 hours', 'onsite-minutes=721'],
    ['English as the interpreted language', 'onsite-language=english'],
    ['an unknown setting', 'onsite-setting=party'],
  ])('ignores %s', (_case, query) => {
    expect(read(query)).toEqual(defaults);
  });

  it('always writes the date, which has no default', () => {
    const query = writeState(new URLSearchParams(), ON_SITE_PREFIX, codecs, { ...defaults, date: '2027-03-04' }, defaults);
    expect(query.toString()).toBe('onsite-date=2027-03-04');
  });

  it('presets language and location and sends the engine its fields', () => {
    const state = { ...onSiteDefaults({ language: 'spanish', location: 'houston-tx' }), date: '2027-03-04' };
    expect(onSiteInput(state)).toEqual({
      language: 'spanish',
      location: 'houston-tx',
      date: '2027-03-04',
      startTime: '10:00',
      durationMinutes: 120,
      mode: 'consecutive',
    });
  });
});

describe('remote calculator: presets', () => {
  it.each<[string, string | undefined, Partial<RemoteState>]>([
    [
      'a meeting platform: a scheduled session on it',
      'microsoft-teams',
      { mode: 'scheduled', platform: 'microsoft-teams', timing: 'scheduled', duration: '60' },
    ],
    ['phone interpreting: phone on demand', 'phone-interpreting', { mode: 'opi', platform: 'zoom', timing: 'now', duration: '30' }],
    ['video remote interpreting: video on demand', 'video-remote-interpreting', { mode: 'vri', timing: 'now' }],
    ['no platform: video on demand', undefined, { mode: 'vri', timing: 'now' }],
  ])('%s', (_case, platform, expected) => {
    expect(remoteDefaults(platforms, platform ? { platform } : {})).toMatchObject(expected);
  });
});

describe('remote calculator: the URL query and the engine input', () => {
  const codecs = remoteCodecs((slug) => languages.has(slug), platforms);
  const defaults = remoteDefaults(platforms);
  const read = (query: string) => readState(new URLSearchParams(query), REMOTE_PREFIX, codecs, defaults);

  it.each([
    ['a platform that is an on-demand mode, not a meeting platform', 'remote-platform=phone-interpreting'],
    ['an unknown time zone', 'remote-tz=Mars/Olympus_Mons'],
    ['an unknown mode', 'remote-mode=fax'],
    ['a duration over 600 minutes', 'remote-minutes=601'],
    ['a start off the 15-minute steps', 'remote-time=09:10'],
  ])('ignores %s', (_case, query) => {
    expect(read(query)).toEqual(defaults);
  });

  it('always writes the time zone, so a link reopens the same after-hours judgement', () => {
    const state = { ...defaults, timeZone: 'America/New_York' };
    expect(writeState(new URLSearchParams(), REMOTE_PREFIX, codecs, state, defaults).toString()).toBe('remote-tz=America%2FNew_York');
    expect(read('remote-tz=America/Denver').timeZone).toBe('America/Denver');
  });

  const base: RemoteState = { ...defaults, language: 'japanese', timeZone: 'America/Denver', date: '2027-03-04', startTime: '17:15' };
  const input = (state: Partial<RemoteState>) => {
    const problems: Problems = {};
    return { input: remoteInput({ ...base, ...state }, problems), problems };
  };

  it.each<[string, Partial<RemoteState>, object]>([
    [
      'phone now: no start, no platform',
      { mode: 'opi', timing: 'now', duration: '25' },
      { mode: 'opi', language: 'japanese', durationMinutes: 25, timeZone: 'America/Denver' },
    ],
    [
      'video at a set time: the start goes along',
      { mode: 'vri', timing: 'scheduled', duration: '45' },
      { mode: 'vri', language: 'japanese', durationMinutes: 45, date: '2027-03-04', startTime: '17:15', timeZone: 'America/Denver' },
    ],
    [
      'a platform session: platform and start',
      { mode: 'scheduled', platform: 'zoom', timing: 'now', duration: '95' },
      { mode: 'scheduled', language: 'japanese', durationMinutes: 95, platform: 'zoom', date: '2027-03-04', startTime: '17:15', timeZone: 'America/Denver' },
    ],
  ])('%s', (_case, state, expected) => {
    expect(input(state)).toEqual({ input: expected, problems: {} });
  });

  it('reports a duration that is not a number and asks the engine with none', () => {
    expect(input({ duration: 'an hour' })).toMatchObject({ input: { durationMinutes: 0 }, problems: { duration: 'whole-number' } });
  });

  it('gives a scheduled session a weekday date a week ahead, and leaves on-demand calls without one', () => {
    const now = new Date('2026-11-21T15:00:00Z');
    expect(withSessionDate({ ...defaults, mode: 'scheduled', timeZone: 'America/Denver' }, now).date).toBe('2026-11-30');
    expect(withSessionDate({ ...defaults, mode: 'vri', timing: 'now' }, now).date).toBe('');
    expect(withSessionDate({ ...base, mode: 'scheduled' }, now).date).toBe('2027-03-04');
  });
});
