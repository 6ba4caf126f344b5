import type { Metadata } from 'next';
import { NotFoundView } from '@/components/layout/not-found-view';
import { SiteChrome } from '@/components/layout/site-chrome';
import { defaultLocale, getLocale } from '@/lib/i18n/config';
import { t } from '@/lib/i18n/messages';
import { documentMetadata, documentViewport } from '@/lib/seo/document';
import { site } from '@/lib/site';
import { fontVariables } from './fonts';
import './globals.css';

/*
 * The page for any address that matches no route (out/404.html). With two root layouts there is no
 * layout above both that a 404 could render in, so Next renders this file as a document of its own
 * (`experimental.globalNotFound`, next.config.ts), with the public site's chrome: a visitor who
 * mistyped an address is on the public site.
 */
export const metadata: Metadata = {
  ...documentMetadata,
  title: `${t('errors.notFoundTitle')} | ${site.name}`,
  description: site.description,
  // No robots here: Next writes <meta name="robots" content="noindex"> into a not-found page itself, and a second tag repeated it.
};

export const viewport = documentViewport;

export default function GlobalNotFound() {
  const locale = getLocale(defaultLocale);
  return (
    <html lang={locale.iso} dir={locale.dir} className={fontVariables}>
      <body>
        <SiteChrome>
          <NotFoundView />
        </SiteChrome>
      </body>
    </html>
  );
}
