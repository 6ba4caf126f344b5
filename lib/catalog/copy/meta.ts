import { z } from 'zod';
import { languagesFor, pairLanguagesOf } from '../language-forms';
import type { Catalog, VariantServiceId } from '../schema';
import type { ServiceVariant } from '../slugs';
import { timeZoneFacts } from './facts';
import { cityState } from './location';
import { alternatives, fill, fixedText, type Alternatives } from './template';
import { fitLength, joinList } from './text';

const TITLE_MAX = 60;
const DESCRIPTION_MIN = 120;
const DESCRIPTION_MAX = 160;

const byService = <T extends z.ZodType>(schema: T) => z.strictObject({ translation: schema, onSite: schema, remote: schema });
const byKind = <T extends z.ZodType>(schema: T) => z.strictObject({ video: schema, phone: schema, vri: schema });

/** content/service-copy/titles.yaml: titles and meta descriptions; the first candidate that fits wins. */
export const titlesCopySchema = z.strictObject({
  titles: z.strictObject({
    language: byService(alternatives('language')),
    location: byService(alternatives('place')),
    pair: byService(alternatives('language', 'place')),
    platform: byKind(alternatives('platform')),
  }),
  descriptions: z.strictObject({
    language: z.strictObject({
      translation: alternatives('language', 'firstDocument?'),
      onSite: alternatives('language', 'firstSetting?', 'secondSetting?'),
      remote: alternatives('language', 'firstSetting?'),
    }),
    location: z.strictObject({
      translation: alternatives('place', 'topLanguages?', 'moreCount?'),
      onSite: alternatives('place', 'topLanguages?', 'moreCount?'),
      remote: alternatives('place', 'zone', 'topLanguages?'),
    }),
    pair: z.strictObject({
      translation: alternatives('language', 'place', 'firstDocument?', 'secondDocument?'),
      onSite: alternatives('language', 'place', 'firstSetting?', 'secondSetting?'),
      remote: alternatives('language', 'place'),
    }),
    platform: alternatives('platform', 'rate'),
    rate: z.strictObject({ perMinute: fixedText, perHour: fixedText }),
    padding: z.array(fixedText),
  }),
});
export type TitlesCopy = z.output<typeof titlesCopySchema>;

type ServiceKey = 'translation' | 'onSite' | 'remote';
const serviceKeys: Record<VariantServiceId, ServiceKey> = {
  'document-translation': 'translation',
  'on-site-interpretation': 'onSite',
  'remote-interpretation': 'remote',
};

function candidates<Name extends string>(options: Alternatives<Name>, values: { readonly [K in Name]: string | number }): string[] {
  return options.map((option) => fill(option, values));
}

/** Names the key of titles.yaml in the error when no candidate fits. */
const source = (key: string) => `(content/service-copy/titles.yaml, ${key})`;

function fitDescription(options: readonly string[], what: string, key: string, copy: TitlesCopy): string {
  const padded = options.flatMap((c) => [c, ...copy.descriptions.padding.map((p) => `${c} ${p.text}`)]);
  return fitLength(padded, DESCRIPTION_MIN, DESCRIPTION_MAX, `${what} ${source(`descriptions.${key}`)}`);
}

/** Drops parenthesised native-script glosses, which meta descriptions don't need. */
function plainText(text: string): string {
  return text.replace(/\s*\([^)]*\)/g, '');
}

function fitTitle(options: readonly string[], what: string, key: string): string {
  return fitLength(options, 1, TITLE_MAX, `${what} ${source(`titles.${key}`)}`);
}

/** The page title (without the site suffix) for a variant page. */
export function variantTitle(serviceId: VariantServiceId, variant: ServiceVariant, copy: TitlesCopy): string {
  const service = serviceKeys[serviceId];
  const { titles } = copy;
  switch (variant.kind) {
    case 'language': {
      const L = variant.language.name;
      return fitTitle(candidates(titles.language[service], { language: L }), `title for ${L}`, `language.${service}`);
    }
    case 'location': {
      const where = cityState(variant.location);
      return fitTitle(candidates(titles.location[service], { place: where }), `title for ${where}`, `location.${service}`);
    }
    case 'pair': {
      const L = variant.language.name;
      const where = cityState(variant.location);
      return fitTitle(candidates(titles.pair[service], { language: L, place: where }), `title for ${L} in ${where}`, `pair.${service}`);
    }
    case 'platform': {
      const P = variant.platform.name;
      return fitTitle(candidates(titles.platform[variant.platform.kind], { platform: P }), `title for ${P}`, `platform.${variant.platform.kind}`);
    }
  }
}

/** The meta description (120–160 characters) for a variant page. */
export function variantDescription(serviceId: VariantServiceId, variant: ServiceVariant, catalog: Catalog, copy: TitlesCopy): string {
  const service = serviceKeys[serviceId];
  const { descriptions } = copy;
  switch (variant.kind) {
    case 'language': {
      const { name: L, settings } = variant.language;
      const documents = variant.language.documents.map(plainText);
      const values = { language: L, firstDocument: documents[0] ?? '', firstSetting: settings[0] ?? '', secondSetting: settings[1] ?? '' };
      return fitDescription(candidates(descriptions.language[service], values), `description for ${L}`, `language.${service}`, copy);
    }
    case 'location': {
      const where = cityState(variant.location);
      const values = {
        place: where,
        topLanguages: joinList(
          pairLanguagesOf(serviceId, variant.location, catalog)
            .slice(0, 3)
            .map((l) => l.name),
        ),
        moreCount: languagesFor(serviceId, catalog).length - 3,
        zone: timeZoneFacts(variant.location.timeZone).name,
      };
      return fitDescription(candidates(descriptions.location[service], values), `description for ${where}`, `location.${service}`, copy);
    }
    case 'pair': {
      const { name: L, settings } = variant.language;
      const documents = variant.language.documents.map(plainText);
      const where = cityState(variant.location);
      const values = {
        language: L,
        place: where,
        firstDocument: documents[0] ?? '',
        secondDocument: documents[1] ?? '',
        firstSetting: settings[0] ?? '',
        secondSetting: settings[1] ?? '',
      };
      return fitDescription(candidates(descriptions.pair[service], values), `description for ${L} in ${where}`, `pair.${service}`, copy);
    }
    case 'platform': {
      const { name: P, billing } = variant.platform;
      const rate = (billing === 'per-minute' ? descriptions.rate.perMinute : descriptions.rate.perHour).text;
      return fitDescription(candidates(descriptions.platform, { platform: P, rate }), `description for ${P}`, 'platform', copy);
    }
  }
}
