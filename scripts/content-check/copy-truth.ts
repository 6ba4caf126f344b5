/**
 * Checks on the words of every service page, rendered from the catalog and content/service-copy/
 * without a build: grammar the templates make (articles, prepositions, repeated words, unfilled
 * placeholders), claims no page may make (invented rankings of demand, acceptance promised on
 * someone else's behalf, promises the terms don't make), legal statements printed without the
 * rule they come from, places that are not states described as states, and US states given as
 * the places a language comes from. Each check returns one line per problem.
 */
import { indefiniteArticle } from '@/lib/catalog/copy/text';
import type { LegalRule } from '@/lib/catalog/copy/legal';
import type { Catalog, Language } from '@/lib/catalog/schema';

/** Claims no template may make: each is invented, or stronger than the law or the terms. */
const BANNED_PHRASES: readonly { pattern: RegExp; why: string }[] = [
  {
    pattern: /\bmost requested\b|\basked for most\b|\bwe are asked for\b|\bmost in demand\b|\bdemand (?:for \S+ )?is highest\b/i,
    why: 'a ranking of demand the data does not measure',
  },
  {
    pattern: /\bbooked most often\b|\border most\b|\breach(?:es)? us most often\b|\bmost frequent requests?\b|\bleading request\b|\bmost common request\b/i,
    why: 'a ranking of demand the data does not measure',
  },
  {
    pattern:
      /\bconcentrates in\b|\b(?:steady|constant|growing|local) (?:\S+ )?demand\b|\b(?:round|rounds) out (?:local )?demand\b|\b(?:dominant|growing|regular|common) requests?\b|\bleads? (?:community )?requests\b|\bmost (?:\S+ )?requests\b|\bshares the list with\b/i,
    why: 'a ranking of demand the data does not measure',
  },
  { pattern: /\balready knows? how\b|\binterpreters know these venues\b/i, why: 'local knowledge the linguists are not shown to have' },
  {
    pattern:
      /\baccepts? (?:it|them|your|our|(?:it )?like any)\b|\bUSCIS [^.]*\baccepts\b|\bwill accept\b|\b(?:is|are) accepted by\b|\baccepted by USCIS\b|\bcourts generally accept\b/i,
    why: 'acceptance is the receiving office’s decision, not ours to promise',
  },
  { pattern: /\bnever needed\b|\bnever required\b/i, why: 'stronger than the law (an apostille may be needed in a US court: Fed. R. Civ. P. 44(a)(2))' },
  { pattern: /\brevise it free or refund you\b/i, why: 'the acceptance guarantee without its conditions' },
  {
    pattern: /\b24-hour rush\b|\bwithin 24 hours\b|\bmoment you place\b/i,
    why: 'a promise the terms and the quote do not make (rush is due the next business day; time counts from payment)',
  },
  { pattern: /\bwhichever of those\b/i, why: 'reads wrongly when the language has one region' },
];

export function bannedPhraseProblems(text: string): string[] {
  return BANNED_PHRASES.flatMap(({ pattern, why }) => {
    const match = pattern.exec(text);
    return match === null ? [] : [`"${match[0]}": ${why}`];
  });
}

/** `a` before a vowel sound or `an` before a consonant sound: "a Arabic", "an US". */
export function articleProblems(text: string): string[] {
  const problems: string[] = [];
  for (const match of text.matchAll(/(?<![\p{L}\p{N}.'’-])([Aa]n?) ([\p{L}\p{N}][\p{L}\p{N}.'’:-]*)/gu)) {
    const [whole, article = '', word = ''] = match;
    if (article.toLowerCase() !== indefiniteArticle(word)) problems.push(`"${whole}" should be "${indefiniteArticle(word)} ${word}"`);
  }
  return problems;
}

/**
 * Braces left from a placeholder, doubled words, doubled spaces and space before punctuation.
 * `names` are proper names that repeat a word on purpose (Maay Maay).
 */
