import { AppLink } from '@/components/ui/app-link';
import { isVariantServiceId, servicePath, type Service } from '@/lib/catalog';
import { t } from '@/lib/i18n/messages';
import type { ServicesData } from '@/lib/services/data.server';
import { serviceLabel } from '@/lib/services/labels';
import { servicePrices } from '@/lib/services/prices';
import { FromPrice } from './from-price';
import { PriceLines } from './price-lines';
import styles from './service-overview.module.css';

function ServiceSection({ service, prices }: { service: Service; prices: ServicesData['prices'] }) {
  const lines = servicePrices(service.id, prices);
  const [from] = lines;
  const name = serviceLabel(service.id).toLowerCase();
  const more = isVariantServiceId(service.id)
    ? { href: servicePath(service.id), text: t('catalog.overview.explore', { service: name }) }
    : { href: '/pricing/', text: t('catalog.overview.pricing', { service: name }) };
  // A single price without tiers says everything in its "from" line.
  const detailed = lines.length > 1 || lines.some((line) => line.byTier !== undefined);
  return (
    <section id={service.id} aria-labelledby={`${service.id}-heading`} className={styles.service}>
      <h2 id={`${service.id}-heading`}>{service.name}</h2>
      <div className={styles.columns}>
        <div>
          <p className="lead">{service.summary}</p>
          <p>{service.description}</p>
          <ul>
            {service.included.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
        <div>
          {from ? <FromPrice line={from} /> : null}
          {detailed ? <PriceLines lines={lines} /> : null}
          <p>{t('catalog.overview.timing', { label: service.timing.label, text: service.timing.text })}</p>
          <AppLink href={more.href} className="button">
            {more.text}
          </AppLink>
        </div>
      </div>
    </section>
  );
}

/** All five services from the catalog, each under its own anchor (`#proofreading`, `#transcription`). */
export function ServiceOverview({ data }: { data: ServicesData }) {
  return data.catalog.services.map((service) => <ServiceSection key={service.id} service={service} prices={data.prices} />);
}
