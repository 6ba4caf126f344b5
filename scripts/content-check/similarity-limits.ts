import type { SimilarityReport } from './similarity';

export interface SimilarityLimit {
  /** The median closest-neighbour similarity may not be above this. */
  median: number;
  /** No page's closest-neighbour similarity may reach this. */
  max: number;
}

/**
 * How alike the service variant pages may be (issue #18: 5-word shingles of <main>, Jaccard, each
 * page against its closest neighbour). `goal` is the bound the pages must meet. Until they do,
 * `check:content` enforces `ratchet`: the figures the site has reached, with a small margin, so
 * that no change makes the pages more alike again. Lower the ratchet whenever the pages improve;
 * once they meet the goal, set it to the goal.
 */
export const SIMILARITY_LIMITS: { goal: SimilarityLimit; ratchet: SimilarityLimit } = {
  goal: { median: 0.3, max: 0.5 },
  // Met on 2026-11-27 (677 pages): median 0.292, p90 0.359, max 0.443, none at 0.50 or more (from
  // median 0.337, p90 0.391, max 0.460 the day before). Language pages show their own facts, one
  // kind per service (names, dates and romanization on translation pages, forms of address on
  // on-site pages, which interpreter to book on remote pages); a city's remote page lists its
  // languages by how each tier is booked instead of repeating the on-site page's list and
  // standards blocks; the USCIS requirement is its own paragraph, the same for every city, so city
  // translation pages leave it to the service page. The ratchet is the goal from here on.
  ratchet: { median: 0.3, max: 0.5 },
};

const shownPairs = 5;

/** What breaks `limit` in a report: the median, and the pages at the maximum or above with their closest pairs. */
export function similarityProblems(report: SimilarityReport, limit: SimilarityLimit): string[] {
  const problems: string[] = [];
  if (report.median > limit.median) problems.push(`median closest-neighbour similarity ${report.median.toFixed(3)} is above ${limit.median.toFixed(2)}`);
  const over = report.scores.filter((score) => score >= limit.max).length;
  if (over > 0) {
    const pairs = report.closestPairs.filter((pair) => pair.similarity >= limit.max).slice(0, shownPairs);
    problems.push(
      `${over} pages at ${limit.max.toFixed(2)} or more; closest: ${pairs.map((p) => `${p.a} and ${p.b} at ${p.similarity.toFixed(3)}`).join('; ')}`,
    );
  }
  return problems;
}
