import { AppLink } from '@/components/ui/app-link';
import type { PostCardData } from './post-card-data';
import styles from './post-card.module.css';

/** A post in a list: title (the link), date, reading time, description and tags. No i18n lookups: it renders on both sides. */
export function PostCard({ post, headingLevel = 2 }: { post: PostCardData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={`card ${styles.card}`} aria-labelledby={`post-${post.slug}`}>
      <p className={styles.meta}>
        <time dateTime={post.published}>{post.dateLabel}</time>
        <span aria-hidden="true"> · </span>
        <span>{post.readingLabel}</span>
      </p>
      <Heading id={`post-${post.slug}`} className={styles.title}>
        <AppLink href={post.path} prefetch={false} className={styles.link}>
          {post.title}
        </AppLink>
      </Heading>
      <p className={styles.description}>{post.description}</p>
      <ul className={styles.tags}>
        {post.tags.map((tag) => (
          <li key={tag.id}>{tag.label}</li>
        ))}
      </ul>
    </article>
  );
}
