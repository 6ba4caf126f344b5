import { joinList } from '@/lib/catalog/copy/text';
import { t } from '@/lib/i18n/messages';
import { formatCents, type LineUnit, type Tier, type TravelZone } from '@/lib/pricing';
import type { PriceLine, TravelFee } from './prices';

/** "$27.00 a page". */
export function unitPrice(cents: number, unit: LineUnit): string {
  return `${formatCents(cents)} ${t(`catalog.unit.${unit}`)}`;
}

/** "From $27.00 a page". */
export function fromText(line: Pick<PriceLine, 'cents' | 'unit'>): string {
  return t('catalog.price.from', { amount: formatCents(line.cents), unit: t(`catalog.unit.${line.unit}`) });
}

/** "2-hour", "30-minute": the adjective form for "a 2-hour minimum". */
function durationAdjective(minutes: number): string {
  return minutes % 60 === 0 ? `${minutes / 60}-hour` : `${minutes}-minute`;
}

/** The conditions of a price line: "$35.00 minimum per order", "2-hour minimum"; empty when none. */
export function lineConditions(line: PriceLine): string[] {
  const notes: string[] = [];
  if (line.minimumCents !== undefined) notes.push(t('catalog.price.minimumCents', { amount: formatCents(line.minimumCents) }));
  if (line.minimumMinutes !== undefined) notes.push(t('catalog.price.minimumMinutes', { duration: durationAdjective(line.minimumMinutes) }));
  return notes;
}

/** "Common languages $27.00, standard $32.00, rare $42.00." */
export function byTierText(byTier: Record<Tier, number>): string {
  return t('catalog.price.byTier', {
    common: formatCents(byTier.common),
    standard: formatCents(byTier.standard),
    rare: formatCents(byTier.rare),
  });
}

/** "none in zone 1, $35.00 in zone 2 and $150.00 in zone 4": each zone's fee, in zone order. */
function feesByZone(cents: Record<TravelZone, number>): string {
  const zones = Object.entries(cents).sort(([a], [b]) => Number(a) - Number(b));
  return joinList(
    zones.map(([zone, fee]) =>
      fee === 0 ? t('catalog.price.travelZoneNone', { zone }) : t('catalog.price.travelZoneFee', { amount: formatCents(fee), zone }),
    ),
  );
}

/** "Travel fee for Austin, TX: $35.00 per interpreter (travel zone 2)." or every zone's fee on pages without a city. */
export function travelText(travel: TravelFee): string {
  if (travel.kind === 'zones') return t('catalog.price.travelByZone', { fees: feesByZone(travel.cents) });
  const { place, zone } = travel;
  if (travel.cents === 0) return t('catalog.price.noTravelFee', { place, zone });
  return t('catalog.price.travelFee', { place, amount: formatCents(travel.cents), zone });
}
