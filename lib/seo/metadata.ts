import type { Metadata } from 'next';
import { absoluteUrl } from '@/lib/env';
import { site } from '@/lib/site';

export interface PageMeta {
  /** Without the brand suffix: the layout's template adds " | Verbalis". */
  title: string;
  description: string;
  /** Canonical path, with its trailing slash. */
  path: string;
  noindex?: boolean;
  type?: 'website' | 'article';
  /** The home page sits in the root segment, where the layout's title template does not apply. */
  brandTitle?: boolean;
}

export const defaultShareImage = { url: '/og/default.png', width: 1200, height: 630, alt: `${site.name}: certified translation and interpreting` };

/** The metadata every page carries: title, description, canonical, Open Graph and Twitter card. */
export function pageMetadata({ title, description, path, noindex, type = 'website', brandTitle }: PageMeta): Metadata {
  const url = absoluteUrl(path);
  return {
    title: brandTitle ? { absolute: `${title} | ${site.name}` } : title,
    description,
    alternates: { canonical: url },
    openGraph: { title, description, url, siteName: site.name, type, locale: 'en_US', images: [defaultShareImage] },
    twitter: { card: 'summary_large_image', title, description, images: [defaultShareImage.url] },
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
  };
}
