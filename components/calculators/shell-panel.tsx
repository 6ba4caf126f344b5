import type { Translator } from '@/lib/i18n/translate';
import { QuoteActionsView } from './quote-actions-view';
import { QuotePanel } from './quote-panel';

/** The quote side of a server-rendered shell: the same box, waiting for the calculator. */
export function ShellPanel({ id, t }: { id: string; t: Translator }) {
  return <QuotePanel id={id} state={{ kind: 'pending' }} t={t} actions={<QuoteActionsView id={id} t={t} />} />;
}
