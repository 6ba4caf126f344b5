import { OrderPage } from '@/components/orders/order-page';
import { t } from '@/lib/i18n/messages';
import { pageMetadata } from '@/lib/seo/metadata';

// Private: opened only from the link in the client's email; never indexed, not in the sitemap.
export const metadata = pageMetadata({ title: t('orders.title'), description: t('orders.description'), path: '/orders/', noindex: true });

export default function OrdersPage() {
  return <OrderPage />;
}
