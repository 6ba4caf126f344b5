import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SiteChrome } from '@/components/layout/site-chrome';
import { env } from '@/lib/env';
import { defaultLocale, getLocale } from '@/lib/i18n/config';
import { site } from '@/lib/site';
import { sans, serif } from './fonts';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(env.siteUrl),
  title: { default: `${site.name}: Certified Translation & Interpreting`, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
  formatDetection: { telephone: false },
  icons: { icon: '/favicon.svg' },
};

export const viewport: Viewport = {
  themeColor: '#1d4e89',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  const locale = getLocale(defaultLocale);
  return (
    <html lang={locale.iso} dir={locale.dir} className={`${sans.variable} ${serif.variable}`}>
      <body>
        <SiteChrome>{children}</SiteChrome>
      </body>
    </html>
  );
}
