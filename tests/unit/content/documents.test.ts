import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadAgreements } from '@/lib/content/agreements';
import { getCatalog } from '@/lib/catalog/load.server';
import { getEditorialPage, loadEditorialPages } from '@/lib/content/pages';
import { agreement, contentErrorOf, editorialPage, frontMatter, tempTree, words, type TempTree } from './fixtures';

let tree: TempTree;
beforeEach(() => {
  tree = tempTree();
});
afterEach(() => tree.remove());

describe('loadAgreements', () => {
  it('orders client terms before the professionals’ agreements', () => {
    tree.write('agreements/translator-agreement.md', frontMatter({ ...agreement, title: 'Translator Agreement', description: `${agreement.description.slice(0, 140)} For translators.` }, words(50)));
    tree.write('agreements/terms-of-service.md', frontMatter(agreement, words(50)));
    const agreements = loadAgreements(tree.path('agreements'));
    expect(agreements.map((a) => a.path)).toEqual(['/agreement/terms-of-service/', '/agreement/translator-agreement/']);
  });

  it.each([
    ['a version that is not "major.minor"', { ...agreement, version: 'v4' }, 'version: must look like "3.2"'],
    ['an unquoted-looking date in the wrong form', { ...agreement, effective: '03/02/2026' }, "effective: must be a quoted date 'YYYY-MM-DD'"],
    ['a missing description', { ...agreement, description: undefined }, 'description'],
  ])('rejects %s', (_case, data, problem) => {
    const file = tree.write('agreements/terms-of-service.md', frontMatter(data, words(50)));
    const error = contentErrorOf(() => loadAgreements(tree.path('agreements')));
    expect(error.file).toBe(file);
    expect(error.message).toContain(problem);
  });
});

describe('editorial pages', () => {
  it('loads a page by slug, rendered once per folder', () => {
    tree.write('pages/about-us.md', frontMatter(editorialPage, `## Our story\n\n${words(30)}`));
    const page = getEditorialPage('about-us', tree.path('pages'));
    expect(page.h1).toBe(editorialPage.h1);
    expect(page.content.headings[0]?.id).toBe('our-story');
    expect(loadEditorialPages(tree.path('pages'))).toBe(loadEditorialPages(tree.path('pages')));
  });

  it('fills the language counts from the catalog model, never counting scripts as interpreted or spoken-only languages as translated', () => {
    const catalog = getCatalog();
    tree.write('pages/home.md', frontMatter({ ...editorialPage, lead: 'Translation in {translationLanguages} languages, interpreting in {interpretingLanguages}.' }, words(30)));
    const { lead } = getEditorialPage('home', tree.path('pages'));
    const written = catalog.languages.filter((l) => l.form !== 'spoken').length;
    const spoken = catalog.languages.filter((l) => l.form !== 'written').length;
    expect(lead).toBe(`Translation in ${written} languages, interpreting in ${spoken}.`);
    expect(written).toBeLessThan(catalog.languages.length);
    // The real pages write no count of their own, and what they show is the model's.
    for (const file of readdirSync('content/pages')) expect(readFileSync(join('content/pages', file), 'utf8'), file).not.toMatch(/\d{2,}\+? languages/);
    expect(readFileSync('content/share-images.yaml', 'utf8')).not.toMatch(/\d{2,}\+? languages/);
    expect(getEditorialPage('home').lead).toContain(`in ${written} languages`);
    expect(getEditorialPage('remote-interpretation').description).toContain(`in ${spoken} languages`);
  });

  it('names the missing file when a page does not exist', () => {
    tree.write('pages/about-us.md', frontMatter(editorialPage, words(30)));
    const error = contentErrorOf(() => getEditorialPage('missing', tree.path('pages')));
    expect(error.file).toContain('pages/missing.md');
  });

  it.each([
    ['an unknown field', { ...editorialPage, subtitle: 'x' }, 'subtitle'],
    ['a missing h1', { ...editorialPage, h1: undefined }, 'h1'],
    ['a missing updated date (the sitemap lastmod)', { ...editorialPage, updated: undefined }, 'updated'],
    ['an updated date that is not a date', { ...editorialPage, updated: '2026-02-30' }, 'updated: is not a real calendar date'],
  ])('rejects %s', (_case, data, problem) => {
    const file = tree.write('pages/bad-page.md', frontMatter(data, words(30)));
    const error = contentErrorOf(() => loadEditorialPages(tree.path('pages')));
    expect(error.file).toBe(file);
    expect(error.message).toContain(problem);
  });
});