export function mechanicalProblems(text: string, names: readonly string[] = []): string[] {
  const problems: string[] = [];
  const brace = /[{}]/.exec(text);
  if (brace !== null) problems.push(`unfilled placeholder near "${text.slice(Math.max(0, brace.index - 20), brace.index + 20)}"`);
  for (const match of text.matchAll(/(?<![\p{L}'’-])(\p{L}+) \1(?![\p{L}'’-])/giu)) {
    if (!names.some((name) => name.toLowerCase().includes(match[0].toLowerCase()))) problems.push(`doubled word "${match[0]}"`);
  }
  if (/ {2}/.test(text)) problems.push('two spaces in a row');
  const loose = / [,.;:!?)]/.exec(text);
  if (loose !== null) problems.push(`space before punctuation near "${text.slice(Math.max(0, loose.index - 20), loose.index + 2)}"`);
  if (/\(\s*\)|,\s*,|\.\s*\./.test(text.replace(/\.\.\./g, ''))) problems.push('an empty list or sentence');
  return problems;
}

// Words after which a place's name needs a preposition: "join a call Lowell", "an interpreter
// Houston". A place may follow other words ("our New York coordinators", "Where Buffalo
// translations are filed"), so this lists the words that can't take one directly.
const NEEDS_PREPOSITION = new Set([
  'call',
  'calls',
  'meeting',
  'meetings',
  'session',
  'sessions',
  'appointment',
  'appointments',
  'interpreter',
  'interpreters',
  'translation',
  'translations',
  'translator',
  'translators',
  'order',
  'orders',
  'booking',
  'bookings',
  'hearing',
  'hearings',
  'clients',
  'client',
  'join',
  'joins',
  'arrive',
  'arrives',
  'based',
  'located',
  'live',
  'lives',
  'available',
  'travel',
  'travels',
  'work',
  'works',
  'mailed',
  'filed',
  'used',
  'spoken',
  'speakers',
  'families',
  'family',
]);

/** One pattern for all the place names, longest first so "New York" wins over "York". */
function placePattern(places: readonly string[]): RegExp {
  const names = [...places].sort((a, b) => b.length - a.length).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`(?<![\\p{L}\\p{N}'’-])(${names.join('|')})(?![\\p{L}\\p{N}])`, 'gu');
}
const patterns = new WeakMap<readonly string[], RegExp>();

/**
 * A place name never follows "a" or "an" ("a Albuquerque client": write "a client in {city}"),
 * nor a word that needs a preposition before it ("join a call Lowell").
 */
