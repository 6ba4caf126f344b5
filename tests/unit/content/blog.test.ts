import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadPosts, readingMinutes } from '@/lib/content/blog';
import { adjacentPosts, needsTableOfContents, relatedPosts } from '@/lib/content/blog-queries';
import { contentErrorOf, frontMatter, post, postBody, tempTree, words, type TempTree } from './fixtures';

let tree: TempTree;
beforeEach(() => {
  tree = tempTree();
});
afterEach(() => tree.remove());

const authors = new Set(['maria-alvarez']);
const load = () => loadPosts(tree.path('blog'), authors);

describe('loadPosts', () => {
  it('loads posts newest first, with path and reading time', () => {
    tree.write('blog/older-post.md', frontMatter({ ...post, title: 'An older post title', description: `${post.description} Older.`.slice(0, 160), published: '2025-01-01' }, postBody));
    tree.write('blog/newer-post.md', frontMatter(post, postBody));
    const posts = load();
    expect(posts.map((p) => p.slug)).toEqual(['newer-post', 'older-post']);
    expect(posts[0]?.path).toBe('/blog/newer-post/');
    expect(posts[0]?.content.wordCount).toBe(644);
    expect(posts[0]?.readingMinutes).toBe(3);
    expect(posts[0]?.content.headings.map((h) => h.id)).toEqual(['the-rule', 'the-certificate']);
  });

  it.each([
    ['an author who is not on the team', { ...post, author: 'nobody' }, postBody, 'author: "nobody" is not a team member'],
    ['a tag outside the list', { ...post, tags: ['visas'] }, postBody, 'tags[0]: Invalid option'],
    ['more than four tags', { ...post, tags: ['legal', 'medical', 'business', 'pricing', 'languages'] }, postBody, 'tags'],
    ['a description that is too short', { ...post, description: 'Too short.' }, postBody, 'description'],
    ['a title over 70 characters', { ...post, title: 'x'.repeat(71) }, postBody, 'title'],
    ['an impossible date', { ...post, published: '2026-02-30' }, postBody, 'published: is not a real calendar date'],
    ['an updated date before publication', { ...post, updated: '2026-01-01' }, postBody, 'updated: must be on or after the published date'],
    ['a body under 600 words', post, words(200), 'body: a post needs at least 600 words (has 200)'],
    ['a level-1 heading in the body', post, `# Title\n\n${postBody}`, 'level-1 heading'],
  ])('rejects %s', (_case, data, body, problem) => {
    const file = tree.write('blog/a-post.md', frontMatter(data, body));
    const error = contentErrorOf(load);
    expect(error.file).toBe(file);
    expect(error.message).toContain(problem);
  });

  it('rejects a duplicate title across posts', () => {
    tree.write('blog/first.md', frontMatter(post, postBody));
    tree.write('blog/second.md', frontMatter({ ...post, description: `${post.description.slice(0, 150)} Second.` }, postBody));
    const error = contentErrorOf(load);
    expect(error.file).toContain('second.md');
    expect(error.message).toContain('title: duplicate title');
  });

  it('rejects invalid YAML, naming the file', () => {
    const file = tree.write('blog/a-post.md', `---\ntitle: [unclosed\n---\n${postBody}`);
    const error = contentErrorOf(load);
    expect(error.file).toBe(file);
    expect(error.message).toContain('front matter is not valid YAML');
  });
});

describe('post queries', () => {
  function three() {
    tree.write('blog/a.md', frontMatter({ ...post, title: 'Post A about immigration', published: '2026-03-01', tags: ['immigration', 'legal'] }, postBody));
    tree.write('blog/b.md', frontMatter({ ...post, title: 'Post B about legal work', description: `${post.description.slice(0, 150)} B.`, published: '2026-02-01', tags: ['legal'] }, postBody));
    tree.write('blog/c.md', frontMatter({ ...post, title: 'Post C about pricing', description: `${post.description.slice(0, 150)} C.`, published: '2026-01-01', tags: ['pricing'] }, postBody));
    return load();
  }

  it('relates posts by shared tags only', () => {
    const posts = three();
    const [a] = posts;
    if (!a) throw new Error('fixture');
    expect(relatedPosts(a, posts).map((p) => p.slug)).toEqual(['b']);
  });

  it('finds the newer and older neighbours', () => {
    const posts = three();
    const middle = posts[1];
    if (!middle) throw new Error('fixture');
    const { newer, older } = adjacentPosts(middle, posts);
    expect([newer?.slug, older?.slug]).toEqual(['a', 'c']);
    expect(adjacentPosts(posts[0] ?? middle, posts).newer).toBeUndefined();
  });

  it('gives a table of contents to posts with four or more sections', () => {
    const sections = ['One', 'Two', 'Three', 'Four'].map((name) => `## ${name}\n\n${words(160)}`).join('\n\n');
    tree.write('blog/short.md', frontMatter(post, postBody));
    tree.write('blog/long.md', frontMatter({ ...post, title: 'A post with four sections', description: `${post.description.slice(0, 150)} Long.` }, sections));
    const bySlug = new Map(load().map((p) => [p.slug, p]));
    expect([bySlug.get('short'), bySlug.get('long')].map((p) => p && needsTableOfContents(p))).toEqual([false, true]);
  });
});

describe('readingMinutes', () => {
  it.each([
    [1, 1],
    [230, 1],
    [231, 2],
    [690, 3],
  ])('%i words → %i min', (count, minutes) => {
    expect(readingMinutes(count)).toBe(minutes);
  });
});
