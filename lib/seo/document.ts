import type { Metadata, Viewport } from 'next';
import { env } from '@/lib/env';
import { site } from '@/lib/site';

/**
 * What every document carries whichever root renders it (the site's layout, the private pages'
 * layout, the 404): the base for relative URLs, the site's name and icon. Each adds its own title
 * and robots.
 */
export const documentMetadata = {
  metadataBase: new URL(env.siteUrl),
  applicationName: site.name,
  formatDetection: { telephone: false },
  icons: { icon: '/favicon.svg' },
} satisfies Metadata;

export const documentViewport: Viewport = {
  themeColor: '#1d4e89',
  width: 'device-width',
  initialScale: 1,
};
