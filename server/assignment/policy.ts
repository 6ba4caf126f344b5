export type Urgency = 'standard' | 'urgent' | 'rush';

const HOUR = 60 * 60 * 1000;

/** Rush when the deadline (or start) is under 24 h away, urgent under 72 h. */
export function urgencyFor(deadline: Date, now: Date): Urgency {
  const left = deadline.getTime() - now.getTime();
  if (left < 24 * HOUR) return 'rush';
  if (left < 72 * HOUR) return 'urgent';
  return 'standard';
}

/** How long a professional has to answer an offer. */
export const offerTtlMs: Record<Urgency, number> = {
  rush: 15 * 60 * 1000,
  urgent: HOUR,
  standard: 4 * HOUR,
};

/** Share of the client price paid to the professional, shown on the offer. */
const PROFESSIONAL_PAY_SHARE = 0.6;

export function professionalPayCents(clientTotalCents: number): number {
  return Math.round(clientTotalCents * PROFESSIONAL_PAY_SHARE);
}

export interface WavePolicy {
  waveSize: number;
  maxWaves: number;
}

/** The longest a client whose order nobody qualifies for waits to hear from us again (content/promises.yaml, `unstaffed-orders`). */
export const CLIENT_UPDATE_HOURS = 24;
/** Sooner before a session or due time: this many hours ahead of it. */
export const CLIENT_UPDATE_LEAD_HOURS = 2;

/**
 * When that client hears next at the latest: within CLIENT_UPDATE_HOURS, or CLIENT_UPDATE_LEAD_HOURS
 * before the session or due time when that is sooner, but never less than an hour away.
 */
export function clientUpdateBy(now: Date, due: Date): Date {
  const latest = now.getTime() + CLIENT_UPDATE_HOURS * HOUR;
  const beforeDue = due.getTime() - CLIENT_UPDATE_LEAD_HOURS * HOUR;
  return new Date(Math.min(latest, Math.max(now.getTime() + HOUR, beforeDue)));
}
