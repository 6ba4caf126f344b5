import { languageInterpretingBody } from './copy/language-interpreting';
import { languageTranslationBody } from './copy/language';
import { getServiceCopy, type ServiceCopy } from './copy/load.server';
import { locationBody } from './copy/location';
import { variantDescription, variantTitle } from './copy/meta';
import { pairBody } from './copy/pair';
import { platformBody } from './copy/platform';
import { documentTurnaround } from './copy/turnaround';
import { travelFigures, type TravelFigures } from './copy/facts';
import { getPriceTables } from '@/lib/pricing/load.server';
import { pairFactsOf } from './pair-facts.server';
import { countWords, splitSentences } from './copy/text';
import type { VariantBody, VariantCopy } from './copy/types';
import type { Catalog, VariantServiceId } from './schema';
import type { ServiceVariant } from './slugs';

export type { CopySection, FaqItem, PageSources, VariantCopy } from './copy/types';

/** Document translation's turnaround, worded from the price tables the quote uses. */
function translationTurnaround(copy: ServiceCopy) {
  return documentTurnaround(getPriceTables().turnaround, copy.shared);
}

/** The on-site travel fees and the cheapest booking, which the travel sentences weigh. */
function travel(): TravelFigures {
  return travelFigures(getPriceTables().interpretation.onSite);
}

/** The service's turnaround (document translation, from the price tables) or booking notice (interpreting, from the catalog). */
function timingText(serviceId: VariantServiceId, catalog: Catalog, copy: ServiceCopy): string {
  if (serviceId === 'document-translation') return translationTurnaround(copy).summary;
  return catalog.services.find((s) => s.id === serviceId)?.timing.text ?? '';
}

function body(serviceId: VariantServiceId, variant: ServiceVariant, catalog: Catalog, copy: ServiceCopy): VariantBody {
  const timing = timingText(serviceId, catalog, copy);
  const legal = copy.legalRules;
  switch (variant.kind) {
    case 'language':
      return serviceId === 'document-translation'
        ? languageTranslationBody(variant.language, catalog, timing, copy.languageTranslation, copy.shared, legal)
        : languageInterpretingBody(variant.language, catalog, serviceId === 'remote-interpretation', timing, copy.languageInterpreting, copy.shared, legal);
    case 'location':
      return locationBody(serviceId, variant.location, catalog, copy.location, copy.shared, legal, getPriceTables().turnaround, travel());
    case 'pair':
      return pairBody(
        serviceId,
        variant.language,
        variant.location,
        pairFactsOf(serviceId, variant.language, variant.location, catalog),
        timing,
        copy.pair,
        copy.shared,
        legal,
        travel(),
      );
    case 'platform':
      if (serviceId !== 'remote-interpretation') throw new Error(`Platform pages exist only under remote-interpretation, not "${serviceId}"`);
      return platformBody(variant.platform, catalog, copy.platform);
  }
}

/**
 * The words of a variant page, composed from catalog facts and the sentences of
 * content/service-copy/ (read once per process): h1, title (≤ 60 characters before the site
 * suffix), description (120–160 characters), body sections and 3–5 FAQ entries. Deterministic:
 * the same catalog and copy always give the same words.
 */
export function getVariantCopy(serviceId: VariantServiceId, variant: ServiceVariant, catalog: Catalog, copy: ServiceCopy = getServiceCopy()): VariantCopy {
  return {
    ...body(serviceId, variant, catalog, copy),
    title: variantTitle(serviceId, variant, copy.titles),
    description: variantDescription(serviceId, variant, catalog, copy.titles),
  };
}

/** The body's paragraphs and list items, in order (headings and FAQ excluded). */
export function copyBodyBlocks(copy: Pick<VariantCopy, 'sections'>): string[] {
  return copy.sections.flatMap((s) => [...s.paragraphs, ...(s.bullets ?? [])]);
}

/** Words in the body (paragraphs and list items). */
export function copyWordCount(copy: Pick<VariantCopy, 'sections'>): number {
  return copyBodyBlocks(copy).reduce((sum, block) => sum + countWords(block), 0);
}

/** The body's sentences, normalised for comparison (list items count as sentences). */
export function copySentences(copy: Pick<VariantCopy, 'sections'>): string[] {
  return copyBodyBlocks(copy)
    .flatMap(splitSentences)
    .map((s) => s.toLowerCase());
}

/** The copy files a kind of variant page is written from (content/service-copy/<name>.yaml). */
function copyFilesOf(serviceId: VariantServiceId, kind: ServiceVariant['kind']): string[] {
  const own = kind === 'language' ? (serviceId === 'document-translation' ? 'language-translation' : 'language-interpreting') : kind;
  return kind === 'platform' ? ['shared', 'titles', own] : ['shared', 'titles', 'legal-rules', own];
}

/** When a kind of variant page last changed: the latest `updated` of the copy files it is written from. */
export function variantCopyUpdated(serviceId: VariantServiceId, kind: ServiceVariant['kind'], copy: ServiceCopy = getServiceCopy()): string {
  const dates = copyFilesOf(serviceId, kind).map((name) => copy.updated[name] ?? '');
  return dates.reduce((latest, date) => (date > latest ? date : latest));
}
