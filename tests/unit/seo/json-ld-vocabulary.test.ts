import { describe, expect, it } from 'vitest';
import { getSiteContent } from '@/lib/content/site-content';
import { blogPostingJsonLd, faqPageJsonLd } from '@/lib/content/structured-data';
import { getFaqEntries } from '@/lib/content/queries';
import { breadcrumbJsonLd, organizationJsonLd, websiteJsonLd } from '@/lib/seo/json-ld';
import { serviceJsonLd } from '@/lib/services/json-ld';
import { getVariantView } from '@/lib/services/variant-view.server';

/*
 * The properties schema.org defines for each type we emit, with what each type inherits. Taken
 * from the type pages of schema.org (https://schema.org/<Type>, release 29.x, "Properties from
 * <Type>" tables), cut down to the properties of general interest: a property we start using must
 * be added here from the type's page, which is the point. `availableLanguage`, for example, is
 * defined on ContactPoint, ServiceChannel, Course, LodgingBusiness and TouristAttraction, not on
 * Service, and is absent below.
 */
const thing = [
  'additionalType',
  'alternateName',
  'description',
  'disambiguatingDescription',
  'identifier',
  'image',
  'mainEntityOfPage',
  'name',
  'potentialAction',
  'sameAs',
  'subjectOf',
  'url',
];
const creativeWork = [
  ...thing,
  'about',
  'abstract',
  'author',
  'copyrightHolder',
  'copyrightYear',
  'creator',
  'dateCreated',
  'dateModified',
  'datePublished',
  'editor',
  'headline',
  'inLanguage',
  'isAccessibleForFree',
  'isPartOf',
  'keywords',
  'license',
  'mainEntity',
  'publisher',
  'text',
  'thumbnailUrl',
];
const article = [...creativeWork, 'articleBody', 'articleSection', 'backstory', 'pageEnd', 'pageStart', 'pagination', 'speakable', 'wordCount'];
const comment = [...creativeWork, 'downvoteCount', 'parentItem', 'sharedContent', 'upvoteCount'];
const place = [...thing, 'address', 'containedInPlace', 'containsPlace', 'geo', 'hasMap', 'latitude', 'longitude', 'telephone'];
const priceSpecification = [
  ...thing,
  'eligibleQuantity',
  'eligibleTransactionVolume',
  'maxPrice',
  'minPrice',
  'price',
  'priceCurrency',
  'validFrom',
  'validThrough',
  'valueAddedTaxIncluded',
];
const contactPoint = [
  ...thing,
  'areaServed',
  'availableLanguage',
  'contactOption',
  'contactType',
  'email',
  'faxNumber',
  'hoursAvailable',
  'productSupported',
  'telephone',
];

const vocabulary: Record<string, readonly string[]> = {
  Service: [
    ...thing,
    'aggregateRating',
    'areaServed',
    'audience',
    'availableChannel',
    'award',
    'brand',
    'broker',
    'category',
    'hasOfferCatalog',
    'hoursAvailable',
    'isRelatedTo',
    'isSimilarTo',
    'logo',
    'offers',
    'provider',
    'providerMobility',
    'review',
    'serviceOutput',
    'serviceType',
    'slogan',
    'termsOfService',
  ],
  Organization: [
    ...thing,
    'address',
    'areaServed',
    'contactPoint',
    'email',
    'employee',
    'faxNumber',
    'founder',
    'foundingDate',
    'foundingLocation',
    'hasOfferCatalog',
    'knowsAbout',
    'knowsLanguage',
    'legalName',
    'logo',
    'member',
    'memberOf',
    'numberOfEmployees',
    'slogan',
    'telephone',
    'vatID',
  ],
  Language: thing,
  Country: place,
  State: place,
  City: place,
  Offer: [
    ...thing,
    'acceptedPaymentMethod',
    'areaServed',
    'availability',
    'businessFunction',
    'category',
    'eligibleCustomerType',
    'eligibleRegion',
    'itemOffered',
    'offeredBy',
    'price',
    'priceCurrency',
    'priceSpecification',
    'priceValidUntil',
    'seller',
    'validFrom',
    'validThrough',
  ],
  UnitPriceSpecification: [
    ...priceSpecification,
    'billingDuration',
    'billingIncrement',
    'billingStart',
    'priceComponentType',
    'priceType',
    'referenceQuantity',
    'unitCode',
    'unitText',
  ],
  PostalAddress: [...contactPoint, 'addressCountry', 'addressLocality', 'addressRegion', 'postOfficeBoxNumber', 'postalCode', 'streetAddress'],
  WebSite: [...creativeWork, 'issn'],
  BreadcrumbList: [...thing, 'itemListElement', 'itemListOrder', 'numberOfItems'],
  ListItem: [...thing, 'item', 'nextItem', 'position', 'previousItem'],
  BlogPosting: [...article, 'sharedContent'],
  Person: [...thing, 'address', 'affiliation', 'email', 'familyName', 'givenName', 'jobTitle', 'knowsAbout', 'knowsLanguage', 'worksFor'],
  FAQPage: [...creativeWork, 'breadcrumb', 'lastReviewed', 'primaryImageOfPage', 'speakable'],
  Question: [...comment, 'acceptedAnswer', 'answerCount', 'eduQuestionType', 'suggestedAnswer'],
  Answer: [...comment, 'answerExplanation'],
};

