import { proUserTypes } from './schema-parts';

/**
 * Every page of the site that is not generated from a content collection or the catalog.
 * The sitemap and the link check read this list; add a route here when you add its page.
 */
export const staticPagePaths: readonly string[] = [
  '/',
  '/about-us/',
  '/agreement/',
  '/blog/',
  '/certification/',
  '/contact-us/',
  '/faq/',
  '/learn/',
  '/page/portuguese-immigration-translation/',
  '/partnership/',
  '/pricing/',
  '/pro/',
  ...proUserTypes.map((type) => `/pro/${type}/`),
  '/references/',
  '/services/',
  '/services/document-translation/',
  '/services/on-site-interpretation/',
  '/services/remote-interpretation/',
  '/support/',
  '/team/',
  '/testimonials/',
  '/translators/',
];

/** The editorial page (content/pages/<slug>.md) of a static path: `/` is `home`, `/pro/translator/` is `pro-translator`. */
export function editorialSlugOf(path: string): string {
  const segments = path.split('/').filter(Boolean);
  return segments[0] === 'pro' ? segments.join('-') : (segments.at(-1) ?? 'home');
}

/** Files (not pages) that markdown may link to. */
export const staticFilePaths: readonly string[] = ['/blog/rss.xml'];

/**
 * Catalog pages (language, location and platform variants). Their slugs come from the catalog,
 * not from content/, so a link to one is checked against the built site by `npm run check:content`.
 */
export const catalogPagePattern = /^\/services\/(?:document-translation|on-site-interpretation|remote-interpretation)\/[a-z0-9]+(?:-[a-z0-9]+)*\/$/;
