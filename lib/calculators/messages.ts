import type { CalculatorKind } from '@/lib/calculators/handoff';
import { getMessages } from '@/lib/i18n/messages';
import type { Messages } from '@/lib/i18n/translate';

/** Sections of `calculators` every island uses. */
const shared = ['fields', 'panel', 'live', 'actions', 'request', 'problems', 'units'];

/** The sections each island translates with; the price-table sections stay on the server. */
const sections: Record<CalculatorKind, string[]> = {
  document: [...shared, 'document', 'files', 'turnaround', 'addOns'],
  portuguese: [...shared, 'portuguese', 'turnaround', 'addOns'],
  'on-site': [...shared, 'interpreting', 'onSite'],
  remote: [...shared, 'interpreting', 'remote', 'zones'],
};

/**
 * The part of the `calculators` messages an island needs, passed to it as a
 * prop. Sections are the same objects for every island, so a page with
 * several calculators carries each once.
 */
export function calculatorMessages(kind: CalculatorKind): Messages {
  const all = getMessages().calculators;
  if (all === undefined || typeof all === 'string') throw new Error('locales/en.json → calculators: expected an object of messages');
  return Object.fromEntries(sections[kind].flatMap((name) => (all[name] === undefined ? [] : [[name, all[name]]])));
}
