import { EditorialPage } from '@/components/content/editorial-page';
import type { CalculatorSources } from '@/lib/calculators/data';
import type { Service, VariantServiceId } from '@/lib/catalog';
import type { EditorialPage as EditorialPageData } from '@/lib/content/pages';
import { t } from '@/lib/i18n/messages';
import type { ServicesData } from '@/lib/services/data.server';
import { serviceLabel } from '@/lib/services/labels';
import { calculatorAnchorOf } from '@/lib/services/quote-link';
import { AboutService } from './about-service';
import { EmbeddedCalculator } from './embedded-calculator';
import { LanguageIndex } from './language-index';
import { LocationIndex } from './location-index';
import { PlatformIndex } from './platform-index';
import { ServicePrices } from './service-prices';
import styles from './service-listing.module.css';

/**
 * A service's listing page: the editorial copy from content/pages/<serviceId>.md (how it works, which
 * sends the visitor to the calculator), the service's calculator, then the catalog's facts, its prices
 * and the indexes that link every variant page.
 */
interface Props {
  serviceId: VariantServiceId;
  /** The service's catalog entry. */
  service: Service;
  /** content/pages/<serviceId>.md */
  page: EditorialPageData;
  data: ServicesData;
  /** The calculator's sources and the address of its data file, fetched when it activates. */
  calculator: { sources: CalculatorSources; dataUrl: string };
}

export function ServiceListing({ serviceId, service, page, data, calculator }: Props) {
  const trail = [
    { name: t('nav.services'), path: '/services/' },
    { name: serviceLabel(serviceId), path: `/services/${serviceId}/` },
  ];
  return (
    <EditorialPage
      page={page}
      trail={trail}
      actions={
        <a href={`#${calculatorAnchorOf(serviceId)}`} className="button button-accent">
          {t('catalog.quote.cta')}
        </a>
      }
    >
      <div className={styles.calculator}>
        <EmbeddedCalculator serviceId={serviceId} preset={{}} sources={calculator.sources} dataUrl={calculator.dataUrl} />
      </div>
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
