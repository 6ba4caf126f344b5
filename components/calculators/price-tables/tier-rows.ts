import { t } from '@/lib/i18n/messages';
import { formatCents } from '@/lib/pricing/format';
import { tiers, type Tier } from '@/lib/pricing/table-schema';
import type { PriceRow } from './price-table';

/** One row per language tier, one cell per price list (e.g. certified per page, standard per word). */
export function tierRows(testId: string, columns: Record<Tier, number>[], unitKeys: string[]): PriceRow[] {
  return tiers.map((tier) => ({
    label: t(`calculators.tiers.${tier}`),
    testId: `${testId}-${tier}`,
    cells: columns.map((byTier, index) => t(`calculators.tables.per_${unitKeys[index] ?? 'page'}`, { price: formatCents(byTier[tier]) })),
  }));
}
