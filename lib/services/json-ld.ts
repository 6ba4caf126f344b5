import type { Language, Location } from '@/lib/catalog';
import { absoluteUrl } from '@/lib/env';
import { site } from '@/lib/site';

/** English is the other side of every pair; it is not a catalog entry. */
const ENGLISH = { name: 'English', code: 'en' } as const;

export interface ServiceJsonLdInput {
  /** The page's own name for the service, usually its h1. */
  name: string;
  /** The service's catalog name: "Certified Document Translation". */
  serviceType: string;
  /** Canonical path of the page, with its trailing slash. */
  path: string;
  /** The city served, or none for the whole United States. */
  location?: Pick<Location, 'city' | 'state'>;
  /** Languages offered on this page besides English. */
  languages: readonly Pick<Language, 'name' | 'code'>[];
  /** The headline "from" price in cents and its unit. */
  price?: { cents: number; unit: string };
}

function areaServed(location: ServiceJsonLdInput['location']) {
  if (location === undefined) return { '@type': 'Country', name: 'United States' };
  return { '@type': 'City', name: location.city, containedInPlace: { '@type': 'State', name: location.state } };
}

/** `27.00` for 2700: schema.org prices are decimal strings, not formatted currency. */
export function decimalPrice(cents: number): string {
  return (cents / 100).toFixed(2);
}

/**
 * schema.org `Service` for a service page: who provides it, where, in which languages and from what
 * price. Kept to what the page does not already say in its meta tags: each variant page carries
 * this twice (HTML and RSC payload), ~3,000 times over.
 *
 * `Service` has no language property (`availableLanguage` belongs to ContactPoint, ServiceChannel
 * and a few place types), so the languages are what the provider knows: `knowsLanguage` on the
 * Organization, which the provider node shares by `@id` with the home page's.
 */
export function serviceJsonLd(input: ServiceJsonLdInput) {
  const languages = [...input.languages, ENGLISH].map((l) => ({ '@type': 'Language', name: l.name, alternateName: l.code }));
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: input.name,
    serviceType: input.serviceType,
    url: absoluteUrl(input.path),
    provider: { '@type': 'Organization', '@id': absoluteUrl('/#organization'), name: site.legalName, knowsLanguage: languages },
    areaServed: areaServed(input.location),
    ...(input.price === undefined
      ? {}
      : {
          offers: {
            '@type': 'Offer',
            priceCurrency: 'USD',
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              price: decimalPrice(input.price.cents),
              priceCurrency: 'USD',
              unitText: input.price.unit,
            },
          },
        }),
  };
}
