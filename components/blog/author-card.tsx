import { MonogramAvatar } from '@/components/content/monogram-avatar';
import { Markdown } from '@/components/content/markdown';
import { AppLink } from '@/components/ui/app-link';
import type { TeamMember } from '@/lib/content/team';
import { t } from '@/lib/i18n/messages';
import styles from './author-card.module.css';

/** The post's author: monogram, name, role and bio, linking to their entry on the team page. */
export function AuthorCard({ author }: { author: TeamMember }) {
  return (
    <aside className={`card ${styles.card}`} aria-labelledby="about-the-author">
      <MonogramAvatar name={author.name} size={72} />
      <div>
        <h2 id="about-the-author" className={styles.label}>
          {t('content.blog.aboutAuthor')}
        </h2>
        <p className={styles.name}>
          <AppLink href={`/team/#${author.slug}`} prefetch={false}>
            {author.name}
          </AppLink>
          <span className={styles.role}>{author.role}</span>
        </p>
        <Markdown tree={author.bio.tree} className={styles.bio} />
      </div>
    </aside>
  );
}
