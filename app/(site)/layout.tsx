import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { SiteChrome } from '@/components/layout/site-chrome';
import { defaultLocale, getLocale } from '@/lib/i18n/config';
import { documentMetadata, documentViewport } from '@/lib/seo/document';
import { site } from '@/lib/site';
import { fontVariables } from '../fonts';
import '../globals.css';

// The public site's root layout. The private pages (app/(private)/) have a root layout of their own.
export const metadata: Metadata = {
  ...documentMetadata,
  title: { default: `${site.name}: Certified Translation & Interpreting`, template: `%s | ${site.name}` },
  description: site.description,
};

export const viewport = documentViewport;

export default function SiteLayout({ children }: { children: ReactNode }) {
  const locale = getLocale(defaultLocale);
  return (
    <html lang={locale.iso} dir={locale.dir} className={fontVariables}>
      <body>
        <SiteChrome>{children}</SiteChrome>
      </body>
    </html>
  );
}
