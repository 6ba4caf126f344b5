import { tablesFor } from '@/lib/calculators/data';
import { getCalculatorSources } from '@/lib/calculators/load';
import { ON_SITE_PREFIX, onSiteDefaults } from '@/lib/calculators/on-site-state';
import { t } from '@/lib/i18n/messages';
import { CalculatorFrame } from './calculator-frame';
import { CalculatorLayout } from './calculator-layout';
import { calculatorAnchors, calculatorIds } from './ids';
import { islandFor, type IslandSource } from './island-source';
import { OnSiteFields } from './on-site/on-site-fields';
import { checkPreset } from '@/lib/calculators/presets';
import { ShellPanel } from './shell-panel';

interface Props {
  /** Preset language, e.g. `spanish`. */
  language?: string;
  /** Preset location, e.g. `houston-tx`. */
  location?: string;
  source?: IslandSource;
}

/** The on-site interpretation calculator: a server-rendered shell that becomes the live calculator. */
export function OnSiteCalculator({ language, location, source }: Props) {
  const { catalog, tables: allTables } = getCalculatorSources();
  const preset = checkPreset({ ...(language ? { language } : {}), ...(location ? { location } : {}) }, catalog);
  const tables = tablesFor('interpretation', allTables);
  const id = calculatorIds['on-site'];
  return (
    <CalculatorFrame island={islandFor('on-site', preset, source)} prefix={ON_SITE_PREFIX} anchor={calculatorAnchors['on-site']}>
      <CalculatorLayout
        id={id}
        title={t('calculators.onSite.title')}
        intro={t('calculators.onSite.intro')}
        fields={<OnSiteFields id={id} state={onSiteDefaults(preset)} languages={catalog.languages} locations={catalog.locations} tables={tables} t={t} errors={{}} />}
        panel={<ShellPanel id={id} t={t} />}
      />
    </CalculatorFrame>
  );
}