export function placeProblems(text: string, places: readonly string[]): string[] {
  let pattern = patterns.get(places);
  if (pattern === undefined) {
    pattern = placePattern(places);
    patterns.set(places, pattern);
  }
  const problems: string[] = [];
  for (const match of text.matchAll(pattern)) {
    const previous = /([\p{L}'’]+)\s+$/u.exec(text.slice(Math.max(0, match.index - 40), match.index))?.[1] ?? '';
    if (/^an?$/i.test(previous)) problems.push(`"${previous} ${match[0]}": no article before a place name`);
    else if (NEEDS_PREPOSITION.has(previous)) problems.push(`"${previous} ${match[0]}": a preposition is missing before the place`);
  }
  return problems;
}

/** Legal statements printed without their citation, and citations that do not come from legal-rules.yaml. */
export function citationProblems(text: string, rules: readonly LegalRule[]): string[] {
  const problems: string[] = [];
  for (const rule of rules) {
    let from = text.indexOf(rule.statement);
    while (from !== -1) {
      if (!text.startsWith(` (${rule.rule})`, from + rule.statement.length))
        problems.push(`"${rule.statement.slice(0, 50)}…" without its citation (${rule.rule})`);
      from = text.indexOf(rule.statement, from + 1);
    }
  }
  const cited = new Set(rules.map((r) => r.rule));
  for (const match of text.matchAll(
    /\(([^()]*(?:CFR|U\.S\.C\.|R\. Evid\.|R\. Civ\. P\.|Rules of Court|CPLR|Guarantee, section)[^()]*(?:\([^()]*\)[^()]*)*)\)/g,
  )) {
    if (!cited.has(match[1] ?? '')) problems.push(`citation "${match[1]}" does not come from content/service-copy/legal-rules.yaml`);
  }
  return problems;
}

/** On the pages of a place that is not a state: no "the state", and its name as legal-rules.yaml writes it. */
export function jurisdictionProblems(text: string, place: { state: string; name: string }): string[] {
  const problems: string[] = [];
  const state = /\b(?:the|whole|this|that) state\b/i.exec(text);
  if (state !== null) problems.push(`"${state[0]}" on the page of ${place.name}, which is not a state`);
  const bare = new RegExp(`(?<!the |The )${place.state.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).exec(text);
  if (bare !== null && place.name !== place.state) problems.push(`"${place.state}" where a sentence needs "${place.name}"`);
  return problems;
}

/** The 50 states and the District of Columbia. */
const US_STATES: readonly string[] = [
  'Alabama',
  'Alaska',
  'Arizona',
  'Arkansas',
  'California',
  'Colorado',
  'Connecticut',
  'Delaware',
  'District of Columbia',
  'Florida',
  'Georgia',
  'Hawaii',
  'Idaho',
  'Illinois',
  'Indiana',
  'Iowa',
  'Kansas',
  'Kentucky',
  'Louisiana',
  'Maine',
  'Maryland',
  'Massachusetts',
  'Michigan',
  'Minnesota',
  'Mississippi',
  'Missouri',
  'Montana',
  'Nebraska',
  'Nevada',
  'New Hampshire',
  'New Jersey',
  'New Mexico',
  'New York',
  'North Carolina',
  'North Dakota',
  'Ohio',
  'Oklahoma',
  'Oregon',
  'Pennsylvania',
  'Rhode Island',
  'South Carolina',
  'South Dakota',
  'Tennessee',
  'Texas',
  'Utah',
  'Vermont',
  'Virginia',
  'Washington',
  'West Virginia',
  'Wisconsin',
  'Wyoming',
  'United States',
];

/**
 * A language's `regions` are where the language and its documents come from, so a US state is
 * never one of them ("Punjabi records from Canada" and "a family from Arkansas" are diaspora, not
 * origin). `Georgia (the country)` names the country.
 */
export function regionProblems(languages: readonly Language[], catalog: Pick<Catalog, 'locations'>, where = 'content/catalog/languages.yaml'): string[] {
  const states = new Set([...US_STATES, ...catalog.locations.map((l) => l.state)].map((s) => s.toLowerCase()));
  return languages.flatMap((language) =>
    language.regions.flatMap((region, i) => {
      const match = /^(.+?)(?: \((.+)\))?$/.exec(region);
      const base = (match?.[1] ?? region).toLowerCase();
      if (!states.has(base) || match?.[2] === 'the country') return [];
      return [
        `${where} › ${language.slug} › regions[${i}]: "${region}" is a US state, not a place the language comes from (write "Georgia (the country)" for the country)`,
      ];
    }),
  );
}

/** One rendered page: its address, its texts and, for a city's pages, the place. */
export interface RenderedPage {
  page: string;
  texts: readonly string[];
  /** For pages of a place that is not a state: its name as sentences write it. */
  nonState?: { state: string; name: string };
}

export interface CopyTruthContext {
  /** City and state names, checked for articles and prepositions. */
  places: readonly string[];
  /** Language names, which may repeat a word (Maay Maay). */
  names: readonly string[];
  legalRules: readonly LegalRule[];
}

/** Every problem on every page, grouped by kind; each line names the page. */
export function auditRenderedCopy(pages: Iterable<RenderedPage>, context: CopyTruthContext): Map<string, string[]> {
  const problems = new Map<string, string[]>();
  const add = (kind: string, page: string, lines: string[]) => {
    if (lines.length === 0) return;
    problems.set(kind, [...(problems.get(kind) ?? []), ...lines.map((line) => `${page}: ${line}`)]);
  };
  for (const { page, texts, nonState } of pages) {
    const text = texts.join('\n');
    add('claims no page may make', page, bannedPhraseProblems(text));
    add('a or an', page, articleProblems(text));
    add(
      'placeholders, doubled words and spacing',
      page,
      texts.flatMap((t) => mechanicalProblems(t, context.names)),
    );
    add(
      'place names without their preposition',
      page,
      texts.flatMap((t) => placeProblems(t, context.places)),
    );
    add('legal statements and citations', page, citationProblems(text, context.legalRules));
    if (nonState !== undefined) add('places that are not states', page, jurisdictionProblems(text, nonState));
  }
  return problems;
}
