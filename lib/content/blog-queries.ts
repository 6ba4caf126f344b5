import type { BlogPost } from './blog';
import type { BlogTag } from './schema-parts';
import { blogTags } from './schema-parts';
import { getSiteContent } from './site-content';
import type { TeamMember } from './team';

/** All posts, newest first. */
export function getAllPosts(): readonly BlogPost[] {
  return getSiteContent().posts;
}

export function getPostBySlug(slug: string): BlogPost | undefined {
  return getAllPosts().find((post) => post.slug === slug);
}

export function getLatestPosts(count: number): readonly BlogPost[] {
  return getAllPosts().slice(0, count);
}

/** The tags in use, in the order of the tag list, with how many posts carry each. */
export function getTagCounts(posts: readonly BlogPost[] = getAllPosts()): { tag: BlogTag; count: number }[] {
  return blogTags
    .map((tag) => ({ tag, count: posts.filter((post) => post.tags.includes(tag)).length }))
    .filter((entry) => entry.count > 0);
}

/** Posts sharing the most tags with `post`, newest first among equals. */
export function relatedPosts(post: BlogPost, posts: readonly BlogPost[], limit = 3): BlogPost[] {
  return posts
    .filter((other) => other.slug !== post.slug)
    .map((other) => ({ other, shared: other.tags.filter((tag) => post.tags.includes(tag)).length }))
    .filter(({ shared }) => shared > 0)
    .sort((a, b) => b.shared - a.shared)
    .slice(0, limit)
    .map(({ other }) => other);
}

/** The neighbours of a post in date order: `newer` and `older` (undefined at either end). */
export function adjacentPosts(post: BlogPost, posts: readonly BlogPost[]): { newer?: BlogPost; older?: BlogPost } {
  const index = posts.findIndex((other) => other.slug === post.slug);
  return { newer: index > 0 ? posts[index - 1] : undefined, older: posts[index + 1] };
}

export function getAuthor(slug: string): TeamMember {
  const member = getSiteContent().team.find((m) => m.slug === slug);
  // The loader has already checked every author, so this only guards against misuse.
  if (!member) throw new Error(`No team member "${slug}"`);
  return member;
}

/** A long post gets a table of contents. */
export function needsTableOfContents(post: Pick<BlogPost, 'content'>): boolean {
  return post.content.headings.filter((h) => h.depth === 2).length >= 4 || post.content.wordCount >= 1200;
}
