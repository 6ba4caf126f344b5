import type { ServiceId } from '@/lib/pricing/types';

/**
 * What an order is for, as the client's emails and order page speak of it: a certified
 * translation (the only work with a certificate), a translation, proofreading, a transcription,
 * or an interpreter on site or remotely.
 */
export const orderWorks = ['certified-translation', 'translation', 'proofreading', 'transcription', 'on-site', 'remote'] as const;
export type OrderWork = (typeof orderWorks)[number];

/** The work of an order, from the service its quote prices. */
export function orderWork(service: ServiceId): OrderWork {
  switch (service) {
    case 'certified-translation':
    case 'portuguese-immigration':
      return 'certified-translation';
    case 'standard-translation':
      return 'translation';
    case 'proofreading':
      return 'proofreading';
    case 'transcription':
      return 'transcription';
    case 'on-site-interpretation':
      return 'on-site';
    case 'remote-interpretation':
      return 'remote';
  }
}

/** An interpreter's session, whose delivery is the interpreter's report of its times. */
export const isInterpreting = (work: OrderWork): work is 'on-site' | 'remote' => work === 'on-site' || work === 'remote';
