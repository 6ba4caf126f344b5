import type { Platform, ServiceId, ServiceVariant, VariantServiceId } from '@/lib/catalog';
import type { FromPrice, FromPriceId, LineUnit, PriceTables, Tier, TravelZone } from '@/lib/pricing';
import { placeName } from './labels';

/** One price a page shows: "$27.00 a page", with its minimum where there is one. */
export interface PriceLine {
  id: FromPriceId;
  cents: number;
  unit: LineUnit;
  /** The price in each tier, on pages without a language (where `cents` is the lowest). */
  byTier?: Record<Tier, number>;
  minimumCents?: number;
  minimumMinutes?: number;
}

/** Per interpreter and assignment: a city's fee (zero in the metro core), or each zone's fee on pages without a city. */
export type TravelFee = { kind: 'zone'; place: string; zone: TravelZone; cents: number } | { kind: 'zones'; cents: Record<TravelZone, number> };

/** The prices a variant page shows, all computed from the price tables by the pricing engine. */
export interface VariantPrice {
  /** The headline: "from $27.00 a page". */
  from: PriceLine;
  /** Other prices of the same service, at the same tier. */
  more: PriceLine[];
  /** The language's tier, or null on pages without a language (prices are then "from" the lowest tier). */
  tier: Tier | null;
  /** On-site pages: the city's travel zone and fee, or every zone's fee on pages without a city. */
  travel?: TravelFee;
}

/** The price lists of each service, headline first. */
const servicePriceIds: Record<ServiceId, readonly FromPriceId[]> = {
  'document-translation': ['certified-translation', 'standard-translation'],
  'on-site-interpretation': ['on-site-interpretation'],
  'remote-interpretation': ['scheduled-remote-interpretation', 'phone-interpretation', 'video-interpretation'],
  proofreading: ['proofreading'],
  transcription: ['transcription'],
};

const platformPriceId: Record<Platform['kind'], FromPriceId> = {
  video: 'scheduled-remote-interpretation',
  phone: 'phone-interpretation',
  vri: 'video-interpretation',
};

/** A "from" price at a tier; without a tier, the lowest price and, where tiered, every tier's. */
function priceLine(price: FromPrice, tier: Tier | null): PriceLine {
  const line: PriceLine = { id: price.id, cents: price.fromCents, unit: price.unit };
  if (price.byTier !== undefined) {
    if (tier === null) line.byTier = price.byTier;
    else line.cents = price.byTier[tier];
  }
  if (price.minimumCents !== undefined) line.minimumCents = price.minimumCents;
  if (price.minimumMinutes !== undefined) line.minimumMinutes = price.minimumMinutes;
  return line;
}

/** A service's prices, headline first, for the overview and listing pages. */
export function servicePrices(serviceId: ServiceId, prices: Record<FromPriceId, FromPrice>): PriceLine[] {
  return servicePriceIds[serviceId].map((id) => priceLine(prices[id], null));
}

function travelFee(variant: ServiceVariant, fees: Record<TravelZone, number>): TravelFee {
  if (variant.kind === 'location' || variant.kind === 'pair') {
    const zone = variant.location.travelZone;
    return { kind: 'zone', place: placeName(variant.location), zone, cents: fees[zone] };
  }
  return travelByZone(fees);
}

/** The fee of every travel zone, for pages without a city. */
export function travelByZone(fees: Record<TravelZone, number>): TravelFee {
  return { kind: 'zones', cents: { ...fees } };
}

/**
 * The prices of one variant page: the language's tier on language and pair pages, the lowest tier
 * elsewhere; the city's travel fee on on-site city pages; a platform's own price list first.
 */
export function variantPrice(
  serviceId: VariantServiceId,
  variant: ServiceVariant,
  prices: Record<FromPriceId, FromPrice>,
  tables: Pick<PriceTables, 'interpretation'>,
): VariantPrice {
  const tier = variant.kind === 'language' || variant.kind === 'pair' ? variant.language.tier : null;
  const ids = servicePriceIds[serviceId];
  const first = variant.kind === 'platform' ? platformPriceId[variant.platform.kind] : ids[0];
  const ordered = first === undefined ? ids : [first, ...ids.filter((id) => id !== first)];
  const [from, ...more] = ordered.map((id) => priceLine(prices[id], tier));
  if (from === undefined) throw new Error(`No prices are defined for "${serviceId}"`);
  const result: VariantPrice = { from, more, tier };
  if (serviceId === 'on-site-interpretation') result.travel = travelFee(variant, tables.interpretation.onSite.travelFeeCents);
  return result;
}
