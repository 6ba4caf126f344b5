'use client';

import { useId, useRef, useState } from 'react';
import { AppLink } from '@/components/ui/app-link';
import type { SearchDoc } from '@/lib/support/search';
import styles from './support-search.module.css';

interface SupportSearchLabels {
  label: string;
  placeholder: string;
  loading: string;
  failed: string;
  noResults: string;
  results: string;
  result: string;
  hint: string;
}

interface Props {
  indexUrl: string;
  labels: SupportSearchLabels;
  categories: Record<string, string>;
}

type Search = (docs: readonly SearchDoc[], query: string) => SearchDoc[];
type IndexState = { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; docs: SearchDoc[]; search: Search };

function isSearchDocs(value: unknown): value is SearchDoc[] {
  return Array.isArray(value) && value.every((doc) => typeof doc === 'object' && doc !== null && 'path' in doc && 'text' in doc);
}

/**
 * Searches support articles in the browser. The index (a static JSON file written at build time)
 * and the search code are fetched the first time the box gets focus, so visitors who never search
 * download neither (and the page stays within the content pages' first-load budget).
 */
export function SupportSearch({ indexUrl, labels, categories }: Props) {
  const [index, setIndex] = useState<IndexState>({ status: 'idle' });
  const [query, setQuery] = useState('');
  const requested = useRef(false);
  const inputId = useId();
  const hintId = useId();

  const load = () => {
    if (requested.current) return;
    requested.current = true;
    setIndex({ status: 'loading' });
    const data = fetch(indexUrl).then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))));
    Promise.all([data, import('@/lib/support/search')])
      .then(([docs, { searchDocs }]: [unknown, { searchDocs: Search }]) => {
        if (!isSearchDocs(docs)) throw new Error('unexpected index format');
        setIndex({ status: 'ready', docs, search: searchDocs });
      })
      .catch(() => {
        requested.current = false;
        setIndex({ status: 'failed' });
      });
  };

  const results = index.status === 'ready' ? index.search(index.docs, query) : [];
  const searching = query.trim().length > 0;
  let status = '';
  if (searching && index.status === 'loading') status = labels.loading;
  else if (searching && index.status === 'failed') status = labels.failed;
  else if (searching && index.status === 'ready')
    status = results.length === 0 ? labels.noResults : results.length === 1 ? labels.result : labels.results.replace('{count}', String(results.length));

  return (
    <div role="search" className={styles.search}>
      <label htmlFor={inputId} className={styles.label}>
        {labels.label}
      </label>
      <input
        id={inputId}
        type="search"
        className={styles.input}
        placeholder={labels.placeholder}
        autoComplete="off"
        aria-describedby={hintId}
        value={query}
        onFocus={load}
        onChange={(event) => {
          load();
          setQuery(event.target.value);
        }}
      />
      <p id={hintId} className={styles.hint}>
        {labels.hint}
      </p>
      <p role="status" className={styles.status}>
        {status}
      </p>
      {results.length > 0 ? (
        <ul className={styles.results}>
          {results.map((doc) => (
            <li key={doc.path}>
              <AppLink href={doc.path} prefetch={false} className={styles.result}>
                <span className={styles.title}>{doc.title}</span>
                <span className={styles.summary}>{doc.summary}</span>
                <span className={styles.category}>{categories[doc.category] ?? doc.category}</span>
              </AppLink>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
