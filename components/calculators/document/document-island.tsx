'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import type { LanguageOption } from '@/lib/calculators/data';
import { DOCUMENT_PREFIX, documentCodecs, documentDefaults, documentInput } from '@/lib/calculators/document-state';
import { fileDocuments } from '@/lib/calculators/file-documents';
import type { CalculatorPreset } from '@/lib/calculators/presets';
import { hasProblems, type Problems } from '@/lib/calculators/problems';
import { sharedDocumentOf } from '@/lib/calculators/shared-documents';
import type { Messages } from '@/lib/i18n/translate';
import { quoteDocumentTranslation } from '@/lib/pricing/document';
import type { PriceTables } from '@/lib/pricing/table-schema';
import { WORD_COUNT_LIMITS } from '@/lib/wordcount/limits';
import styles from '../calculator.module.css';
import { calculatorIds } from '@/lib/calculators/ids';
import { liveControls } from '../fields/live-controls';
import { useCalculatorBasics } from '../hooks/use-calculator-basics';
import { addressWith, useQueryState } from '../hooks/use-query-state';
import { LiveCalculator } from '../live-calculator';
import { describeOutcome } from '../outcome';
import type { PanelState } from '../quote-panel';
import { DocumentFields, type DocumentField } from './document-fields';
import { FileDrop } from './file-drop';
import { FileList } from './file-list';
import { isCounted, type SharedRow } from './file-row';
import { useFileRows } from './use-file-rows';

export interface DocumentIslandProps {
  languages: LanguageOption[];
  tables: PriceTables;
  /** The `calculators` section of the locale messages. */
  messages: Messages;
  preset: CalculatorPreset;
  /** Files dropped on the server-rendered shell before this island loaded. */
  initialFiles?: File[];
}

const namedFields: readonly DocumentField[] = ['service', 'sourceLanguage', 'targetLanguage', 'turnaround', 'apostilles', 'countryOfUse', 'hardCopy'];

function fieldOf(path: string): DocumentField | undefined {
  const root = path.split('.')[0];
  return root === 'documents' ? 'count' : namedFields.find((field) => field === root);
}

/** The document translation calculator: files counted in the browser or typed counts, priced as you type. */
export function DocumentIsland({ languages, tables, messages, preset, initialFiles }: DocumentIslandProps) {
  const id = calculatorIds.document;
  const data = useMemo(() => ({ languages, tables, locations: [], platforms: [] }), [languages, tables]);
  const { t, base, ctx } = useCalculatorBasics(messages, data);
  const defaults = useMemo(() => documentDefaults(preset), [preset]);
  const codecs = useMemo(() => {
    const countries = new Set(tables.countries.map((country) => country.code));
    return documentCodecs(
      (slug) => base.language(slug) !== undefined,
      (code) => countries.has(code),
    );
  }, [base, tables]);
  const { state, update, touched } = useQueryState(DOCUMENT_PREFIX, codecs, defaults);
  const files = useFileRows(WORD_COUNT_LIMITS.maxFiles, t('calculators.files.failed'));
  const [dragging, setDragging] = useState(false);

  const { add } = files;
  const startedWith = useRef(false);
  useEffect(() => {
    if (startedWith.current || !initialFiles?.length) return;
    startedWith.current = true;
    add(initialFiles);
  }, [initialFiles, add]);

  // Documents of the link this page was opened with: counts without files, under a number.
  const sharedRows = useMemo(
    () =>
      state.shared.map((document, index): SharedRow => ({
        ...document,
        id: `s${index}`,
        status: 'shared',
        name: t('calculators.files.sharedName', { number: index + 1 }),
      })),
    [state.shared, t],
  );
  const isShared = (id: string) => sharedRows.some((row) => row.id === id);
  const updateShared = (id: string, change: (row: SharedRow) => SharedRow | undefined) =>
    update({ shared: sharedRows.flatMap((row) => (row.id === id ? (change(row) ?? []) : [row])).map(sharedDocumentOf) });

  const { input, result, problems } = useMemo(() => {
    const found: Problems = {};
    const counted = [...sharedRows, ...files.rows.filter(isCounted).map((row) => ({ ...row, name: row.file.name }))];
    const built = documentInput(state, fileDocuments(counted, found), found);
    return { input: built, result: hasProblems(found) ? undefined : quoteDocumentTranslation(built, ctx), problems: found };
  }, [state, sharedRows, files.rows, ctx]);

  const counting = files.rows.filter((row) => row.status === 'counting').length;
  // While a file is being counted, its words are on their way: the count is not missing yet.
  const outcome = describeOutcome(result, problems, t, fieldOf, (field) =>
    field === 'count'
      ? counting === 0 && (touched.has('count') || touched.has('documents') || files.rows.length > 0 || sharedRows.length > 0)
      : touched.has(field),
  );
  const waiting = counting > 0 ? 'calculators.files.countingPrompt' : 'calculators.document.addDocuments';
  const panel: PanelState = input.documents.length === 0 && outcome.panel.kind !== 'error' ? { kind: 'prompt', message: t(waiting) } : outcome.panel;
  const quote = result?.ok && counting === 0 ? result.quote : undefined;
  // A link can't carry files: it carries each counted file's counts, and says so when it is copied.
  const counted = files.rows.filter(isCounted).filter((row) => row.words > 0 || row.scannedPages > 0);
  const shareUrl = () => addressWith(DOCUMENT_PREFIX, codecs, { ...state, shared: [...state.shared, ...counted.map(sharedDocumentOf)] }, defaults);
  const shareNote = files.rows.length > 0 ? t('calculators.actions.copiedWithoutFiles') : undefined;

  return (
    <LiveCalculator
      id={id}
      t={t}
      title={t('calculators.document.title')}
      intro={t('calculators.document.intro')}
      panel={panel}
      status={counting > 0 ? <p className={styles.counting}>{t('calculators.files.countingStatus', { count: counting })}</p> : null}
      shareUrl={shareUrl}
      shareNote={shareNote}
      payload={quote && (() => ({ calculator: 'document', input, quote, files: files.rows.filter(isCounted).map((row) => row.file), shareUrl: shareUrl() }))}
      fields={
        <DocumentFields
          id={id}
          controls={liveControls}
          state={state}
          languages={languages}
          tables={tables}
          t={t}
          onChange={update}
          errors={outcome.errors}
          files={
            <FileDrop id={id} t={t} onFiles={add} dragging={dragging} onDragChange={setDragging}>
              {files.refused > 0 ? (
                <p className={styles['file-error']}>{t('calculators.files.refused', { count: files.refused, max: WORD_COUNT_LIMITS.maxFiles })}</p>
              ) : null}
              {sharedRows.length > 0 ? <p className={styles.note}>{t('calculators.files.sharedNote')}</p> : null}
              <FileList
                id={id}
                rows={[...sharedRows, ...files.rows]}
                t={t}
                errors={outcome.errors}
                onRemove={(row) => (isShared(row) ? updateShared(row, () => undefined) : files.remove(row))}
                onScannedWords={(row, text) =>
                  isShared(row) ? updateShared(row, (shared) => ({ ...shared, scannedWords: text })) : files.setScannedWords(row, text)
                }
              />
            </FileDrop>
          }
        />
      }
    />
  );
}
