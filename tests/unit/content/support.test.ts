import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadSupportArticles } from '@/lib/content/support';
import { article, articleBody, contentErrorOf, frontMatter, tempTree, words, type TempTree } from './fixtures';

let tree: TempTree;
beforeEach(() => {
  tree = tempTree();
  tree.write(
    'support/second-article.md',
    frontMatter({ ...article, title: 'Which countries accept an apostille?', summary: 'Apostilles are recognized among the members of the Hague Apostille Convention; check the destination first.', category: 'certified-translation', related: ['first-article'] }, articleBody),
  );
});
afterEach(() => tree.remove());

const load = () => loadSupportArticles(tree.path('support'));

describe('loadSupportArticles', () => {
  it('loads articles by category order, then by order inside the category', () => {
    tree.write('support/first-article.md', frontMatter(article, articleBody));
    const articles = load();
    expect(articles.map((a) => [a.category, a.slug])).toEqual([
      ['ordering', 'first-article'],
      ['certified-translation', 'second-article'],
    ]);
    expect(articles[0]?.path).toBe('/support/first-article/');
  });

  it.each([
    ['a related article that does not exist', { ...article, related: ['missing-article'] }, articleBody, 'related[0]: no support article "missing-article"'],
    ['an article related to itself', { ...article, related: ['first-article'] }, articleBody, 'related[0]: an article cannot be related to itself'],
    ['the same related article twice', { ...article, related: ['second-article', 'second-article'] }, articleBody, 'related[1]: duplicate related article'],
    ['no related articles', { ...article, related: [] }, articleBody, 'related'],
    ['an unknown category', { ...article, category: 'billing' }, articleBody, 'category: Invalid option'],
    ['a summary that is too short', { ...article, summary: 'Short.' }, articleBody, 'summary'],
    ['an order that is not an integer', { ...article, order: 1.5 }, articleBody, 'order'],
    ['no updated date (the sitemap lastmod)', { ...article, updated: undefined }, articleBody, 'updated'],
    ['a body with one section', article, `## Only\n\n${words(300)}`, 'body: needs at least two "##" sections'],
    ['a body over 600 words', article, `## A\n\n${words(400)}\n\n## B\n\n${words(400)}`, 'body: must be 200–600 words (has 802)'],
  ])('rejects %s', (_case, data, body, problem) => {
    const file = tree.write('support/first-article.md', frontMatter(data, body));
    const error = contentErrorOf(load);
    expect(error.file).toBe(file);
    expect(error.message).toContain(problem);
  });

  it('rejects two articles with the same order in one category', () => {
    tree.write('support/first-article.md', frontMatter(article, articleBody));
    tree.write('support/third-article.md', frontMatter({ ...article, title: 'A third article title', summary: `${article.summary} Third copy.`, related: ['first-article'] }, articleBody));
    const error = contentErrorOf(load);
    expect(error.file).toContain('third-article.md');
    expect(error.message).toContain('duplicate order within the category "ordering #1"');
  });
});
