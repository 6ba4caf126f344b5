import { absoluteUrl } from '@/lib/env';
import { site } from '@/lib/site';
import { rssDate } from '@/lib/format';
import { escapeXml } from './xml';

interface FeedItem {
  title: string;
  description: string;
  path: string;
  /** ISO date. */
  published: string;
  author: string;
  categories: readonly string[];
}

export interface Feed {
  title: string;
  description: string;
  path: string;
  feedPath: string;
  items: readonly FeedItem[];
}

function element(name: string, value: string): string {
  return `<${name}>${escapeXml(value)}</${name}>`;
}

/** An RSS 2.0 document with absolute URLs; items keep the order given (newest first). */
export function renderRss(feed: Feed): string {
  const newest = feed.items[0]?.published;
  const items = feed.items.map((item) => {
    const url = absoluteUrl(item.path);
    return [
      '<item>',
      element('title', item.title),
      element('link', url),
      `<guid isPermaLink="true">${escapeXml(url)}</guid>`,
      element('description', item.description),
      element('pubDate', rssDate(item.published)),
      // RSS wants an email in <author>; dc:creator carries a plain name.
      element('dc:creator', item.author),
      ...item.categories.map((category) => element('category', category)),
      '</item>',
    ].join('');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    element('title', `${feed.title} | ${site.name}`),
    element('link', absoluteUrl(feed.path)),
    element('description', feed.description),
    element('language', 'en-us'),
    `<atom:link href="${escapeXml(absoluteUrl(feed.feedPath))}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [element('lastBuildDate', rssDate(newest))] : []),
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
