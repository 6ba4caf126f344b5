import { EditorialPage } from '@/components/content/editorial-page';
import type { Service, VariantServiceId } from '@/lib/catalog';
import type { EditorialPage as EditorialPageData } from '@/lib/content/pages';
import { t } from '@/lib/i18n/messages';
import type { ServicesData } from '@/lib/services/data.server';
import { serviceLabel } from '@/lib/services/labels';
import { AboutService } from './about-service';
import { LanguageIndex } from './language-index';
import { LocationIndex } from './location-index';
import { PlatformIndex } from './platform-index';
import { ServicePrices } from './service-prices';
import styles from './service-listing.module.css';

/**
 * A service's listing page: the editorial copy from content/pages/<serviceId>.md (how it works),
 * then the catalog's facts, its prices and the indexes that link every variant page.
 */
interface Props {
  serviceId: VariantServiceId;
  /** The service's catalog entry. */
  service: Service;
  /** content/pages/<serviceId>.md */
  page: EditorialPageData;
  data: ServicesData;
}

export function ServiceListing({ serviceId, service, page, data }: Props) {
  const trail = [
    { name: t('nav.services'), path: '/services/' },
    { name: serviceLabel(serviceId), path: `/services/${serviceId}/` },
  ];
  return (
    <EditorialPage page={page} trail={trail}>
      <div className={styles.facts}>
        <AboutService service={service} />
        <ServicePrices serviceId={serviceId} data={data} />
      </div>
      {serviceId === 'remote-interpretation' ? <PlatformIndex data={data} /> : null}
      <LanguageIndex serviceId={serviceId} data={data} />
      <LocationIndex serviceId={serviceId} data={data} />
    </EditorialPage>
  );
}
