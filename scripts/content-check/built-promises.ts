/**
 * Reads what the page promise checks need: every built page's text (out/**), and the facts the
 * pages are held to, from the same sources the build used: the registry of promises, the catalog's
 * language names and codes, the interpretation price table, and the state court rules with the
 * pages that must print them.
 */
import { readFileSync } from 'node:fs';
import { getServiceCopy } from '@/lib/catalog/copy/load.server';
import { courtTranslationRule } from '@/lib/catalog/copy/legal';
import { getCatalog } from '@/lib/catalog/load.server';
import { servicePath } from '@/lib/catalog/slugs';
import { loadPromises } from '@/lib/promises/registry.server';
import { getPriceTables } from '@/lib/pricing/load.server';
import { listPageVariants } from '@/lib/services/page-variants';
import { htmlFiles, pagePath } from './built-site';
import type { PromiseContext } from './page-promises';
import { readPageText, type PageText } from './page-text';

/** Every built page's text, by path (read one page at a time). */
export function* readBuiltPageTexts(outDir: string): Generator<[string, PageText]> {
  for (const file of htmlFiles(outDir)) yield [pagePath(outDir, file), readPageText(readFileSync(file, 'utf8'))];
}

/**
 * Document translation pages of a city whose state has a rule for translated court documents:
 * they say where a translation is filed, courts among them, so they print the rule. (A language's
 * page for the city links to them: the rule printed on two pages of one language in two cities of
 * a state made those pages more alike than SIMILARITY_LIMITS allow.)
 */
function courtRulePages(): Map<string, string> {
  const catalog = getCatalog();
  const { legalRules } = getServiceCopy();
  const pages = new Map<string, string>();
  for (const variant of listPageVariants('document-translation', catalog)) {
    if (variant.kind !== 'location') continue;
    const rule = courtTranslationRule(variant.location, legalRules);
    if (rule !== undefined) pages.set(servicePath('document-translation', variant), rule.rule);
  }
  return pages;
}

export function readPromiseContext(): PromiseContext {
  const catalog = getCatalog();
  const { onSite } = getPriceTables().interpretation;
  const lowestRate = Math.min(...Object.values(onSite.hourlyCents));
  return {
    wording: new Map(loadPromises().map((entry) => [entry.id, entry.wording])),
    languageNames: catalog.languages.map((l) => l.name),
    languageCodes: new Set(catalog.languages.map((l) => l.code.toLowerCase())),
    travel: {
      maxFeeCents: Math.max(...Object.values(onSite.travelFeeCents)),
      cheapestSessionCents: Math.round((lowestRate * onSite.minimumMinutes) / 60),
    },
    courtRules: courtRulePages(),
  };
}
