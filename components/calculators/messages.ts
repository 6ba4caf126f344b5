import { getMessages } from '@/lib/i18n/messages';
import type { Messages } from '@/lib/i18n/translate';

/** The `calculators` section of the locale messages: the islands get it as a prop and translate with it. */
export function calculatorMessages(): Messages {
  const section = getMessages().calculators;
  if (section === undefined || typeof section === 'string') throw new Error('locales/en.json → calculators: expected an object of messages');
  return section;
}
