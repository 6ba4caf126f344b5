import { describe, expect, it } from 'vitest';
import { decimalPrice, serviceJsonLd } from '@/lib/services/json-ld';
import { absoluteUrl } from '@/lib/env';

const base = {
  name: 'Spanish Interpreters in Houston, TX',
  serviceType: 'On-Site Interpretation',
  path: '/services/on-site-interpretation/spanish-in-houston-tx/',
};

describe('serviceJsonLd', () => {
  it('describes a city page: City in its State, the language and English, the price', () => {
    const data = serviceJsonLd({
      ...base,
      location: { city: 'Houston', state: 'Texas' },
      languages: [{ name: 'Spanish', code: 'es' }],
      price: { cents: 9500, unit: 'hour' },
    });
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: base.name,
      serviceType: 'On-Site Interpretation',
      url: absoluteUrl(base.path),
      provider: { '@type': 'Organization', '@id': absoluteUrl('/#organization') },
      areaServed: { '@type': 'City', name: 'Houston', containedInPlace: { '@type': 'State', name: 'Texas' } },
      offers: { '@type': 'Offer', priceCurrency: 'USD', priceSpecification: { price: '95.00', priceCurrency: 'USD', unitText: 'hour' } },
    });
    expect(data.provider.knowsLanguage).toEqual([
      { '@type': 'Language', name: 'Spanish', alternateName: 'es' },
      { '@type': 'Language', name: 'English', alternateName: 'en' },
    ]);
  });

  it('serves the whole country when the page has no city, and leaves offers out without a price', () => {
    const data = serviceJsonLd({ ...base, languages: [] });
    expect(data.areaServed).toEqual({ '@type': 'Country', name: 'United States' });
    expect(data.provider.knowsLanguage.map((l) => l.name)).toEqual(['English']);
    expect(data).not.toHaveProperty('offers');
  });

  it.each([
    [2700, '27.00'],
    [175, '1.75'],
    [5, '0.05'],
    [102000, '1020.00'],
  ])('writes %i cents as the decimal string %s', (cents, text) => {
    expect(decimalPrice(cents)).toBe(text);
  });
});
