import { absoluteUrl } from '@/lib/env';
import { shareImageIdForPath, shareImagePath } from '@/lib/seo/share-image';
import { site } from '@/lib/site';
import { startOfDayInZone } from '@/lib/time/zoned-date-time';
import type { BlogPost } from './blog';
import type { FaqEntry } from './faq';
import { toString } from 'hast-util-to-string';
import type { TeamMember } from './team';

/** JSON-LD for content pages. The Organization node is declared on the home page and referenced by id. */

/** Posts carry calendar dates; schema.org wants an instant, so each is the start of that day at the office. */
function postDate(date: string): string {
  return startOfDayInZone(date, site.timeZone);
}

export function blogPostingJsonLd(post: BlogPost, author: TeamMember) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': absoluteUrl(`${post.path}#article`),
    mainEntityOfPage: absoluteUrl(post.path),
    headline: post.title,
    description: post.description,
    datePublished: postDate(post.published),
    dateModified: postDate(post.updated ?? post.published),
    wordCount: post.content.wordCount,
    keywords: post.tags.join(', '),
    inLanguage: 'en-US',
    image: absoluteUrl(shareImagePath(shareImageIdForPath(post.path))),
    author: { '@type': 'Person', name: author.name, jobTitle: author.role, url: absoluteUrl(`/team/#${author.slug}`) },
    publisher: { '@id': absoluteUrl('/#organization') },
  };
}

export function faqPageJsonLd(entries: readonly FaqEntry[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      url: absoluteUrl(entry.path),
      acceptedAnswer: { '@type': 'Answer', text: toString(entry.answer.tree).trim() },
    })),
  };
}
