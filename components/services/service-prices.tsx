import { AppLink } from '@/components/ui/app-link';
import type { VariantServiceId } from '@/lib/catalog';
import { t } from '@/lib/i18n/messages';
import type { ServicesData } from '@/lib/services/data.server';
import { travelText } from '@/lib/services/price-text';
import { servicePrices, travelByZone } from '@/lib/services/prices';
import { PriceLines } from './price-lines';

/** A listing page's prices: each price list of the service "from" the lowest tier, with every tier's price. */
export function ServicePrices({ serviceId, data }: { serviceId: VariantServiceId; data: ServicesData }) {
  const { prices, tables } = data;
  return (
    <section aria-labelledby="prices" className="prose">
      <h2 id="prices">{t('catalog.listing.prices')}</h2>
      <PriceLines lines={servicePrices(serviceId, prices)} />
      {serviceId === 'on-site-interpretation' ? <p>{travelText(travelByZone(tables.interpretation.onSite.travelFeeCents))}</p> : null}
      <p>
        <AppLink href="/pricing/">{t('catalog.listing.pricesLink')}</AppLink>
      </p>
    </section>
  );
}
