'use client';

import { useMemo } from 'react';
import { atTime, createCalculatorContext, type CalculatorData } from '@/lib/calculators/data';
import { createTranslator, type Messages } from '@/lib/i18n/translate';
import { useNow } from './use-now';

/** The translator over the `calculators` messages and the engine context at the current minute. */
export function useCalculatorBasics(messages: Messages, data: CalculatorData) {
  const t = useMemo(() => createTranslator({ calculators: messages }), [messages]);
  const base = useMemo(() => createCalculatorContext(data), [data]);
  const now = useNow();
  const ctx = useMemo(() => atTime(base, now), [base, now]);
  return { t, base, ctx };
}
