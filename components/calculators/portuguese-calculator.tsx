import { tablesFor, type CalculatorSources } from '@/lib/calculators/data';
import { PORTUGUESE_PREFIX, portugueseDefaults } from '@/lib/calculators/portuguese-state';
import { t } from '@/lib/i18n/messages';
import { CalculatorFrame } from './calculator-frame';
import { CalculatorLayout } from './calculator-layout';
import { calculatorAnchors, calculatorIds } from '@/lib/calculators/ids';
import { islandFor } from './island-source';
import { PortugueseFields } from './portuguese/portuguese-fields';
import { ShellPanel } from './shell-panel';

/** The Portuguese immigration package calculator: a server-rendered shell that becomes the live calculator. */
export function PortugueseCalculator({ sources }: { sources: CalculatorSources }) {
  const tables = tablesFor('portuguese', sources.tables);
  const id = calculatorIds.portuguese;
  return (
    <CalculatorFrame island={islandFor('portuguese', {}, sources)} prefix={PORTUGUESE_PREFIX} anchor={calculatorAnchors.portuguese}>
      <CalculatorLayout
        id={id}
        title={t('calculators.portuguese.title')}
        intro={t('calculators.portuguese.intro')}
        fields={<PortugueseFields id={id} state={portugueseDefaults(tables.portugueseImmigration)} tables={tables} t={t} errors={{}} />}
        panel={<ShellPanel id={id} t={t} />}
      />
    </CalculatorFrame>
  );
}
