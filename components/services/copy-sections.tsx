import type { CopySection } from '@/lib/catalog';

/** The body of a variant page: one h2 per section, its paragraphs and its list. */
export function CopySections({ sections }: { sections: readonly CopySection[] }) {
  return sections.map((section) => (
    <section key={section.heading}>
      <h2>{section.heading}</h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.bullets ? (
        <ul>
          {section.bullets.map((bullet) => (
            <li key={bullet}>{bullet}</li>
          ))}
        </ul>
      ) : null}
    </section>
  ));
}
