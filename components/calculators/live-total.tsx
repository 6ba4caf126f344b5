'use client';

import type { Translator } from '@/lib/i18n/translate';
import { formatCents, formatLongDate, formatMinutes } from '@/lib/pricing/format';
import { useDebounced } from './hooks/use-debounced';
import type { PanelState } from './quote-panel';

const settleMs = 900;

function sentence(panel: PanelState, t: Translator): string {
  if (panel.kind !== 'quote') return panel.kind === 'pending' ? '' : panel.message;
  const { quote } = panel;
  const total = formatCents(quote.totalCents);
  if (quote.delivery) return t('calculators.live.delivery', { total, date: formatLongDate(quote.delivery.date) });
  if (quote.billedMinutes !== undefined) return t('calculators.live.billed', { total, duration: formatMinutes(quote.billedMinutes) });
  return t('calculators.live.total', { total });
}

/** Announces the total politely once the visitor pauses, not on every keystroke. */
export function LiveTotal({ panel, t }: { panel: PanelState; t: Translator }) {
  const announced = useDebounced(sentence(panel, t), settleMs);
  return (
    <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {announced}
    </p>
  );
}
