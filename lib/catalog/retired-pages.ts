import { languageSupports, pairLanguagesOf, spokenFormsOf, writtenFormsOf } from './language-forms';
import { VARIANT_SERVICE_IDS, type Catalog, type Language, type VariantServiceId } from './schema';
import { servicePath } from './slugs';

/** A permanent redirect from a path the site no longer has to the page that replaced it. */
export interface PageRedirect {
  from: string;
  to: string;
}

/**
 * The languages that stand in for `language` under a service it can't have: a spoken-only
 * language's documents are translated as its written forms (Mandarin → Chinese (Simplified)), and
 * a script is interpreted as the spoken languages written with it (Chinese (Traditional) →
 * Cantonese, Taiwanese, Mandarin).
 */
function standInsFor(language: Language, serviceId: VariantServiceId, catalog: Catalog): Language[] {
  return serviceId === 'document-translation' ? writtenFormsOf(language, catalog) : spokenFormsOf(language, catalog);
}

/**
 * Redirects for the service pages of languages that can't have the service (they were generated
 * until the catalog modelled what a language is). Each goes to the closest page that is true: the
 * stand-in language's page under the same service, the stand-in's pair in the same city where
 * there is one, and, for a language with no stand-in (Latin, read but not spoken), the language's
 * page under the service it does have.
 */
export function retiredVariantRedirects(catalog: Catalog): PageRedirect[] {
  const redirects: PageRedirect[] = [];
  for (const serviceId of VARIANT_SERVICE_IDS) {
    for (const language of catalog.languages.filter((l) => !languageSupports(l, serviceId))) {
      const standIns = standInsFor(language, serviceId, catalog);
      const [first] = standIns;
      const supported = VARIANT_SERVICE_IDS.find((id) => languageSupports(language, id));
      const to =
        first !== undefined
          ? servicePath(serviceId, { kind: 'language', language: first })
          : supported !== undefined
            ? servicePath(supported, { kind: 'language', language })
            : servicePath(serviceId);
      redirects.push({ from: servicePath(serviceId, { kind: 'language', language }), to });
      // The old catalog gave every city the same pairs under all three services, so the pair existed
      // where the city has it now under the other kind of service (translation ↔ interpreting).
      const otherKind: VariantServiceId = serviceId === 'document-translation' ? 'on-site-interpretation' : 'document-translation';
      for (const location of catalog.locations) {
        if (!pairLanguagesOf(otherKind, location, catalog).some((l) => l.slug === language.slug)) continue;
        const here = new Set(pairLanguagesOf(serviceId, location, catalog).map((l) => l.slug));
        const standIn = standIns.find((l) => here.has(l.slug));
        if (standIn === undefined) continue;
        redirects.push({
          from: servicePath(serviceId, { kind: 'pair', language, location }),
          to: servicePath(serviceId, { kind: 'pair', language: standIn, location }),
        });
      }
    }
  }
  return redirects;
}
