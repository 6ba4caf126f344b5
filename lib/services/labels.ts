import type { ServiceId, ServiceVariantKind, VariantServiceId } from '@/lib/catalog';
import { t } from '@/lib/i18n/messages';

/** What a label needs to know about a variant: names only, so related-link refs qualify. */
export type LabelVariant =
  | { kind: 'language'; language: { name: string } }
  | { kind: 'location'; location: { city: string; stateCode: string } }
  | { kind: 'pair'; language: { name: string }; location: { city: string; stateCode: string } }
  | { kind: 'platform'; platform: { name: string; kind: 'video' | 'phone' | 'vri' } };

/** "Houston, TX". */
export function placeName(location: { city: string; stateCode: string }): string {
  return `${location.city}, ${location.stateCode}`;
}

/** The services' short names, as the navigation and breadcrumbs show them. */
const serviceKeys: Record<ServiceId, string> = {
  'document-translation': 'nav.documentTranslation',
  'on-site-interpretation': 'nav.onSite',
  'remote-interpretation': 'nav.remote',
  proofreading: 'nav.proofreading',
  transcription: 'nav.transcription',
};

export function serviceLabel(serviceId: ServiceId): string {
  return t(serviceKeys[serviceId]);
}

function params(variant: LabelVariant): Record<string, string> {
  switch (variant.kind) {
    case 'language':
      return { language: variant.language.name };
    case 'location':
      return { place: placeName(variant.location) };
    case 'pair':
      return { language: variant.language.name, place: placeName(variant.location) };
    case 'platform':
      return { platform: variant.platform.name };
  }
}

/** The variant's own crumb: "Spanish", "Houston, TX", "Spanish in Houston, TX", "Zoom". */
export function variantCrumb(variant: LabelVariant): string {
  return t(`catalog.crumb.${variant.kind}`, params(variant));
}

function linkKey(variant: LabelVariant): ServiceVariantKind | 'platformNamed' {
  // Phone and VRI are services in their own right; their names already read as link text.
  if (variant.kind === 'platform' && variant.platform.kind !== 'video') return 'platformNamed';
  return variant.kind;
}

/**
 * Link text that says where the link goes without its surroundings:
 * "Certified Spanish translation in Houston, TX", "Interpreters on Zoom".
 */
export function variantLinkText(serviceId: VariantServiceId, variant: LabelVariant): string {
  return t(`catalog.link.${serviceId}.${linkKey(variant)}`, params(variant));
}
