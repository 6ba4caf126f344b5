import { Markdown } from '@/components/content/markdown';
import { DocumentLayout } from '@/components/content/document-layout';
import { PageHero } from '@/components/layout/page-hero';
import { AppLink } from '@/components/ui/app-link';
import type { BlogPost as Post } from '@/lib/content/blog';
import type { TeamMember } from '@/lib/content/team';
import { t } from '@/lib/i18n/messages';
import { AuthorCard } from './author-card';
import styles from './blog-post.module.css';
import { PostCard } from './post-card';
import { toPostCard } from './post-card-data';
import { PostMeta } from './post-meta';
import { PostNav } from './post-nav';

interface Props {
  post: Post;
  author: TeamMember;
  related: readonly Post[];
  newer?: Post;
  older?: Post;
  /** Whether the post is long enough for a table of contents. */
  tableOfContents: boolean;
}

/** A whole post: title and meta, optional table of contents, body, author, related posts, neighbours. */
export function BlogPost({ post, author, related, newer, older, tableOfContents }: Props) {
  const firstTag = post.tags[0];
  return (
    <>
      <PageHero
        title={post.title}
        eyebrow={firstTag ? t(`content.tags.${firstTag}`) : undefined}
        lead={post.description}
        trail={[
          { name: t('content.blog.crumb'), path: '/blog/' },
          { name: post.title, path: post.path },
        ]}
      >
        <PostMeta post={post} author={author} />
      </PageHero>
      <div className={`container section ${styles.layout}`}>
        <DocumentLayout label={post.title} headings={tableOfContents ? post.content.headings : undefined}>
          <Markdown tree={post.content.tree} />
        </DocumentLayout>
        <AuthorCard author={author} />
        {related.length > 0 ? (
          <section aria-labelledby="related-posts" className={styles.related}>
            <h2 id="related-posts">{t('content.blog.related')}</h2>
            <ul className="grid">
              {related.map((other) => (
                <li key={other.slug}>
                  <PostCard post={toPostCard(other)} headingLevel={3} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <PostNav newer={newer} older={older} />
        <p>
          <AppLink href="/blog/" className="button button-ghost">
            {t('content.blog.backToBlog')}
          </AppLink>
        </p>
      </div>
    </>
  );
}
