import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listBrokenLinks, loadSiteContent } from '@/lib/content/site-content';
import { contentErrorOf, frontMatter, post, postBody, tempTree, writeValidSite, type TempTree } from './fixtures';

let tree: TempTree;
beforeEach(() => {
  tree = tempTree();
  writeValidSite(tree);
});
afterEach(() => tree.remove());

describe('loadSiteContent', () => {
  it('loads a complete, valid tree', () => {
    const content = loadSiteContent(tree.root);
    expect(content.posts).toHaveLength(1);
    expect(content.support).toHaveLength(2);
    expect(content.pages.get('about-us')?.h1).toBe('Language services built on accountability');
    expect(listBrokenLinks(content)).toEqual([]);
  });

  it('fails on a post whose author is not on the team', () => {
    const file = tree.write('blog/uscis-certified-translation.md', frontMatter({ ...post, author: 'someone-else' }, postBody));
    expect(contentErrorOf(() => loadSiteContent(tree.root)).file).toBe(file);
  });

  it.each([
    ['a page that does not exist', '[Pricing](/prices/)', '"/prices/" is not a page on this site'],
    ['an anchor missing from a support article', '[Step](/support/first-article/#nowhere)', 'has no element with id "nowhere"'],
    ['an FAQ entry that does not exist', '[FAQ](/faq/#no-such-question)', 'has no element with id "no-such-question"'],
    ['a blog post that does not exist', '[Post](/blog/missing-post/)', 'is not a page on this site'],
  ])('fails on a markdown link to %s, naming the file', (_case, link, problem) => {
    const file = tree.write('blog/uscis-certified-translation.md', frontMatter(post, `${postBody}\n\nSee ${link}.`));
    const error = contentErrorOf(() => loadSiteContent(tree.root));
    expect(error.file).toBe(file);
    expect(error.message).toContain('body: link "/');
    expect(error.message).toContain(problem);
  });

  it('checks links inside FAQ answers, naming the entry', () => {
    tree.write('faq.yaml', JSON.stringify([{ id: 'what-is-a-certified-translation', category: 'interpretation', question: 'Do you interpret?', answer: `${'word '.repeat(45)}[Book](/book-now/)` }]));
    const error = contentErrorOf(() => loadSiteContent(tree.root));
    expect(error.file).toContain('faq.yaml');
    expect(error.message).toContain('[0].answer: link "/book-now/" is not a page on this site');
  });

  it('accepts the real content folder', () => {
    const content = loadSiteContent(join(process.cwd(), 'content'));
    expect(content.posts.length).toBeGreaterThanOrEqual(12);
    expect(content.support.length).toBeGreaterThanOrEqual(20);
    expect(content.team.length).toBeGreaterThanOrEqual(8);
    expect(content.faq.length).toBeGreaterThanOrEqual(30);
    expect(content.testimonials.length).toBeGreaterThanOrEqual(15);
    expect(content.references.length).toBeGreaterThanOrEqual(10);
    expect(content.agreements.map((a) => a.slug)).toEqual([
      'terms-of-service',
      'privacy-policy',
      'cookie-policy',
      'refund-and-acceptance-guarantee',
      'translator-agreement',
      'interpreter-agreement',
    ]);
  });
});
