import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { AnalyticsSlot } from '@/components/layout/analytics-slot';
import { OfflineBanner } from '@/components/layout/offline-banner';
import { PageTransition } from '@/components/layout/page-transition';
import { RuntimeGuards } from '@/components/layout/runtime-guards';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { SkipLink } from '@/components/layout/skip-link';
import { ToasterHost } from '@/components/ui/toaster-host';
import { analyticsScriptSrc, env } from '@/lib/env';
import { defaultLocale, getLocale } from '@/lib/i18n/config';
import { t } from '@/lib/i18n/messages';
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
        <SkipLink label={t('nav.skipToContent')} />
        <SiteHeader />
        <main id="main" tabIndex={-1}>
          <PageTransition>{children}</PageTransition>
        </main>
        <SiteFooter />
        <OfflineBanner message={t('layout.offline')} backOnline={t('layout.backOnline')} />
        <ToasterHost closeLabel={t('toast.close')} />
        <RuntimeGuards />
        <AnalyticsSlot src={analyticsScriptSrc()} />
      </body>
    </html>
  );
}
