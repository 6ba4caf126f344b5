import type { CopySection, FaqItem } from '@/lib/catalog';

/**
 * Service-wide text on variant pages. The copy templates fill a page's names into sentences, so the
 * same paragraph (how a translation is prepared, what to send, the standard FAQ) appeared with only
 * the language or the city changed on every page of a kind, and made those pages near-duplicates of
 * each other. A block of text counts as service-wide when, with the page's own names masked, it reads
 * the same on at least `minPages` pages of the kind; a variant page then shows only the blocks that
 * are its own, and links to the service page and the FAQ for the rest. Deciding from the composed
 * text, not from a list of templates, keeps the rule true whatever the templates say.
 */

/** A page's body copy and the names that make it this page's (language, city, state, platform). */
export interface NamedCopy {
  sections: readonly CopySection[];
  faq: readonly FaqItem[];
  names: readonly string[];
  /**
   * Pages of one group (a state) may share a fact of the group: a block they share counts as
   * service-wide only when pages of two groups or more share it. Without a group a page is its own.
   */
  group?: string;
}

const MASK = '\u2022';

/** A name as a case-insensitive pattern that matches only whole words ("Ga" not in "legal"). */
function wholeWords(name: string): RegExp {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'giu');
}

/**
 * The text with each of the page's names replaced by one mark, longest names first ("Chinese
 * (Simplified)" before "Chinese"), in any case: templates also start a clause with a lower-cased name.
 */
export function maskNames(text: string, names: readonly string[]): string {
  return [...names]
    .filter((name) => name.length > 0)
    .sort((a, b) => b.length - a.length)
    .reduce((masked, name) => masked.replace(wholeWords(name), MASK), text);
}

function blocksOf(page: NamedCopy): string[] {
  return [...page.sections.flatMap((s) => [...s.paragraphs, ...(s.bullets ?? [])]), ...page.faq.map((item) => item.answer)];
}

/**
 * The masked blocks (paragraphs, list items, FAQ answers) that at least `minPages` of the pages
 * share, across two groups or more: a state's court rule on all of its cities' pages stays theirs.
 */
export function findServiceWideBlocks(pages: readonly NamedCopy[], minPages: number): Set<string> {
  const counts = new Map<string, { pages: number; groups: Set<string> }>();
  pages.forEach((page, i) => {
    for (const block of new Set(blocksOf(page).map((b) => maskNames(b, page.names)))) {
      const entry = counts.get(block) ?? { pages: 0, groups: new Set<string>() };
      entry.pages++;
      entry.groups.add(page.group ?? `page ${i}`);
      counts.set(block, entry);
    }
  });
  return new Set([...counts].filter(([, { pages: count, groups }]) => count >= minPages && groups.size >= 2).map(([block]) => block));
}

/**
 * The copy a page keeps: its sections without their service-wide paragraphs (a list goes only when
 * all its items are service-wide; a section with nothing left goes), and its FAQ without the entries
 * whose answer is service-wide.
 */
export function pageOwnCopy(page: NamedCopy, serviceWide: ReadonlySet<string>): { sections: CopySection[]; faq: FaqItem[] } {
  const own = (text: string) => !serviceWide.has(maskNames(text, page.names));
  const sections = page.sections.flatMap((section): CopySection[] => {
    const paragraphs = section.paragraphs.filter(own);
    const bullets = section.bullets?.some(own) === true ? section.bullets : undefined;
    if (paragraphs.length === 0 && bullets === undefined) return [];
    return [{ heading: section.heading, paragraphs, ...(bullets === undefined ? {} : { bullets }) }];
  });
  return { sections, faq: page.faq.filter((item) => own(item.answer)) };
}
