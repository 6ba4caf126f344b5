import type { CalculatorSources } from '@/lib/calculators/data';
import type { CalculatorKind } from '@/lib/calculators/handoff';
import { islandProps } from '@/lib/calculators/island-props';
import type { CalculatorPreset } from '@/lib/calculators/presets';
import { t } from '@/lib/i18n/messages';
import type { FetchedSpec } from './calculator-frame';
import { specOf, type IslandSpec } from './island-spec';

/**
 * The frame's island for a calculator of `kind` with this preset. Without `dataUrl` (/pricing/) its
 * data is passed as props in the page; with it (service pages, ~3,000 of them) the page carries
 * only the preset and the address of the build's data file, which the island fetches when it activates.
 */
export function islandFor(kind: CalculatorKind, preset: CalculatorPreset, sources: CalculatorSources, dataUrl?: string): IslandSpec | FetchedSpec {
  if (dataUrl === undefined) return specOf(islandProps(kind, sources), preset);
  return {
    kind,
    preset,
    dataUrl,
    labels: { failed: t('calculators.live.loadFailed'), retry: t('calculators.live.retry') },
  };
}
