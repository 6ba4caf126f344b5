import type { Metadata } from 'next';
import { OrderPage } from '@/components/orders/order-page';
import { absoluteUrl } from '@/lib/env';
import { t } from '@/lib/i18n/messages';

// Private: opened only from the link in the client's email; never indexed, not in the sitemap,
// and without a share card (there is nothing to share).
export const metadata: Metadata = {
  title: t('orders.title'),
  description: t('orders.description'),
  alternates: { canonical: absoluteUrl('/orders/') },
  robots: { index: false, follow: false },
};

export default function OrdersPage() {
  return <OrderPage />;
}
