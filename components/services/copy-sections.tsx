import type { CopySection } from '@/lib/catalog';

// Keys are positions: the copy never reorders, and text keys would repeat every paragraph in the RSC payload.

/** The body of a variant page: one h2 per section, its paragraphs and its list. */
export function CopySections({ sections }: { sections: readonly CopySection[] }) {
  return sections.map((section, s) => (
    <section key={s}>
      <h2>{section.heading}</h2>
      {section.paragraphs.map((paragraph, p) => (
        <p key={p}>{paragraph}</p>
      ))}
      {section.bullets ? (
        <ul>
          {section.bullets.map((bullet, b) => (
            <li key={b}>{bullet}</li>
          ))}
        </ul>
      ) : null}
    </section>
  ));
}
