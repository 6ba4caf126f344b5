import { calculatorLanguages, tablesFor, type CalculatorSources } from '@/lib/calculators/data';
import { ON_SITE_PREFIX, onSiteDefaults } from '@/lib/calculators/on-site-state';
import { t } from '@/lib/i18n/messages';
import { CalculatorFrame } from './calculator-frame';
import { CalculatorLayout } from './calculator-layout';
import { calculatorAnchors, calculatorIds } from '@/lib/calculators/ids';
import { islandFor } from './island-source';
import { OnSiteFields } from './on-site/on-site-fields';
import { checkPreset } from '@/lib/calculators/presets';
import { ShellPanel } from './shell-panel';

interface Props {
  /** Preset language, e.g. `spanish`. */
  language?: string;
  /** Preset location, e.g. `houston-tx`. */
  location?: string;
  /** The catalog slices and price tables, loaded by the page. */
  sources: CalculatorSources;
  /** Where the island fetches its data (service pages); without it the data is inline. */
  dataUrl?: string;
}

/** The on-site interpretation calculator: a server-rendered shell that becomes the live calculator. */
export function OnSiteCalculator({ language, location, sources, dataUrl }: Props) {
  const { catalog, tables: allTables } = sources;
  const preset = checkPreset({ ...(language ? { language } : {}), ...(location ? { location } : {}) }, catalog);
  const tables = tablesFor('interpretation', allTables);
  const id = calculatorIds['on-site'];
  return (
    <CalculatorFrame island={islandFor('on-site', preset, sources, dataUrl)} prefix={ON_SITE_PREFIX} anchor={calculatorAnchors['on-site']}>
      <CalculatorLayout
        id={id}
        title={t('calculators.onSite.title')}
        intro={t('calculators.onSite.intro')}
        fields={
          <OnSiteFields
            id={id}
            state={onSiteDefaults(preset)}
            languages={calculatorLanguages('interpreting', catalog.languages)}
            locations={catalog.locations}
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
