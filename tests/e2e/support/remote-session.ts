import { expect, type APIRequestContext } from '@playwright/test';
import { uniqueEmail } from './form-steps';

export const sessionTimeZone = 'America/New_York';

/** A wall-clock time in a zone, as a datetime-local input takes it: `2026-06-10T14:05`. */
export function wallTime(instant: number, timeZone: string): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .format(instant)
    .replace(' ', 'T');
}

/** The next quarter hour at least 20 minutes away: the soonest a session can be booked to start. */
export function nextSessionStart(): number {
  const quarter = 15 * 60_000;
  return Math.ceil((Date.now() + 20 * 60_000) / quarter) * quarter;
}

/**
 * Books an hour of remote Spanish interpreting on Zoom through the API, at the next quarter hour
 * at least 20 minutes away (bookings must be in the future), in New York time; resolves to the
 * receipt's order token and reference.
 */
export async function bookRemoteSession(
  request: APIRequestContext,
  meetingDetails: string,
  emailTag: string,
): Promise<{ orderToken: string; reference: string }> {
  const startsAt = nextSessionStart();
  const [date, startTime] = wallTime(startsAt, sessionTimeZone).split('T');
  const booked = await request.post('/api/v1.1/bookings', {
    data: {
      kind: 'remote',
      quote: { mode: 'scheduled', language: 'spanish', durationMinutes: 60, platform: 'zoom', date, startTime, timeZone: sessionTimeZone },
      booking: { platform: 'zoom', meetingDetails, dateTime: new Date(startsAt).toISOString(), timeZone: sessionTimeZone },
      name: 'Grace Lin',
      email: uniqueEmail(emailTag),
      preferredContactMethod: 'email',
      company_website: '',
      formFillMs: 60_000,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const receipt: unknown = await booked.json();
  const data: unknown = typeof receipt === 'object' && receipt !== null ? Reflect.get(receipt, 'data') : undefined;
  if (typeof data !== 'object' || data === null) throw new Error('the booking has no receipt');
  return { orderToken: String(Reflect.get(data, 'orderToken')), reference: String(Reflect.get(data, 'reference')) };
}
