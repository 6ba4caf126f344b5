import { calculatorLanguages, tablesFor, type CalculatorSources } from '@/lib/calculators/data';
import { REMOTE_PREFIX, remoteDefaults } from '@/lib/calculators/remote-state';
import { t } from '@/lib/i18n/messages';
import { CalculatorFrame } from './calculator-frame';
import { CalculatorLayout } from './calculator-layout';
import { calculatorAnchors, calculatorIds } from '@/lib/calculators/ids';
import { islandFor } from './island-source';
import { checkPreset } from '@/lib/calculators/presets';
import { RemoteFields } from './remote/remote-fields';
import { ShellPanel } from './shell-panel';

interface Props {
  /** Preset language, e.g. `japanese`. */
  language?: string;
  /** Preset platform, e.g. `zoom` (a scheduled session), `phone-interpreting` or `video-remote-interpreting`. */
  platform?: string;
  /** The catalog slices and price tables, loaded by the page. */
  sources: CalculatorSources;
  /** Where the island fetches its data (service pages); without it the data is inline. */
  dataUrl?: string;
}

/** The remote interpretation calculator: a server-rendered shell that becomes the live calculator. */
export function RemoteCalculator({ language, platform, sources, dataUrl }: Props) {
  const { catalog, tables: allTables } = sources;
  const preset = checkPreset({ ...(language ? { language } : {}), ...(platform ? { platform } : {}) }, catalog);
  const tables = tablesFor('interpretation', allTables);
  const id = calculatorIds.remote;
  return (
    <CalculatorFrame island={islandFor('remote', preset, sources, dataUrl)} prefix={REMOTE_PREFIX} anchor={calculatorAnchors.remote}>
      <CalculatorLayout
        id={id}
        title={t('calculators.remote.title')}
        intro={t('calculators.remote.intro')}
        fields={
          <RemoteFields
            id={id}
            state={remoteDefaults(catalog.platforms, preset)}
            languages={calculatorLanguages('interpreting', catalog.languages)}
            platforms={catalog.platforms}
            tables={tables}
            t={t}
            errors={{}}
          />
        }
        panel={<ShellPanel id={id} t={t} />}
      />
    </CalculatorFrame>
  );
}
