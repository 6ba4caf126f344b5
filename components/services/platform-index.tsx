import { AppLink } from '@/components/ui/app-link';
import { servicePath } from '@/lib/catalog';
import { t } from '@/lib/i18n/messages';
import type { ServicesData } from '@/lib/services/data.server';
import { variantLinkText } from '@/lib/services/labels';

/** The platform pages of remote interpretation, each with what it suits best. */
export function PlatformIndex({ data }: { data: ServicesData }) {
  const { catalog } = data;
  return (
    <section aria-labelledby="platforms">
      <h2 id="platforms">{t('catalog.listing.platforms')}</h2>
      <p className="prose">{t('catalog.listing.platformsIntro')}</p>
      <ul className="grid">
        {catalog.platforms.map((platform) => {
          const variant = { kind: 'platform', platform } as const;
          return (
            <li key={platform.slug} className="card">
              <h3>
                <AppLink href={servicePath('remote-interpretation', variant)} prefetch={false}>
                  {variantLinkText('remote-interpretation', variant)}
                </AppLink>
              </h3>
              <p>{platform.bestFor[0]}.</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
