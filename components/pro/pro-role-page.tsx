import { EditorialSections } from '@/components/content/editorial-sections';
import { Markdown } from '@/components/content/markdown';
import type { EditorialPage } from '@/lib/content/pages';
import type { ProUserType } from '@/lib/content/schema-parts';
import { sectionTree } from '@/lib/markdown/sections';
import { t } from '@/lib/i18n/messages';
import { OfferLinkRedirect } from './offer-link-redirect';
import styles from './pro-role-page.module.css';

interface Props {
  userType: ProUserType;
  /** The role's guide, content/pages/pro-{userType}.md. */
  page: EditorialPage;
  /** The page's own path, `/pro/{userType}/`. */
  path: string;
}

/** /pro/{userType}/: the role's static guide. An old offer link to it goes on to the offer's own page. */
export function ProRolePage({ userType, page, path }: Props) {
  return (
    <EditorialSections
      page={page}
      trail={[
        { name: t('nav.pro'), path: '/pro/' },
        { name: t(`content.pro.roles.${userType}`), path },
      ]}
      custom={{
        'how-to-respond-to-an-offer': (section) => (
          <section id="offer" aria-labelledby={section.id} className={styles.offer}>
            <Markdown tree={sectionTree(section)} />
            <OfferLinkRedirect />
          </section>
        ),
      }}
    />
  );
}
