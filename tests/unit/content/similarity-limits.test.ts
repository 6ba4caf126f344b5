import { describe, expect, it } from 'vitest';
import { SIMILARITY_LIMITS, similarityProblems } from '@/scripts/content-check/similarity-limits';
import { similarityReport } from '@/scripts/content-check/similarity';

/** A text of `n` distinct words from a family's vocabulary. */
function text(family: string, n: number): string {
  return Array.from({ length: n }, (_, i) => `${family}${i}`).join(' ');
}

const boilerplate = text('shared', 200);
/** Pages that share `boilerplate`, each with `own` words of its own. */
function pages(count: number, own: number): Map<string, string> {
  return new Map(Array.from({ length: count }, (_, i) => [`/services/document-translation/p${i}/`, `${boilerplate} ${text(`p${i}x`, own)}`]));
}

describe('similarityProblems', () => {
  const goal = SIMILARITY_LIMITS.goal;

  it('holds the goal of issue #18: median at most 0.30, every page under 0.50', () => {
    expect(goal).toEqual({ median: 0.3, max: 0.5 });
    expect(SIMILARITY_LIMITS.ratchet.median).toBeGreaterThanOrEqual(goal.median);
    expect(SIMILARITY_LIMITS.ratchet.max).toBeGreaterThanOrEqual(goal.max);
  });

  it('passes pages that are mostly their own', () => {
    expect(similarityProblems(similarityReport(pages(6, 600), goal.max), goal)).toEqual([]);
  });

  it('fails near-duplicates, naming the median, how many pages and the closest pair with its score', () => {
    const report = similarityReport(pages(6, 40), goal.max);
    const problems = similarityProblems(report, goal);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^median closest-neighbour similarity 0\.\d{3} is above 0\.30$/);
    const [pair] = report.closestPairs;
    expect(problems[1]).toContain(`6 pages at 0.50 or more; closest: ${pair?.a} and ${pair?.b} at ${pair?.similarity.toFixed(3)}`);
  });

  it('fails a single page at the maximum even when the median is low', () => {
    const site = pages(8, 2000);
    site.set('/services/document-translation/copy/', site.get('/services/document-translation/p0/') ?? '');
    const problems = similarityProblems(similarityReport(site, goal.max), goal);
    expect(problems).toEqual([expect.stringMatching(/^2 pages at 0\.50 or more; closest: \/services\/document-translation\/copy\/ and \/services\/document-translation\/p0\/ at 1\.000$/)]);
  });
});
