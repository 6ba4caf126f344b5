import type { ReactNode } from 'react';
import { EditorialSections } from '@/components/content/editorial-sections';
import { Markdown } from '@/components/content/markdown';
import type { EditorialPage } from '@/lib/content/pages';
import type { ProUserType } from '@/lib/content/schema-parts';
import { sectionTree } from '@/lib/markdown/sections';
import { t } from '@/lib/i18n/messages';
import styles from './pro-role-page.module.css';

interface Props {
  userType: ProUserType;
  /** The role's guide, content/pages/pro-{userType}.md. */
  page: EditorialPage;
  /** The page's own path, `/pro/{userType}/`. */
  path: string;
  /**
   * The interactive offer panel for this role (it reads ?offer=<token> in the browser). It is shown
   * at the top of the "How to respond to an offer" section, which explains what it does.
   */
  offerPanel?: ReactNode;
}

/** /pro/{userType}/: the role's static guide, with the place where offer links open. */
export function ProRolePage({ userType, page, path, offerPanel }: Props) {
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
            {offerPanel}
          </section>
        ),
      }}
    />
  );
}
