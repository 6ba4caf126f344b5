import { mainText, words } from './similarity';

/**
 * Where the text two pages share comes from: a page's `<main>` cut at its h2 headings, and each of
 * its 5-word shingles counted under the section its first word is in. `bench:similarity` prints it
 * for the closest pairs, so that the blocks to shorten, link to or drop can be named with figures.
 */

export interface MainSection {
  /** The h2's id when it has one (`prices`, `faq`, `doc-title`), otherwise its text. */
  heading: string;
  text: string;
}

const SHINGLE_WORDS = 5;

/** The `<main>` of a page in sections, one per h2 (the text before the first h2 is "(top)"). */
export function mainSections(html: string): MainSection[] {
  const start = html.search(/<main[\s>]/);
  const end = html.lastIndexOf('</main>');
  if (start === -1 || end < start) return [];
  const main = html.slice(start, end);
  const cuts = [...main.matchAll(/<h2\b[^>]*>/g)].map((m) => m.index);
  const bounds = [0, ...cuts, main.length];
  const sections: MainSection[] = [];
  for (let i = 0; i + 1 < bounds.length; i++) {
    const chunk = main.slice(bounds[i], bounds[i + 1]);
    const h2 = /^<h2\b([^>]*)>([\s\S]*?)<\/h2>/.exec(chunk);
    const id = h2 === null ? undefined : /\bid="([^"]+)"/.exec(h2[1] ?? '')?.[1];
    const heading = h2 === null ? '(top)' : (id ?? mainText(`<main>${h2[2] ?? ''}</main>`) ?? '');
    sections.push({ heading, text: mainText(`<main>${chunk}</main>`) ?? '' });
  }
  return sections;
}

export interface SectionShare {
  heading: string;
  /** The section's shingles (each shingle counted once, in the first section it starts in). */
  shingles: number;
  /** How many of them the other page has too. */
  shared: number;
}

/** For each section of a page, how many of its shingles `other` (the neighbour's shingle set) also has. */
export function sharedBySection(sections: readonly MainSection[], other: ReadonlySet<string>): SectionShare[] {
  const all = sections.flatMap((section, index) => words(section.text).map((word) => ({ word, index })));
  const shares: SectionShare[] = sections.map((s) => ({ heading: s.heading, shingles: 0, shared: 0 }));
  const seen = new Set<string>();
  for (let i = 0; i + SHINGLE_WORDS <= all.length; i++) {
    const shingle = all
      .slice(i, i + SHINGLE_WORDS)
      .map((w) => w.word)
      .join(' ');
    if (seen.has(shingle)) continue;
    seen.add(shingle);
    const share = shares[all[i]?.index ?? 0];
    if (share === undefined) continue;
    share.shingles += 1;
    if (other.has(shingle)) share.shared += 1;
  }
  return shares;
}
