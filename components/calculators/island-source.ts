import type { CalculatorKind } from '@/lib/calculators/handoff';
import { islandDataUrl, islandProps } from '@/lib/calculators/island-data';
import type { CalculatorPreset } from '@/lib/calculators/presets';
import { t } from '@/lib/i18n/messages';
import type { FetchedSpec } from './calculator-frame';
import { specOf, type IslandSpec } from './island-spec';

/**
 * Where a calculator's island gets its data. `inline` (the default, /pricing/) passes it as props
 * in the page; `fetched` (service pages, ~3,000 of them) passes only the preset and the address of
 * the build's data file, which the island fetches when it activates.
 */
export type IslandSource = 'inline' | 'fetched';

/** The frame's island for a calculator of `kind` with this preset. */
export function islandFor(kind: CalculatorKind, preset: CalculatorPreset, source: IslandSource = 'inline'): IslandSpec | FetchedSpec {
  if (source === 'inline') return specOf(islandProps(kind), preset);
  return {
    kind,
    preset,
    dataUrl: islandDataUrl(kind),
    labels: { failed: t('calculators.live.loadFailed'), retry: t('calculators.live.retry') },
  };
}
