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
  // Reached on 2026-11-26 (677 pages): median 0.337, p90 0.391, max 0.460, none at 0.50 or more
  // (from median 0.500, max 0.650, 339 pages at 0.50 or more that morning). Variant pages render
  // their calculator in the browser into a reserved box (its form was 100–220 shingles every page
  // of a service shared); city and platform pages link to the price tiers; a sentence that differs
  // between language pages only by the language's regions counts as the template's. Every page is
  // under the goal's 0.50; the median is not yet under 0.30.
  ratchet: { median: 0.34, max: 0.5 },
};

const shownPairs = 5;

/** What breaks `limit` in a report: the median, and the pages at the maximum or above with their closest pairs. */
export function similarityProblems(report: SimilarityReport, limit: SimilarityLimit): string[] {
  const problems: string[] = [];
  if (report.median > limit.median) problems.push(`median closest-neighbour similarity ${report.median.toFixed(3)} is above ${limit.median.toFixed(2)}`);
  const over = report.scores.filter((score) => score >= limit.max).length;
  if (over > 0) {
    const pairs = report.closestPairs.filter((pair) => pair.similarity >= limit.max).slice(0, shownPairs);
    problems.push(`${over} pages at ${limit.max.toFixed(2)} or more; closest: ${pairs.map((p) => `${p.a} and ${p.b} at ${p.similarity.toFixed(3)}`).join('; ')}`);
  }
  return problems;
}
