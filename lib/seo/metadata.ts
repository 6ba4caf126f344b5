import type { Metadata } from 'next';
import { absoluteUrl } from '@/lib/env';
import { site } from '@/lib/site';
import { shareImageIdForPath, shareImagePath, shareImageSize } from './share-image';

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
  /** The share image of this kind of page (lib/seo/share-image.ts); by default the one its path implies. */
  image?: string;
}

/** The Open Graph image of a kind of page: its card, rendered at build by app/og/[image]/route.tsx. */
function shareImage(id: string) {
  return { url: shareImagePath(id), ...shareImageSize, alt: `${site.name}: certified translation and interpreting` };
}

/** The metadata every page carries: title, description, canonical, Open Graph and Twitter card. */
export function pageMetadata({ title, description, path, noindex, type = 'website', brandTitle, image }: PageMeta): Metadata {
  const url = absoluteUrl(path);
  const card = shareImage(image ?? shareImageIdForPath(path));
  return {
    title: brandTitle ? { absolute: `${title} | ${site.name}` } : title,
    description,
    alternates: { canonical: url },
    openGraph: { title, description, url, siteName: site.name, type, locale: 'en_US', images: [card] },
    twitter: { card: 'summary_large_image', title, description, images: [card.url] },
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
  };
}
