/**
 * Promise wording on every built page (out/**), read as a visitor reads it: each block of text with
 * its links, and the page's title and description. A sentence that promises a time, a deletion, the
 * guarantee, a credential, a second linguist or an institution's acceptance passes only in the words
 * content/promises.yaml holds for it (or, for the guarantee, next to a link to its terms); the slips
 * templates have made before fail wherever they appear. Pure: check-content.ts reads the pages.
 */
import { SENTENCE_RULES, sentencesOf, type SentenceRule } from './promise-rules';
import { promiseProblems, signedWordingProblems } from './promises';
import type { PageText, TextBlock } from './page-text';

export interface PromiseContext {
  /** content/promises.yaml: the phrases each promise may be printed in, by id. */
  wording: ReadonlyMap<string, readonly string[]>;
  /** Every language's name as the catalog writes it ("Russian", "Haitian Creole"). */
  languageNames: readonly string[];
  /** Language codes, which a facts table prints in lower case ("mam"). */
  languageCodes: ReadonlySet<string>;
  /** The highest travel fee and the cheapest booking (the shortest minimum at the lowest rate), in cents. */
  travel: { maxFeeCents: number; cheapestSessionCents: number };
  /** For pages that must print a court rule: the rule's citation, by page path. */
  courtRules: ReadonlyMap<string, string>;
}

export interface PagePromiseProblem {
  rule: string;
  line: string;
}

function licensed(rule: SentenceRule, sentence: string, context: PromiseContext): boolean {
  const lower = sentence.toLowerCase();
  return (rule.registry ?? []).some((id) => (context.wording.get(id) ?? []).some((phrase) => lower.includes(phrase.toLowerCase())));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const lowerNamePatterns = new WeakMap<readonly string[], RegExp>();

/** A language name written in lower case where a sentence, a block or a clause after a colon starts. */
function lowerCaseLanguage(text: string, context: PromiseContext): string | undefined {
  let pattern = lowerNamePatterns.get(context.languageNames);
  if (pattern === undefined) {
    const names = [...new Set(context.languageNames.map((n) => n.toLowerCase()))].filter((n) => n !== n.toUpperCase());
    pattern = new RegExp(`(?:^|[.!?:]\\s+)(${names.map(escape).join('|')})(?![\\p{L}-])`, 'u');
    lowerNamePatterns.set(context.languageNames, pattern);
  }
  if (context.languageCodes.has(text)) return undefined;
  return pattern.exec(text)?.[1];
}

const TIMING_HEADING = /\b(?:timing|deadlines and delivery|turnaround|delivery times?)\b/i;
const HAS_TIMING = /\b(?:due|business days?|deliver\w*|turnaround|cut-?off)\b/i;
const HAS_FIGURE = /\d|\b(?:one|two|three|four|five|same|next)\b/i;
const MORE_THAN_SESSION = /\bcosts? more than the (?:session|booking|assignment)\b/i;

/** Headings that promise timing over a section (with its subsections) that gives none. */
function emptyTimingSections(blocks: readonly TextBlock[]): string[] {
  const headings = blocks.filter((b) => /^h[23]$/.test(b.tag) && TIMING_HEADING.test(b.text)).map((b) => b.text);
  return headings.filter((heading) => !blocks.some((b) => b.headings.includes(heading) && HAS_TIMING.test(b.text) && HAS_FIGURE.test(b.text)));
}

/** Every problem of one page, each with the rule that found it. */
export function pagePromiseProblems(path: string, page: PageText, context: PromiseContext): PagePromiseProblem[] {
  const problems: PagePromiseProblem[] = [];
  const add = (rule: string, line: string) => problems.push({ rule, line: `${path}: ${line}` });
  const rules = SENTENCE_RULES.filter((rule) => !(rule.exempt ?? []).some((prefix) => path.startsWith(prefix)));
  for (const block of page.blocks) {
    for (const sentence of sentencesOf(block.text)) {
      for (const rule of rules) {
        const match = rule.pattern.exec(sentence);
        if (match === null || licensed(rule, sentence, context) || rule.allows?.(sentence, block) === true) continue;
        add(rule.id, `"${match[0]}" in "${sentence.slice(0, 160)}": ${rule.why}`);
      }
      if (MORE_THAN_SESSION.test(sentence) && context.travel.maxFeeCents <= context.travel.cheapestSessionCents) {
        add(
          'travel-versus-session',
          `"${sentence.slice(0, 120)}": the highest travel fee (${context.travel.maxFeeCents / 100}) is below the cheapest booking (${context.travel.cheapestSessionCents / 100})`,
        );
      }
    }
    const name = lowerCaseLanguage(block.text, context);
    if (name !== undefined) add('lower-case-language', `"${name}" in "${block.text.slice(0, 120)}": a language's name is capitalized`);
  }
  // The content/ and locales/ checks, on the page as one file: a line per block, with its links
  // (a free revision passes next to the guarantee's link or where the page states the period).
  const lines = page.blocks.map((b) => [b.text, ...b.links].join(' '));
  for (const line of [...promiseProblems('line', lines.join('\n')), ...signedWordingProblems('line', lines.join('\n'))]) {
    add(
      'order-steps',
      line.replace(/^line:(\d+): /, (_, n: string) => `"${(page.blocks[Number(n) - 1]?.text ?? '').slice(0, 80)}": `),
    );
  }
  for (const heading of emptyTimingSections(page.blocks)) add('timing-heading', `"${heading}" heads a section that gives no time or date`);
  const citation = context.courtRules.get(path);
  if (citation !== undefined && !page.blocks.some((b) => b.text.includes(citation))) {
    add('court-rule', `the state's rule for translated court documents (${citation}, legal-rules.yaml) is not printed`);
  }
  return problems;
}

/** The problems of every page, grouped by rule (the rule's label as the key). */
export function auditPagePromises(pages: Iterable<[string, PageText]>, context: PromiseContext): { pageCount: number; problems: Map<string, string[]> } {
  const labels = new Map<string, string>([
    ...SENTENCE_RULES.map((rule): [string, string] => [rule.id, rule.label]),
    ['travel-versus-session', 'travel said to cost more than a session'],
    ['lower-case-language', 'language names in lower case'],
    ['order-steps', 'promises the order’s steps do not keep'],
    ['timing-heading', 'timing headings without a time'],
    ['court-rule', 'state court rules not printed'],
  ]);
  const problems = new Map<string, string[]>();
  let pageCount = 0;
  for (const [path, page] of pages) {
    pageCount++;
    for (const { rule, line } of pagePromiseProblems(path, page, context)) {
      const key = labels.get(rule) ?? rule;
      problems.set(key, [...(problems.get(key) ?? []), line]);
    }
  }
  return { pageCount, problems };
}
