'use client';

import { useSyncExternalStore } from 'react';
import { PostCard } from './post-card';
import type { PostCardData } from './post-card-data';
import styles from './blog-index.module.css';

interface Props {
  posts: PostCardData[];
  tags: { id: string; label: string; count: number }[];
  labels: { filter: string; all: string; showingAll: string; showingTag: string; showingTagOne: string };
}

const param = 'tag';
const changeEvent = 'blog-tag-change';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(changeEvent, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(changeEvent, onChange);
  };
}

const currentSearch = () => window.location.search;
// The pre-rendered page shows every post; the address is read once the page is live.
const serverSearch = () => '';

/**
 * The post list with its tag filter. Without JavaScript every post shows; with it, a tag narrows
 * the list and is kept in the address (?tag=…) so a filtered view can be shared.
 */
export function BlogIndex({ posts, tags, labels }: Props) {
  const search = useSyncExternalStore(subscribe, currentSearch, serverSearch);
  const requested = new URLSearchParams(search).get(param);
  const active = tags.some((tag) => tag.id === requested) ? requested : null;

  const choose = (tag: string | null) => {
    const url = new URL(window.location.href);
    if (tag) url.searchParams.set(param, tag);
    else url.searchParams.delete(param);
    window.history.replaceState(window.history.state, '', url);
    window.dispatchEvent(new Event(changeEvent));
  };

  const visible = active ? posts.filter((post) => post.tags.some((tag) => tag.id === active)) : posts;
  const activeLabel = tags.find((tag) => tag.id === active)?.label;
  const status = activeLabel
    ? (visible.length === 1 ? labels.showingTagOne : labels.showingTag).replace('{count}', String(visible.length)).replace('{tag}', activeLabel)
    : labels.showingAll.replace('{count}', String(visible.length));

  return (
    <>
      <div role="group" aria-label={labels.filter} className={styles.filters}>
        <button type="button" className={styles.chip} aria-pressed={active === null} onClick={() => choose(null)}>
          {labels.all}
        </button>
        {tags.map((tag) => (
          <button key={tag.id} type="button" className={styles.chip} aria-pressed={active === tag.id} onClick={() => choose(tag.id)} data-tag={tag.id}>
            {tag.label} <span className={styles.count}>({tag.count})</span>
          </button>
        ))}
      </div>
      <p className={styles.status} role="status">
        {status}
      </p>
      <ul className={`grid ${styles.list}`}>
        {visible.map((post) => (
          <li key={post.slug}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
    </>
  );
}
