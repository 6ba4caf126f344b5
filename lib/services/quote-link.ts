import type { Language, Location, Platform, ServiceVariant, VariantServiceId } from '@/lib/catalog';
import { placeName } from './labels';

/** A calculator preset: the query keys it sets and the names of what it selects. */
export interface QuotePreset {
  /** `/pricing/?onsite-language=spanish&onsite-location=houston-tx`, or `/pricing/` without a preset. */
  href: string;
  /** "Spanish", "Spanish, Houston, TX"; empty when the calculator opens on its defaults. */
  selected: string[];
}

type Field = [key: string, entry: Language | Location | Platform | undefined];

/*
 * The price page's calculators read their state from the URL query; each owns the keys that start
 * with its prefix (`doc-from`). These keys must match the calculators' codecs.
 */
function presetFields(serviceId: VariantServiceId, variant: ServiceVariant): Field[] {
  const language = variant.kind === 'language' || variant.kind === 'pair' ? variant.language : undefined;
  const location = variant.kind === 'location' || variant.kind === 'pair' ? variant.location : undefined;
  const platform = variant.kind === 'platform' ? variant.platform : undefined;
  switch (serviceId) {
    case 'document-translation':
      return [['doc-from', language]];
    case 'on-site-interpretation':
      return [
        ['onsite-language', language],
        ['onsite-location', location],
      ];
    case 'remote-interpretation':
      return [
        ['remote-language', language],
        ['remote-platform', platform],
      ];
  }
}

const entryName = (entry: Language | Location | Platform): string => ('city' in entry ? placeName(entry) : entry.name);

/** The price page with this variant's calculator preset, and what the preset selects. */
export function quotePreset(serviceId: VariantServiceId, variant: ServiceVariant): QuotePreset {
  const fields = presetFields(serviceId, variant).flatMap(([key, entry]) => (entry === undefined ? [] : [{ key, entry }]));
  const query = new URLSearchParams(fields.map(({ key, entry }) => [key, entry.slug])).toString();
  return { href: query === '' ? '/pricing/' : `/pricing/?${query}`, selected: fields.map(({ entry }) => entryName(entry)) };
}
