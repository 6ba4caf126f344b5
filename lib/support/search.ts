/**
 * Support search: pure functions shared by the build (which writes the index) and the browser
 * (which queries it). No Node or React imports here: this module ships to the client.
 */

/** Where the build writes the index (app/(site)/support/search-index.json/route.ts) and the search box reads it. */
export const supportSearchIndexPath = '/support/search-index.json';

export interface SearchDoc {
  path: string;
  title: string;
  summary: string;
  category: string;
  /** Normalised words of the title, summary and body, space separated. */
  text: string;
}

/** Lowercase, without accents, with everything but letters and digits turned into single spaces. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function queryTerms(query: string): string[] {
  return [
    ...new Set(
      normalizeText(query)
        .split(' ')
        .filter((term) => term.length > 0),
    ),
  ];
}

function hasWordStartingWith(haystack: string, term: string): boolean {
  return ` ${haystack}`.includes(` ${term}`);
}

/**
 * Documents containing every term of the query as the start of a word, best first: a term in the
 * title weighs more than one in the summary, which weighs more than one in the body.
 */
export function searchDocs(docs: readonly SearchDoc[], query: string, limit = 8): SearchDoc[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  return docs
    .filter((doc) => terms.every((term) => hasWordStartingWith(doc.text, term)))
    .map((doc) => {
      const title = normalizeText(doc.title);
      const summary = normalizeText(doc.summary);
      const score = terms.reduce((sum, term) => sum + (hasWordStartingWith(title, term) ? 3 : hasWordStartingWith(summary, term) ? 2 : 1), 0);
      return { doc, score };
    })
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ doc }) => doc);
}
