import { getVariantCopy } from '@/lib/catalog/page-copy.server';
import { joinRegions } from '@/lib/catalog/copy/text';
import type { Catalog, ServiceVariant, VariantCopy, VariantServiceId } from '@/lib/catalog';
import { listPageVariants } from './page-variants';
import { findServiceWideBlocks, pageOwnCopy } from './service-wide-copy';

/**
 * The names that make a variant's copy its own: masked when copy is compared across pages. (No UI
 * strings here, so that the e2e specs, which can't load JSON modules, can compute a page's copy.)
 */
function namesOf(variant: ServiceVariant): string[] {
  // A language's regions as the templates write them ("Mali, Burkina Faso and Côte d'Ivoire"): a
  // sentence that differs between languages only by where each is spoken is still the template's.
  const language =
    variant.kind === 'language' || variant.kind === 'pair' ? [variant.language.name, variant.language.nativeName, joinRegions(variant.language.regions)] : [];
  const location =
    variant.kind === 'location' || variant.kind === 'pair'
      ? [`${variant.location.city}, ${variant.location.stateCode}`, variant.location.city, variant.location.state]
      : [];
  const platform = variant.kind === 'platform' ? [variant.platform.name] : [];
  return [...language, ...location, ...platform];
}

/** A city's pages are grouped by state, whose rules they share; other pages stand alone. */
function groupOf(variant: ServiceVariant): string | undefined {
  return variant.kind === 'location' || variant.kind === 'pair' ? variant.location.stateCode : undefined;
}

/**
 * A block is service-wide when a tenth of the pages of its kind (and at least 3) share it once their
 * names are masked: a template filled with a name is on all of them, while a fact shared by a few
 * languages or cities (a script, a state's rules) stays on their pages.
 */
const SHARE = 0.1;
const MIN_PAGES = 3;

const serviceWide = new Map<string, Set<string>>();

function serviceWideBlocks(serviceId: VariantServiceId, kind: ServiceVariant['kind'], catalog: Catalog): Set<string> {
  const key = `${serviceId}/${kind}`;
  let blocks = serviceWide.get(key);
  if (blocks === undefined) {
    const pages = listPageVariants(serviceId, catalog)
      .filter((v) => v.kind === kind)
      .map((v) => ({ ...getVariantCopy(serviceId, v, catalog), names: namesOf(v), group: groupOf(v) }));
    blocks = findServiceWideBlocks(pages, Math.max(MIN_PAGES, Math.ceil(pages.length * SHARE)));
    serviceWide.set(key, blocks);
  }
  return blocks;
}

/**
 * A variant page's copy without the text it shares with the other pages of its kind (see
 * service-wide-copy.ts). A pair page's body is its own facts and the details of its language and
 * city, which it shares by design with the pages of the same source, language or city: it is kept
 * whole, and only its FAQ is filtered.
 */
export function getOwnVariantCopy(serviceId: VariantServiceId, variant: ServiceVariant, catalog: Catalog): VariantCopy {
  const copy = getVariantCopy(serviceId, variant, catalog);
  const own = pageOwnCopy({ ...copy, names: namesOf(variant), group: groupOf(variant) }, serviceWideBlocks(serviceId, variant.kind, catalog));
  return variant.kind === 'pair' ? { ...copy, faq: own.faq } : { ...copy, ...own };
}
