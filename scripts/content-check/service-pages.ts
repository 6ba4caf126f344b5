/**
 * Renders the words of every service page that is built (every service × language, city and
 * platform: `lib/services/page-variants.ts` decides which variants have pages) from the catalog
 * and content/service-copy/, as the build does, and audits them with the checks of copy-truth.ts.
 * Needs no build: it runs before one.
 */
import { getServiceCopy } from '@/lib/catalog/copy/load.server';
import { allLegalRules, isState, stateName } from '@/lib/catalog/copy/legal';
import { getCatalog } from '@/lib/catalog/load.server';
import { getVariantCopy } from '@/lib/catalog/page-copy.server';
import { VARIANT_SERVICE_IDS } from '@/lib/catalog/schema';
import { buildServiceSlug } from '@/lib/catalog/slugs';
import { listPageVariants } from '@/lib/services/page-variants';
import { auditRenderedCopy, regionProblems, type RenderedPage } from './copy-truth';

function* renderedPages(): Generator<RenderedPage> {
  const catalog = getCatalog();
  const { legalRules } = getServiceCopy();
  for (const serviceId of VARIANT_SERVICE_IDS) {
    for (const variant of listPageVariants(serviceId, catalog)) {
      const copy = getVariantCopy(serviceId, variant, catalog);
      const texts = [
        copy.h1,
        copy.title,
        copy.description,
        ...copy.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.bullets ?? [])]),
        ...copy.faq.flatMap((f) => [f.question, f.answer]),
      ];
      const location = variant.kind === 'location' || variant.kind === 'pair' ? variant.location : undefined;
      const nonState = location !== undefined && !isState(location, legalRules) ? { state: location.state, name: stateName(location, legalRules) } : undefined;
      yield { page: `${serviceId}/${buildServiceSlug(variant)}`, texts, nonState };
    }
  }
}

/** Problems of the service pages' words, by kind, and how many pages were read. */
export function auditServicePageCopy(): { pageCount: number; problems: Map<string, string[]> } {
  const catalog = getCatalog();
  const { legalRules } = getServiceCopy();
  const places = [...new Set(catalog.locations.flatMap((l) => [l.city, l.state]))];
  let pageCount = 0;
  const counted = (function* () {
    for (const page of renderedPages()) {
      pageCount++;
      yield page;
    }
  })();
  const names = catalog.languages.flatMap((l) => [l.name, l.nativeName]);
  const problems = auditRenderedCopy(counted, { places, names, legalRules: allLegalRules(legalRules) });
  const regions = regionProblems(catalog.languages, catalog);
  if (regions.length > 0) problems.set('language regions', regions);
  return { pageCount, problems };
}
