/**
 * How much of a page's text other pages repeat: the words of its `<main>`, cut into 5-word
 * shingles, compared by Jaccard similarity with every other page, and each page's closest
 * neighbour. Pure functions: `bench:similarity` and `check:content` read the pages and call these.
 *
 * All pairs of 4,000 pages are 8 million comparisons of whole shingle sets, too slow for a check.
 * Each page gets a MinHash signature instead; the signatures of all pairs are compared (a few
 * seconds), and only each page's best few candidates are compared exactly.
 */

const SHINGLE_WORDS = 5;

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return entities[name.toLowerCase()] ?? whole;
  });
}

/**
 * The visible text of the page's `<main>` (scripts, styles and templates left out), or undefined
 * when it has none. React's output is well-formed, and `<main>` does not nest, so the first `<main>`
 * to the last `</main>` is the element.
 */
export function mainText(html: string): string | undefined {
  const start = html.search(/<main[\s>]/);
  const end = html.lastIndexOf('</main>');
  if (start === -1 || end < start) return undefined;
  const main = html
    .slice(start, end)
    .replace(/<(script|style|template)\b[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]*>/g, ' ');
  return decodeEntities(main).replace(/\s+/g, ' ').trim();
}

/** Lower-case words: runs of letters and digits, apostrophes inside a word kept ("applicant's"). */
export function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/[’‘]/g, "'")
      .match(/[\p{L}\p{N}]+(?:'[\p{L}\p{N}]+)*/gu) ?? []
  );
}

/** The set of `size`-word shingles of a text (a text shorter than that is one shingle). */
export function shingles(text: string, size = SHINGLE_WORDS): Set<string> {
  const list = words(text);
  const set = new Set<string>();
  if (list.length === 0) return set;
  if (list.length < size) set.add(list.join(' '));
  for (let i = 0; i + size <= list.length; i++) set.add(list.slice(i, i + size).join(' '));
  return set;
}

export function jaccard<T>(a: ReadonlySet<T>, b: ReadonlySet<T>): number {
  if (a.size === 0 && b.size === 0) return 1;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  for (const item of small) if (large.has(item)) shared++;
  return shared / (a.size + b.size - shared);
}

/** FNV-1a, 32 bits: a shingle's number for the MinHash permutations. */
function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const SIGNATURE_LENGTH = 128;
/** How many of a page's best candidates by signature are compared exactly. */
const CANDIDATES = 8;

/** A fixed pseudo-random sequence (mulberry32), so that the results are the same at every run. */
function seededNumbers(count: number, seed: number): Uint32Array {
  const out = new Uint32Array(count);
  let state = seed;
  for (let i = 0; i < count; i++) {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    out[i] = (t ^ (t >>> 14)) >>> 0;
  }
  return out;
}

const multipliers = seededNumbers(SIGNATURE_LENGTH, 1).map((n) => n | 1);
const offsets = seededNumbers(SIGNATURE_LENGTH, 2);

function signature(set: ReadonlySet<string>): Uint32Array {
  const sig = new Uint32Array(SIGNATURE_LENGTH).fill(0xffffffff);
  for (const shingle of set) {
    const x = hashString(shingle);
    for (let k = 0; k < SIGNATURE_LENGTH; k++) {
      // A 32-bit multiply-add with an avalanche step: one cheap permutation per slot.
      let h = (Math.imul(x, multipliers[k] ?? 1) + (offsets[k] ?? 0)) >>> 0;
      h = Math.imul(h ^ (h >>> 16), 0x45d9f3b) >>> 0;
      h = (h ^ (h >>> 16)) >>> 0;
      if (h < (sig[k] ?? 0)) sig[k] = h;
    }
  }
  return sig;
}

export interface Neighbour {
  /** Index of the closest other page. */
  index: number;
  /** Exact Jaccard similarity with it. */
  similarity: number;
}

/**
 * Each set's closest other set by Jaccard similarity. Candidates are the `CANDIDATES` best by
 * MinHash estimate (128 slots: ±0.045 at 0.5), compared exactly; the closest of those is returned.
 * With fewer than two sets there is no neighbour.
 */
export function closestNeighbours(sets: readonly ReadonlySet<string>[]): Neighbour[] {
  const n = sets.length;
  if (n < 2) return [];
  const sigs = sets.map(signature);
  const flat = new Uint32Array(n * SIGNATURE_LENGTH);
  sigs.forEach((sig, i) => flat.set(sig, i * SIGNATURE_LENGTH));
  // best[i]: the candidates of page i, kept as (estimate, index) pairs sorted by estimate descending.
  const best: { estimate: number; index: number }[][] = Array.from({ length: n }, () => []);
  const keep = Math.min(CANDIDATES, n - 1);
  const offer = (i: number, j: number, estimate: number) => {
    const list = best[i] ?? [];
    if (list.length === keep && (list[keep - 1]?.estimate ?? 0) >= estimate) return;
    let at = list.length;
    while (at > 0 && (list[at - 1]?.estimate ?? 0) < estimate) at--;
    list.splice(at, 0, { estimate, index: j });
    if (list.length > keep) list.pop();
  };
  for (let i = 0; i < n; i++) {
    const a = i * SIGNATURE_LENGTH;
    for (let j = i + 1; j < n; j++) {
      const b = j * SIGNATURE_LENGTH;
      let same = 0;
      for (let k = 0; k < SIGNATURE_LENGTH; k++) if (flat[a + k] === flat[b + k]) same++;
      const estimate = same / SIGNATURE_LENGTH;
      offer(i, j, estimate);
      offer(j, i, estimate);
    }
  }
  return best.map((list, i) => {
    let closest: Neighbour = { index: -1, similarity: -1 };
    const own = sets[i] ?? new Set<string>();
    for (const { index } of list) {
      const similarity = jaccard(own, sets[index] ?? new Set<string>());
      if (similarity > closest.similarity) closest = { index, similarity };
    }
    return closest;
  });
}

/** The value at quantile `q` (0–1) of a list of numbers, by the nearest-rank method. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
}

export interface SimilarityReport {
  pageCount: number;
  median: number;
  p90: number;
  max: number;
  /** Pages whose closest neighbour is at `limit` or more. */
  atOrAbove: number;
  /** Each page's closest-neighbour similarity, in the order of the pages given. */
  scores: number[];
  /** Each page's closest neighbour (its name), in the order of the pages given. */
  neighbours: string[];
  /** The closest pairs, most similar first, each pair once. */
  closestPairs: { a: string; b: string; similarity: number }[];
}

/** Closest-neighbour figures for named pages' texts. */
export function similarityReport(pages: ReadonlyMap<string, string>, limit: number, pairCount = 10): SimilarityReport {
  const names = [...pages.keys()];
  const neighbours = closestNeighbours(names.map((name) => shingles(pages.get(name) ?? '')));
  const scores = neighbours.map((n) => n.similarity);
  const seen = new Set<string>();
  const pairs = neighbours
    .map((n, i) => ({ a: names[i] ?? '', b: names[n.index] ?? '', similarity: n.similarity }))
    .sort((x, y) => y.similarity - x.similarity || x.a.localeCompare(y.a))
    .filter(({ a, b }) => {
      const key = a < b ? `${a} ${b}` : `${b} ${a}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  return {
    pageCount: names.length,
    median: quantile(scores, 0.5),
    p90: quantile(scores, 0.9),
    max: scores.length === 0 ? 0 : Math.max(...scores),
    atOrAbove: scores.filter((s) => s >= limit).length,
    scores,
    neighbours: neighbours.map((n) => names[n.index] ?? ''),
    closestPairs: pairs.slice(0, pairCount),
  };
}