/** Every property that schema.org does not define on its node's type, as "Type.property". */
function undefinedProperties(node: unknown, at = '$'): string[] {
  if (Array.isArray(node)) return node.flatMap((item, i) => undefinedProperties(item, `${at}[${i}]`));
  if (typeof node !== 'object' || node === null) return [];
  const entries = Object.entries(node);
  const type = entries.find(([key]) => key === '@type')?.[1];
  const problems: string[] = [];
  const keys = entries.map(([key]) => key).filter((key) => !key.startsWith('@'));
  // A node without a type may only point at another by `@id`.
  if (typeof type !== 'string') {
    if (keys.length > 0) problems.push(`${at}: properties without an @type: ${keys.join(', ')}`);
  } else {
    const allowed = vocabulary[type];
    if (allowed === undefined) problems.push(`${at}: type ${type} is not in the test's vocabulary; add it from https://schema.org/${type}`);
    else for (const key of keys) if (!allowed.includes(key)) problems.push(`${at}: ${type}.${key}`);
  }
  return [...problems, ...entries.flatMap(([key, value]) => (key.startsWith('@') ? [] : undefinedProperties(value, `${at}.${key}`)))];
}

describe('JSON-LD uses only properties schema.org defines for each type', () => {
  const content = getSiteContent();

  it.each([
    ['document-translation', 'spanish'],
    ['document-translation', 'new-york-ny'],
    ['on-site-interpretation', 'houston-tx'],
    ['remote-interpretation', 'zoom'],
  ] as const)('Service of /services/%s/%s/', (serviceId, slug) => {
    expect(undefinedProperties(getVariantView(serviceId, slug).jsonLd)).toEqual([]);
  });

  it('Service with every optional part filled', () => {
    const data = serviceJsonLd({
      name: 'Spanish Interpreters in Houston, TX',
      serviceType: 'On-Site Interpretation',
      path: '/services/on-site-interpretation/spanish-in-houston-tx/',
      location: { city: 'Houston', state: 'Texas' },
      languages: [{ name: 'Spanish', code: 'es' }],
      price: { cents: 9500, unit: 'hour' },
    });
    expect(undefinedProperties(data)).toEqual([]);
    expect(data).not.toHaveProperty('availableLanguage');
  });

  it('Organization, WebSite and BreadcrumbList', () => {
    const crumbs = breadcrumbJsonLd([{ name: 'Services', path: '/services/' }]);
    expect([organizationJsonLd(), websiteJsonLd(), crumbs].flatMap((data) => undefinedProperties(data))).toEqual([]);
  });

  it('BlogPosting of every post, and the FAQPage', () => {
    const team = new Map(content.team.map((member) => [member.slug, member]));
    const posts = content.posts.flatMap((post) => {
      const author = team.get(post.author);
      return author === undefined ? [] : [blogPostingJsonLd(post, author)];
    });
    expect(posts).toHaveLength(content.posts.length);
    expect(posts.flatMap((data) => undefinedProperties(data))).toEqual([]);
    expect(undefinedProperties(faqPageJsonLd(getFaqEntries()))).toEqual([]);
  });

  it('catches a property the type does not define', () => {
    expect(undefinedProperties({ '@type': 'Service', availableLanguage: [{ '@type': 'Language', name: 'Spanish' }] })).toEqual([
      '$: Service.availableLanguage',
    ]);
  });
});
