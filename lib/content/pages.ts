import 'server-only';
import { join } from 'node:path';
import { z } from 'zod';
import { memoByDir, readMarkdownDir, renderBody } from './collection';
import { cite } from '@/lib/catalog/copy/legal';
import { getServiceCopy } from '@/lib/catalog/copy/load.server';
import { languagesFor } from '@/lib/catalog/language-forms';
import { getCatalog } from '@/lib/catalog/load.server';
import { ContentError } from '@/lib/errors/content-error';
import { validate } from './front-matter';
import { loadPromises } from '@/lib/promises/registry.server';
import type { RenderedMarkdown } from './markdown';
import { isoDate } from './schema-parts';

const pageSchema = z.strictObject({
  title: z.string().min(3).max(70),
  description: z.string().min(70).max(170),
  h1: z.string().min(3),
  eyebrow: z.string().optional(),
  lead: z.string().optional(),
  /** The date the page last changed in substance: its sitemap lastmod. */
  updated: isoDate,
});

export type EditorialPage = z.infer<typeof pageSchema> & { slug: string; file: string; content: RenderedMarkdown };

const defaultPagesDir = join(process.cwd(), 'content/pages');

/**
 * Figures a page's front matter may name instead of writing them: how many languages we translate
 * (written ones) and interpret (spoken ones), counted from the catalog's language model.
 */
function catalogFigures(): Record<string, string> {
  const catalog = getCatalog();
  return {
    translationLanguages: String(languagesFor('document-translation', catalog).length),
    interpretingLanguages: String(languagesFor('on-site-interpretation', catalog).length),
  };
}

/** The front matter with `{translationLanguages}` and `{interpretingLanguages}` filled in its text fields. */
function fillFigures(data: unknown, figures: Record<string, string>): unknown {
  if (typeof data !== 'object' || data === null) return data;
  const fill = (text: string) => text.replace(/\{(translationLanguages|interpretingLanguages)\}/g, (whole, name: string) => figures[name] ?? whole);
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, typeof value === 'string' ? fill(value) : value]));
}

/**
 * What a page's body may quote instead of restating it: `{promise:<id>}`, a promise of
 * content/promises.yaml in its words, and `{courtTranslationRules}`, each state's rule for translated
 * court documents from content/service-copy/legal-rules.yaml, one list item per state.
 */
function bodyQuotes(): Record<string, string> {
  const catalog = getCatalog();
  const stateNames = new Map(catalog.locations.map((l) => [l.stateCode, l.state]));
  const rules = getServiceCopy().legalRules.courtTranslations.map((rule) => `- **${stateNames.get(rule.where) ?? rule.where}.** ${cite(rule)}`);
  const promises = loadPromises().map((entry): [string, string] => [`promise:${entry.id}`, entry.promise]);
  return { courtTranslationRules: rules.join('\n'), ...Object.fromEntries(promises) };
}

/** The body with its quotes filled in; a quote that names nothing fails the build, naming the file. */
function fillBody(body: string, quotes: Record<string, string>, file: string): string {
  return body.replace(/\{(courtTranslationRules|promise:[a-z-]+)\}/g, (whole, name: string) => {
    const quote = quotes[name];
    if (quote === undefined) throw new ContentError(file, [`${whole} names no promise in content/promises.yaml`]);
    return quote;
  });
}

/** Every editorial page in content/pages/, validated and rendered once per process. */
export const loadEditorialPages = memoByDir((dir: string): ReadonlyMap<string, EditorialPage> => {
  const figures = catalogFigures();
  const quotes = bodyQuotes();
  const pages = readMarkdownDir(dir).map((entry): EditorialPage => {
    const meta = validate(pageSchema, fillFigures(entry.data, figures), entry.file);
    return { ...meta, slug: entry.slug, file: entry.file, content: renderBody(fillBody(entry.body, quotes, entry.file), entry.file) };
  });
  return new Map(pages.map((page) => [page.slug, page]));
});

/** An editorial page from content/pages/<slug>.md. */
export function getEditorialPage(slug: string, dir = defaultPagesDir): EditorialPage {
  const page = loadEditorialPages(dir).get(slug);
  if (!page) throw new ContentError(join(dir, `${slug}.md`), ['file not found']);
  return page;
}
