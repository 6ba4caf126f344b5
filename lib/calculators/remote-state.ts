import { onSiteQuoteInputSchema, remoteModes, remoteQuoteInputSchema, type RemoteQuoteInput } from '@/lib/pricing/input-schema';
import type { PlatformOption } from './data';
import { DEFAULT_TIME_ZONE, suggestedBookingDate } from './dates';
import { readCount } from './numbers';
import type { Problems } from './problems';
import { choiceCodec, countCodec, schemaCodec, unwrap, type StateCodecs } from './query';

type RemoteMode = (typeof remoteModes)[number];
export const remoteTimings = ['now', 'scheduled'] as const;
type RemoteTiming = (typeof remoteTimings)[number];

export interface RemoteState {
  /** `opi` phone and `vri` video on demand, per minute; `scheduled` a session on a meeting platform. */
  mode: RemoteMode;
  platform: string;
  language: string;
  /** Phone and video calls can start now or at a set time; platform sessions are always scheduled. */
  timing: RemoteTiming;
  date: string;
  startTime: string;
  /**
   * The visitor's zone; after-hours time is judged in it. Blank until the
   * browser reports it, so that a shared link always carries the zone.
   */
  timeZone: string;
  /** Typed expected duration in minutes. */
  duration: string;
}

export const REMOTE_PREFIX = 'remote-';

/** Platforms booked as scheduled sessions; phone and video-remote entries are the on-demand modes. */
export function meetingPlatforms(platforms: readonly PlatformOption[]): PlatformOption[] {
  return platforms.filter((platform) => platform.kind === 'video');
}

export function remoteDefaults(platforms: readonly PlatformOption[], preset: { language?: string; platform?: string } = {}): RemoteState {
  const chosen = platforms.find((platform) => platform.slug === preset.platform);
  const mode: RemoteMode = chosen?.kind === 'phone' ? 'opi' : chosen?.kind === 'video' ? 'scheduled' : 'vri';
  return {
    mode,
    platform: chosen?.kind === 'video' ? chosen.slug : (meetingPlatforms(platforms)[0]?.slug ?? ''),
    language: preset.language ?? '',
    timing: mode === 'scheduled' ? 'scheduled' : 'now',
    date: '',
    startTime: '10:00',
    timeZone: '',
    duration: mode === 'scheduled' ? '60' : '30',
  };
}

/** Whether the session has a set start (and so needs a date and time). */
export function isScheduled(state: RemoteState): boolean {
  return state.mode === 'scheduled' || state.timing === 'scheduled';
}

const shape = () => remoteQuoteInputSchema().shape;

export function remoteCodecs(knownLanguage: (slug: string) => boolean, platforms: readonly PlatformOption[]): StateCodecs<RemoteState> {
  const meeting = new Set(meetingPlatforms(platforms).map((platform) => platform.slug));
  return {
    mode: choiceCodec('mode', remoteModes),
    platform: schemaCodec(
      'platform',
      () => unwrap(shape().platform),
      (slug) => meeting.has(slug),
    ),
    language: schemaCodec('language', () => shape().language, knownLanguage),
    timing: choiceCodec('when', remoteTimings),
    date: schemaCodec('date', () => unwrap(shape().date)),
    // The time select offers 15-minute steps, as booked sessions require.
    startTime: schemaCodec('time', () => onSiteQuoteInputSchema().shape.startTime),
    timeZone: schemaCodec('tz', () => shape().timeZone),
    duration: countCodec('minutes', () => shape().durationMinutes),
  };
}

export function remoteInput(state: RemoteState, problems: Problems): RemoteQuoteInput {
  const duration = readCount(state.duration);
  if (duration.kind === 'invalid') problems.duration = 'whole-number';
  const scheduled = isScheduled(state);
  return {
    mode: state.mode,
    language: state.language,
    // A blank duration is sent as 0 so that the engine asks for it by name.
    durationMinutes: duration.kind === 'number' ? duration.value : 0,
    ...(state.mode === 'scheduled' ? { platform: state.platform } : {}),
    ...(scheduled ? { date: state.date, startTime: state.startTime } : {}),
    timeZone: state.timeZone,
  };
}

/** Gives a scheduled session a date when it has none yet (a week ahead, on a weekday). */
export function withSessionDate(state: RemoteState, now: Date): RemoteState {
  return isScheduled(state) && !state.date ? { ...state, date: suggestedBookingDate(state.timeZone || DEFAULT_TIME_ZONE, now) } : state;
}
