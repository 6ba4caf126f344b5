import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { PrivateChrome } from '@/components/layout/private-chrome';
import { defaultLocale, getLocale } from '@/lib/i18n/config';
import { documentMetadata, documentViewport } from '@/lib/seo/document';
import { site } from '@/lib/site';
import { fontVariables } from '../fonts';
import '../globals.css';

/*
 * The root layout of the private pages, `/staff/` and `/orders/`: pages that read a session or a
 * token in the browser, never indexed (robots.ts disallows /staff/ too) and outside the sitemap.
 * Same fonts and base styles as the public site, without its chrome (app/(site)/layout.tsx); the
 * back office's own title template is in staff/layout.tsx.
 */
export const metadata: Metadata = {
  ...documentMetadata,
  title: { default: site.name, template: `%s | ${site.name}` },
  robots: { index: false, follow: false },
};

export const viewport = documentViewport;

export default function PrivateLayout({ children }: { children: ReactNode }) {
  const locale = getLocale(defaultLocale);
  return (
    <html lang={locale.iso} dir={locale.dir} className={fontVariables}>
      <body>
        <PrivateChrome>{children}</PrivateChrome>
      </body>
    </html>
  );
}
