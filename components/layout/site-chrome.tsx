import type { ReactNode } from 'react';
import { ToasterHost } from '@/components/ui/toaster-host';
import { analyticsScriptSrc } from '@/lib/env';
import { t } from '@/lib/i18n/messages';
import { AnalyticsSlot } from './analytics-slot';
import { OfflineBanner } from './offline-banner';
import { PageTransition } from './page-transition';
import { RuntimeGuards } from './runtime-guards';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

/**
 * The public site's body: header and navigation, the page, the footer's links, and the islands every
 * page needs (offline banner, toasts, runtime guards, analytics). The site's root layout and the 404
 * page, a document of its own, both render it.
 */
export function SiteChrome({ children }: { children: ReactNode }) {
  return (
    <>
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
    </>
  );
}
