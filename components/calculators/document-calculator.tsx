import { calculatorLanguages, tablesFor, type CalculatorSources } from '@/lib/calculators/data';
import { DOCUMENT_PREFIX, documentDefaults } from '@/lib/calculators/document-state';
import { t } from '@/lib/i18n/messages';
import { CalculatorFrame } from './calculator-frame';
import { CalculatorLayout } from './calculator-layout';
import { DocumentFields } from './document/document-fields';
import { FileDrop } from './document/file-drop';
import { calculatorAnchors, calculatorIds } from '@/lib/calculators/ids';
import { islandFor } from './island-source';
import { checkPreset } from '@/lib/calculators/presets';
import { ShellPanel } from './shell-panel';

interface Props {
  /** Preset source language on a language's service page, e.g. `spanish` (into English). */
  language?: string;
  /** The catalog slices and price tables, loaded by the page. */
  sources: CalculatorSources;
  /** Where the island fetches its data (service pages); without it the data is inline. */
  dataUrl?: string;
}

/** The document translation calculator: a server-rendered shell that becomes the live calculator. */
export function DocumentCalculator({ language, sources, dataUrl }: Props) {
  const { catalog, tables: allTables } = sources;
  const preset = checkPreset(language ? { language } : {}, catalog);
  const tables = tablesFor('document', allTables);
  const id = calculatorIds.document;
  return (
    <CalculatorFrame island={islandFor('document', preset, sources, dataUrl)} prefix={DOCUMENT_PREFIX} anchor={calculatorAnchors.document}>
      <CalculatorLayout
        id={id}
        title={t('calculators.document.title')}
        intro={t('calculators.document.intro')}
        fields={
          <DocumentFields
            id={id}
            state={documentDefaults(preset)}
            languages={calculatorLanguages('documents', catalog.languages)}
            tables={tables}
            t={t}
            errors={{}}
            files={<FileDrop id={id} t={t} />}
          />
        }
        panel={<ShellPanel id={id} t={t} />}
      />
    </CalculatorFrame>
  );
}
