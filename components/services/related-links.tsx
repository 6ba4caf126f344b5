import { AppLink } from '@/components/ui/app-link';
import { t } from '@/lib/i18n/messages';
import type { RelatedGroup } from '@/lib/services/related';
import styles from './related-links.module.css';

/** Short, bounded lists of neighbouring variant pages. They never prefetch. */
export function RelatedLinks({ groups }: { groups: readonly RelatedGroup[] }) {
  if (groups.length === 0) return null;
  return (
    <nav aria-labelledby="related" className={`section section-muted ${styles.related}`}>
      <div className="container">
        <h2 id="related">{t('catalog.related.heading')}</h2>
        <div className={styles.groups}>
          {groups.map((group) => (
            <div key={group.id}>
              <h3>{group.heading}</h3>
              <ul>
                {group.links.map((link, index) => (
                  <li key={index}>
                    <AppLink href={link.href} prefetch={false}>
                      {link.text}
                    </AppLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </nav>
  );
}
