import { tiers, type PriceTables, type Tier } from './table-schema';
import type { LineUnit, ServiceId } from './types';

/** Remote interpretation has three price lists: phone and video on demand, and scheduled sessions. */
export type FromPriceId = Exclude<ServiceId, 'remote-interpretation'> | 'phone-interpretation' | 'video-interpretation' | 'scheduled-remote-interpretation';

export interface FromPrice {
  id: FromPriceId;
  unit: LineUnit;
  /** The lowest unit price: "from $27.00 a page". */
  fromCents: number;
  /** The unit price per language tier, where the service is tiered. */
  byTier?: Record<Tier, number>;
  minimumCents?: number;
  minimumMinutes?: number;
}

function tiered(id: FromPriceId, unit: LineUnit, byTier: Record<Tier, number>, extra: Partial<FromPrice> = {}): FromPrice {
  return { id, unit, fromCents: Math.min(...tiers.map((tier) => byTier[tier])), byTier, ...extra };
}

/** The "from" price of each service, and by tier where it is tiered, for service pages and /pricing/. */
export function fromPrices(tables: PriceTables): Record<FromPriceId, FromPrice> {
  const { document, interpretation, transcription, portugueseImmigration } = tables;
  const { onSite, remote } = interpretation;
  return {
    'certified-translation': tiered('certified-translation', 'page', document.certified.perPageCents),
    'standard-translation': tiered('standard-translation', 'word', document.standard.perWordCents, {
      minimumCents: document.standard.minimumCents,
    }),
    proofreading: {
      id: 'proofreading',
      unit: 'word',
      fromCents: document.proofreading.perWordCents,
      minimumCents: document.proofreading.minimumCents,
    },
    transcription: { id: 'transcription', unit: 'minute', fromCents: transcription.perMinuteCents },
    'portuguese-immigration': {
      id: 'portuguese-immigration',
      unit: 'document',
      fromCents: Math.min(...portugueseImmigration.documents.map((entry) => entry.priceCents)),
    },
    'on-site-interpretation': tiered('on-site-interpretation', 'hour', onSite.hourlyCents, {
      minimumMinutes: onSite.minimumMinutes,
    }),
    'phone-interpretation': tiered('phone-interpretation', 'minute', remote.onDemand.opi.perMinuteCents),
    'video-interpretation': tiered('video-interpretation', 'minute', remote.onDemand.vri.perMinuteCents),
    'scheduled-remote-interpretation': tiered('scheduled-remote-interpretation', 'hour', remote.scheduled.hourlyCents, {
      minimumMinutes: remote.scheduled.minimumMinutes,
    }),
  };
}
