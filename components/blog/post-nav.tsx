import { AppLink } from '@/components/ui/app-link';
import type { BlogPost } from '@/lib/content/blog';
import { t } from '@/lib/i18n/messages';
import styles from './post-nav.module.css';

/** Previous (older) and next (newer) posts. */
export function PostNav({ newer, older }: { newer?: BlogPost; older?: BlogPost }) {
  if (!newer && !older) return null;
  return (
    <nav aria-label={t('content.blog.moreArticles')} className={styles.nav}>
      {older ? (
        <AppLink href={older.path} prefetch={false} className={styles.link} rel="prev">
          <span className={styles.direction}>{t('content.blog.previous')}</span>
          {older.title}
        </AppLink>
      ) : (
        <span />
      )}
      {newer ? (
        <AppLink href={newer.path} prefetch={false} className={`${styles.link} ${styles.next}`} rel="next">
          <span className={styles.direction}>{t('content.blog.next')}</span>
          {newer.title}
        </AppLink>
      ) : null}
    </nav>
  );
}
