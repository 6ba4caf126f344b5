import type { PageSources } from '@/lib/catalog';
import { formatDate } from '@/lib/format';

/** The public sources of a language-in-city page's facts: publisher, linked title and the date they were checked. */
export function PairSources({ sources }: { sources: PageSources }) {
  return (
    <section aria-labelledby="sources" className="container prose">
      <h2 id="sources">{sources.heading}</h2>
      <p>{sources.intro}</p>
      <ul>
        {sources.list.map((source) => (
          <li key={source.url}>
            {source.publisher}, <a href={source.url}>{source.title}</a> (checked <time dateTime={source.checked}>{formatDate(source.checked)}</time>)
          </li>
        ))}
      </ul>
    </section>
  );
}
