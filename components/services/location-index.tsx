import { AppLink } from '@/components/ui/app-link';
import { pairLanguagesOf, servicePath, type Catalog, type Location, type VariantServiceId } from '@/lib/catalog';
import { t } from '@/lib/i18n/messages';
import type { ServicesData } from '@/lib/services/data.server';
import { placeName, variantLinkText } from '@/lib/services/labels';
import { hasOwnPage } from '@/lib/services/page-variants';
import styles from './indexes.module.css';

/** A city's language-in-city pages, for those that have one (`hasOwnPage`); nothing otherwise. */
function CityPairs({ serviceId, location, catalog }: { serviceId: VariantServiceId; location: Location; catalog: Catalog }) {
  const pairs = pairLanguagesOf(serviceId, location, catalog)
    .map((language) => ({ kind: 'pair', language, location }) as const)
    .filter((pair) => hasOwnPage(serviceId, pair, catalog));
  if (pairs.length === 0) return null;
  return (
    <ul className={styles.pairs} aria-label={t('catalog.listing.cityLanguages', { place: placeName(location) })}>
      {pairs.map((pair) => (
        <li key={pair.language.slug}>
          <AppLink href={servicePath(serviceId, pair)} prefetch={false} aria-label={variantLinkText(serviceId, pair)}>
            {pair.language.name}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * Cities by state, each followed by its language-in-city pages where there are any: together they
 * link every city and language-in-city page of the service. Visible text stays short; the accessible
 * name says the whole destination. None of these links prefetch.
 */
export function LocationIndex({ serviceId, data }: { serviceId: VariantServiceId; data: ServicesData }) {
  const { stateGroups, catalog } = data;
  return (
    <section aria-labelledby="locations" className={styles.index}>
      <h2 id="locations">{t('catalog.listing.locations')}</h2>
      <p>{t('catalog.listing.locationsIntro')}</p>
      <div className={styles.states}>
        {stateGroups.map(({ state, stateCode, locations }) => (
          <div key={stateCode} className={styles.group}>
            <h3 id={`state-${stateCode.toLowerCase()}`}>{state}</h3>
            <ul className={styles.cities}>
              {locations.map((location) => {
                const city = { kind: 'location', location } as const;
                return (
                  <li key={location.slug}>
                    <AppLink href={servicePath(serviceId, city)} prefetch={false} aria-label={variantLinkText(serviceId, city)} className={styles.city}>
                      {location.city}
                    </AppLink>
                    <CityPairs serviceId={serviceId} location={location} catalog={catalog} />
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
