import { describe, expect, it } from 'vitest';
import { closestNeighbours, jaccard, mainText, quantile, shingles, similarityReport, words } from '@/scripts/content-check/similarity';

describe('mainText', () => {
  it('reads the text of <main> only, without scripts, styles or tags, entities decoded', () => {
    const html = '<html><body><header>Menu</header><main id="m"><h1>Spanish&#x27;s <em>page</em></h1><script>var x = "no";</script><style>p{}</style><p>Birth&nbsp;certificates &amp; diplomas</p></main><footer>Foot</footer></body></html>';
    expect(mainText(html)).toBe("Spanish's page Birth certificates & diplomas");
  });

  it('is undefined for a page without <main>', () => {
    expect(mainText('<html><body><p>Text</p></body></html>')).toBeUndefined();
  });
});

describe('words and shingles', () => {
  it('lower-cases words and keeps apostrophes inside them', () => {
    expect(words('The Applicant’s forms, in 2 copies!')).toEqual(["the", "applicant's", 'forms', 'in', '2', 'copies']);
  });

  it('cuts a text into overlapping 5-word shingles, each once', () => {
    expect([...shingles('a b c d e f a b c d e')]).toEqual(['a b c d e', 'b c d e f', 'c d e f a', 'd e f a b', 'e f a b c', 'f a b c d']);
  });

  it('makes a text shorter than a shingle one shingle, and an empty text none', () => {
    expect([...shingles('Only three words')]).toEqual(['only three words']);
    expect(shingles('').size).toBe(0);
  });
});

describe('jaccard', () => {
  it('is the shared share of the union', () => {
    expect(jaccard(new Set([1, 2, 3]), new Set([2, 3, 4]))).toBe(0.5);
    expect(jaccard(new Set([1]), new Set([2]))).toBe(0);
    expect(jaccard(new Set(['x']), new Set(['x']))).toBe(1);
  });
});

/** A text of `n` distinct words from a family's vocabulary. */
function text(family: string, from: number, n: number): string {
  return Array.from({ length: n }, (_, i) => `${family}${from + i}`).join(' ');
}

describe('closestNeighbours', () => {
  it('finds each page’s closest other page and its exact similarity', () => {
    const base = text('w', 0, 200);
    const pages = [
      `${base} ${text('a', 0, 100)}`, // shares 196 of its shingles with the next one
      `${base} ${text('b', 0, 100)}`,
      text('z', 0, 300), // like nothing else
      `${text('z', 0, 150)} ${text('y', 0, 150)}`,
    ];
    const sets = pages.map((p) => shingles(p));
    const found = closestNeighbours(sets);
    expect(found.map((n) => n.index)).toEqual([1, 0, 3, 2]);
    expect(found[0]?.similarity).toBeCloseTo(jaccard(sets[0] ?? new Set(), sets[1] ?? new Set()), 10);
    expect(found[2]?.similarity).toBeCloseTo(146 / (296 + 296 - 146), 10);
  });

  it('has no neighbour for a single page', () => {
    expect(closestNeighbours([shingles('one page alone here now')])).toEqual([]);
  });

  it('finds the true closest page among many near-duplicates', () => {
    // 60 pages share a long boilerplate; page 7 and page 42 also share a paragraph of their own.
    const boilerplate = text('b', 0, 300);
    const pages = Array.from({ length: 60 }, (_, i) => `${boilerplate} ${text(`p${i}x`, 0, 120)}`);
    const shared = text('s', 0, 80);
    pages[7] = `${pages[7]} ${shared}`;
    pages[42] = `${pages[42]} ${shared}`;
    const found = closestNeighbours(pages.map((p) => shingles(p)));
    expect(found[7]?.index).toBe(42);
    expect(found[42]?.index).toBe(7);
  });
});

describe('quantile', () => {
  it('takes the nearest rank', () => {
    expect(quantile([5, 1, 3, 2, 4], 0.5)).toBe(3);
    expect(quantile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.9)).toBe(9);
  });
});

describe('similarityReport', () => {
  it('gives median, p90, max, the pages at the limit or above and the closest pairs once each', () => {
    const base = text('w', 0, 100);
    const pages = new Map([
      ['/a/', `${base} ${text('a', 0, 10)}`],
      ['/b/', `${base} ${text('b', 0, 10)}`],
      ['/c/', text('c', 0, 110)],
      ['/d/', `${text('c', 0, 20)} ${text('d', 0, 90)}`],
    ]);
    const report = similarityReport(pages, 0.5, 10);
    expect(report.pageCount).toBe(4);
    expect(report.atOrAbove).toBe(2);
    expect(report.closestPairs.map((p) => [p.a, p.b])).toEqual([['/a/', '/b/'], ['/c/', '/d/']]);
    expect(report.max).toBe(report.closestPairs[0]?.similarity);
    expect(report.max).toBeGreaterThan(0.8);
    expect(report.median).toBe(report.closestPairs[1]?.similarity);
    expect(report.neighbours).toEqual(['/b/', '/a/', '/d/', '/c/']);
  });
});
