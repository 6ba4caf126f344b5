import { AppLink } from '@/components/ui/app-link';
import type { SupportArticle } from '@/lib/content/support';
import type { SupportCategory } from '@/lib/content/schema-parts';
import { t } from '@/lib/i18n/messages';
import styles from './support-categories.module.css';

interface Props {
  groups: readonly { category: SupportCategory; articles: readonly SupportArticle[] }[];
}

/** Every support article, grouped under its category heading (the headings are anchors: /support/#ordering). */
export function SupportCategories({ groups }: Props) {
  return (
    <div className={styles.groups}>
      {groups.map(({ category, articles }) => (
        <section key={category} aria-labelledby={category} className={styles.group}>
          <h2 id={category}>{t(`content.supportCategories.${category}`)}</h2>
          <ul className={styles.list}>
            {articles.map((article) => (
              <li key={article.slug}>
                <AppLink href={article.path} prefetch={false} className={styles.title}>
                  {article.title}
                </AppLink>
                <p className={styles.summary}>{article.summary}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
