/** Small, pure text helpers for composing page copy deterministically. */

/** FNV-1a: a stable 32-bit hash, so the same slug always picks the same phrasing. */
function stableHash(input: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < input.length; i++) {
    hash ^= input.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** One of `options`, chosen by the hash of `seed`. */
export function pick<T>(seed: string, options: readonly [T, ...T[]]): T {
  return options[stableHash(seed) % options.length] ?? options[0];
}

/**
 * `a`, `a and b`, `a, b and c` (or `or`). Items that contain commas or `and` themselves are
 * separated by semicolons so the list still reads unambiguously.
 */
export function joinList(items: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  const nested = items.length > 2 && items.some((item) => item.includes(',') || item.includes(' and '));
  const last = items[items.length - 1] ?? '';
  return nested ? `${items.slice(0, -1).join('; ')}; ${conjunction} ${last}` : `${items.slice(0, -1).join(', ')} ${conjunction} ${last}`;
}

/**
 * Regions as prose, folding `Guatemala (Quiché)` and `Guatemala (Totonicapán)` into
 * `Guatemala (Quiché and Totonicapán)` so repeated country names don't stack up.
 */
export function joinRegions(regions: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  return joinList(
    [...groupRegions(regions)].map(([country, parts]) => {
      const name = placeWithArticle(country);
      return parts.length === 0 ? name : `${name} (${joinList(parts)})`;
    }),
    conjunction,
  );
}

// Place names that take "the" in a sentence: "from the Philippines", "in the Czech Republic".
const TAKES_THE =
  /^(?:Philippines|Netherlands|Gambia|Bahamas|Maldives|Comoros|Seychelles|Balkans|Caucasus|Levant)$|\b(?:Republic|Kingdom|States|Islands|Nation|Emirates|Federation)\b/;

/** `the Philippines`, `the Marshall Islands`; other names as they are. */
function placeWithArticle(place: string): string {
  return TAKES_THE.test(place) && /^\p{Lu}/u.test(place) ? `the ${place}` : place;
}

function groupRegions(regions: readonly string[]): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const region of regions) {
    const match = /^(.+?) \((.+)\)$/.exec(region);
    const key = match?.[1] ?? region;
    const inner = match?.[2];
    const group = groups.get(key) ?? [];
    if (inner !== undefined) group.push(inner);
    groups.set(key, group);
  }
  return groups;
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Collapses the white space that YAML block scalars leave inside text. */
export function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

const ABBREVIATIONS = /(?:^|\s)(?:St|Dr|Mr|Mrs|Ms|Mt|Ft|Jr|Sr|No|vs|e\.g|i\.e|a\.m|p\.m|U\.S)\.$/i;

/** Splits prose into sentences on `.`, `!` or `?` and white space, not after St., a.m. and the like. */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  let current = '';
  for (const piece of squash(text).split(/(?<=[.!?])\s+/)) {
    current = current === '' ? piece : `${current} ${piece}`;
    if (!ABBREVIATIONS.test(current)) {
      sentences.push(current);
      current = '';
    }
  }
  if (current !== '') sentences.push(current);
  return sentences;
}

export function countWords(text: string): number {
  return squash(text)
    .split(' ')
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** The first candidate whose length is within [min, max]; throws naming `what` if none fits. */
export function fitLength(candidates: readonly string[], min: number, max: number, what: string): string {
  const fit = candidates.find((c) => c.length >= min && c.length <= max);
  if (fit === undefined) throw new Error(`No ${what} fits ${min}-${max} characters: ${candidates.join(' / ')}`);
  return fit;
}

// Words spelled with a vowel but said with a consonant ("a university", "a one-time"), and words
// spelled with a consonant but said with a vowel ("an hour"). Matched against the word's start.
const CONSONANT_SOUND = /^(?:uni(?!n|mp)|use|usu|uti|ure|uri|uro|ura|uka|ukr|uga|uyg|utah|uru|eu|one\b|once)/i;
const VOWEL_SOUND = /^(?:hour|honest|honou?r|heir)/i;
// Letters whose names start with a vowel sound, for abbreviations read letter by letter (an FBI, a US).
const VOWEL_SOUND_LETTERS = new Set([...'AEFHILMNORSX']);

/** `a` or `an` for the word it precedes, by how the word is said: an hour, a university, a US, an FBI, an 8:00. */
export function indefiniteArticle(word: string): 'a' | 'an' {
  const text = word.replace(/^[^\p{L}\p{N}]+/u, '');
  if (/^(?:8|11|18|80)(?:\D|$)/.test(text)) return 'an';
  if (/^\d/.test(text)) return 'a';
  const initial = /^\p{Lu}(?:\p{Lu}|\.\p{Lu})+(?:\b|s\b)/u.exec(text);
  if (initial !== null && !/^(?:UNESCO|UNICEF|NATO|OPEC)/.test(text)) return VOWEL_SOUND_LETTERS.has(text.charAt(0)) ? 'an' : 'a';
  const plain = text.normalize('NFD').replace(/\p{M}/gu, '');
  if (VOWEL_SOUND.test(plain)) return 'an';
  if (CONSONANT_SOUND.test(plain)) return 'a';
  return /^[aeiou]/i.test(plain) ? 'an' : 'a';
}
