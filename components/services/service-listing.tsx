import { EditorialPage } from '@/components/content/editorial-page';
import type { VariantServiceId } from '@/lib/catalog';
import { t } from '@/lib/i18n/messages';
import { getService } from '@/lib/services/data';
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
export function ServiceListing({ serviceId }: { serviceId: VariantServiceId }) {
  const trail = [
    { name: t('nav.services'), path: '/services/' },
    { name: serviceLabel(serviceId), path: `/services/${serviceId}/` },
  ];
  return (
    <EditorialPage slug={serviceId} trail={trail}>
      <div className={styles.facts}>
        <AboutService service={getService(serviceId)} />
        <ServicePrices serviceId={serviceId} />
      </div>
      {serviceId === 'remote-interpretation' ? <PlatformIndex /> : null}
      <LanguageIndex serviceId={serviceId} />
      <LocationIndex serviceId={serviceId} />
    </EditorialPage>
  );
}
