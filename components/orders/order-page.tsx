import { getMessages, t } from '@/lib/i18n/messages';
import type { Messages } from '@/lib/i18n/translate';
import { site } from '@/lib/site';
import { OrderPanel } from './order-panel';

function orderMessages(): Messages {
  const orders = getMessages().orders;
  if (typeof orders !== 'object') throw new Error('locales/en.json → orders: expected an object of messages');
  return orders;
}

/** `/orders/`: the heading and lead, and the panel that opens the order named by the link's token. */
export function OrderPage() {
  return (
    <section className="container section">
      <h1>{t('orders.title')}</h1>
      <p className="lead">{t('orders.lead')}</p>
      <OrderPanel messages={orderMessages()} contactEmail={site.email} />
    </section>
  );
}
