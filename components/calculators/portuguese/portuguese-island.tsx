'use client';

import { useCallback, useMemo } from 'react';
import {
  normalizePortuguese,
  PORTUGUESE_PREFIX,
  portugueseCodecs,
  portugueseDefaults,
  portugueseInput,
  type PortugueseState,
} from '@/lib/calculators/portuguese-state';
import { hasProblems, type Problems } from '@/lib/calculators/problems';
import type { Messages } from '@/lib/i18n/translate';
import { quotePortugueseImmigration } from '@/lib/pricing/portuguese';
import type { PriceTables } from '@/lib/pricing/table-schema';
import { calculatorIds } from '@/lib/calculators/ids';
import { useCalculatorBasics } from '../hooks/use-calculator-basics';
import { addressWith, useQueryState } from '../hooks/use-query-state';
import { LiveCalculator } from '../live-calculator';
import { describeOutcome } from '../outcome';
import { PortugueseFields, type PortugueseField } from './portuguese-fields';

export interface PortugueseIslandProps {
  tables: PriceTables;
  messages: Messages;
}

const namedFields: readonly PortugueseField[] = ['direction', 'variant', 'countryOfUse', 'turnaround', 'apostilles', 'hardCopy'];

function fieldOf(path: string): PortugueseField | undefined {
  const [root, index] = path.split('.');
  if (root === 'documents') return index === undefined ? 'documents' : undefined;
  return namedFields.find((field) => field === root);
}

/** The Portuguese immigration package: flat prices per document, with turnaround and add-ons. */
export function PortugueseIsland({ tables, messages }: PortugueseIslandProps) {
  const id = calculatorIds.portuguese;
  const table = tables.portugueseImmigration;
  const data = useMemo(() => ({ languages: [], tables, locations: [], platforms: [] }), [tables]);
  const { t, ctx } = useCalculatorBasics(messages, data);
  const defaults = useMemo(() => portugueseDefaults(table), [table]);
  const codecs = useMemo(() => portugueseCodecs(table), [table]);
  const normalize = useCallback((state: PortugueseState) => normalizePortuguese(state, table), [table]);
  const { state, update, touched } = useQueryState(PORTUGUESE_PREFIX, codecs, defaults, normalize);
  const onChange = useCallback((patch: Partial<PortugueseState>) => update(patch, normalize), [update, normalize]);

  const { input, result, problems } = useMemo(() => {
    const found: Problems = {};
    const built = portugueseInput(state, table, found);
    return { input: built, result: hasProblems(found) ? undefined : quotePortugueseImmigration(built, ctx), problems: found };
  }, [state, table, ctx]);

  const outcome = describeOutcome(result, problems, t, fieldOf, (field) => (field === 'documents' ? touched.has('quantities') : touched.has(field)));
  const panel = input.documents.length === 0 ? { kind: 'prompt' as const, message: t('calculators.portuguese.addDocuments') } : outcome.panel;
  const quote = result?.ok ? result.quote : undefined;
  const shareUrl = () => addressWith(PORTUGUESE_PREFIX, codecs, state, defaults);

  return (
    <LiveCalculator
      id={id}
      t={t}
      title={t('calculators.portuguese.title')}
      intro={t('calculators.portuguese.intro')}
      panel={panel}
      shareUrl={shareUrl}
      payload={quote && (() => ({ calculator: 'portuguese', input, quote, files: [], shareUrl: shareUrl() }))}
      fields={<PortugueseFields id={id} state={state} tables={tables} t={t} onChange={onChange} errors={outcome.errors} />}
    />
  );
}
