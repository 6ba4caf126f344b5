import { calculatorAnchors } from '@/lib/calculators/ids';
import type { Platform, ServiceVariant, VariantServiceId } from '@/lib/catalog';
import { placeName } from './labels';

/** The entries a page presets in its calculator, by slug (the calculators' `CalculatorPreset`). */
export interface CalculatorPreset {
  language?: string;
  location?: string;
  platform?: string;
}

export interface QuotePreset {
  preset: CalculatorPreset;
  /** `#on-site-calculator`: the calculator embedded in the page, which opens with the preset. */
  href: string;
  /** `/pricing/?onsite-language=spanish&onsite-location=houston-tx#on-site-calculator`: the same calculator beside the others. */
  pricingHref: string;
  /** Names of what the preset selects: ["Spanish", "Houston, TX"]; empty when there is none. */
  selected: string[];
}

const anchors: Record<VariantServiceId, string> = {
  'document-translation': calculatorAnchors.document,
  'on-site-interpretation': calculatorAnchors['on-site'],
  'remote-interpretation': calculatorAnchors.remote,
};

/** The in-page anchor of a service's calculator, e.g. `on-site-calculator`. */
export function calculatorAnchorOf(serviceId: VariantServiceId): string {
  return anchors[serviceId];
}

// Remote interpreting has three modes; a platform page opens the one its platform belongs to.
const remoteMode: Record<Platform['kind'], string> = { video: 'scheduled', phone: 'opi', vri: 'vri' };

/*
 * The calculators on /pricing/ read their state from the URL query; each owns the keys that start
 * with its prefix (doc-, onsite-, remote-). These keys follow the calculators' codecs.
 */
function queryOf(serviceId: VariantServiceId, variant: ServiceVariant, preset: CalculatorPreset): [string, string][] {
  const entries: [string, string | undefined][] = [];
  if (serviceId === 'document-translation') entries.push(['doc-from', preset.language]);
  if (serviceId === 'on-site-interpretation') entries.push(['onsite-language', preset.language], ['onsite-location', preset.location]);
  if (serviceId === 'remote-interpretation') {
    if (variant.kind === 'platform') {
      entries.push(['remote-mode', remoteMode[variant.platform.kind]]);
      if (variant.platform.kind === 'video') entries.push(['remote-platform', variant.platform.slug]);
    }
    entries.push(['remote-language', preset.language]);
  }
  return entries.flatMap(([key, value]) => (value === undefined ? [] : [[key, value]]));
}

/** The calculator for this service with the variant's preset, where it is, and what the preset selects. */
export function quotePreset(serviceId: VariantServiceId, variant: ServiceVariant): QuotePreset {
  const language = variant.kind === 'language' || variant.kind === 'pair' ? variant.language : undefined;
  // Documents are priced the same everywhere and remote sessions need no city: only on-site takes one.
  const location = serviceId === 'on-site-interpretation' && (variant.kind === 'location' || variant.kind === 'pair') ? variant.location : undefined;
  const platform = variant.kind === 'platform' ? variant.platform : undefined;
  const preset: CalculatorPreset = {};
  const selected: string[] = [];
  if (language) {
    preset.language = language.slug;
    selected.push(language.name);
  }
  if (location) {
    preset.location = location.slug;
    selected.push(placeName(location));
  }
  if (platform) {
    preset.platform = platform.slug;
    selected.push(platform.name);
  }
  const query = new URLSearchParams(queryOf(serviceId, variant, preset)).toString();
  return { preset, href: `#${anchors[serviceId]}`, pricingHref: `/pricing/${query === '' ? '' : `?${query}`}#${anchors[serviceId]}`, selected };
}
