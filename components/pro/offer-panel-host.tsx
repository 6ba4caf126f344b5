import { getMessages, t } from '@/lib/i18n/messages';
import type { Messages } from '@/lib/i18n/translate';
import { site } from '@/lib/site';
import { OfferPanel } from './offer-panel';

function offerMessages(): Messages {
  const pro = getMessages().pro;
  const offer = typeof pro === 'object' ? pro.offer : undefined;
  if (typeof offer !== 'object') throw new Error('locales/en.json → pro.offer: expected an object of messages');
  return offer;
}

/**
 * The offer panel with what it needs resolved at build time: its messages, the business time
 * zone that document deadlines are set in (the turnaround table's), and the vendors' address.
 */
export function OfferPanelHost({ timeZone }: { timeZone: string }) {
  return <OfferPanel messages={offerMessages()} loading={t('pro.offer.loading')} timeZone={timeZone} contactEmail={site.careersEmail} />;
}
