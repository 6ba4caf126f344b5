import { z } from 'zod';
import { indefiniteArticle, pick } from './text';

/**
 * Sentences with `{name}` placeholders, read from content/service-copy/. Each key of those files
 * declares here, in code, the placeholders the code fills in; a name suffixed with `?` may be left
 * out of the text, every other one must appear in it (it is what makes the sentence specific to
 * the page). A placeholder the code does not supply, a required one that is missing, or a stray
 * brace fails validation with the file and the key.
 */
export interface Template<Name extends string> {
  /** The text as written, white space collapsed. */
  readonly text: string;
  /** Literal text at even positions, placeholder names at odd positions. */
  readonly parts: readonly string[];
  /** Phantom: the names `fill` must be given. */
  readonly names?: Name;
}

/** A key with several phrasings: the page's slug picks one, so neighbouring pages read differently. */
export type Alternatives<Name extends string> = readonly [Template<Name>, ...Template<Name>[]];

type PlaceholderName<Spec extends string> = Spec extends `${infer Name}?` ? Name : Spec;

const token = /\{([^{}]*)\}/g;
const validName = /^[a-z][a-zA-Z]*$/;

/** Collapses the white space of wrapped YAML lines, as the page shows it. */
function normalise(text: string): string {
  return text.replace(/[ \t\r\n]+/g, ' ').trim();
}

function listNames(names: readonly string[]): string {
  return names.length === 0 ? 'none' : names.map((n) => `{${n}}`).join(', ');
}

/** Splits `text` into parts, or returns the problems with its placeholders. */
function compile(text: string, specs: readonly string[]): { parts: string[] } | { problems: string[] } {
  const allowed = specs.map((s) => s.replace(/\?$/, ''));
  const required = specs.filter((s) => !s.endsWith('?'));
  const parts: string[] = [];
  const used = new Set<string>();
  const problems: string[] = [];
  let last = 0;
  for (const match of text.matchAll(token)) {
    const name = match[1] ?? '';
    parts.push(text.slice(last, match.index), name);
    last = match.index + match[0].length;
    used.add(name);
    if (!allowed.includes(name)) problems.push(`{${name}} is not a placeholder here; this key can use ${listNames(allowed)}`);
  }
  parts.push(text.slice(last));
  if (parts.some((part, i) => i % 2 === 0 && /[{}]/.test(part))) problems.push('has a "{" or "}" that is not part of a {placeholder}');
  for (const name of required) if (!used.has(name)) problems.push(`must contain {${name}}`);
  return problems.length > 0 ? { problems } : { parts };
}

/** A text with the given placeholders (`'city'` required, `'state?'` optional). */
export function template<const Spec extends string = never>(...specs: Spec[]): z.ZodType<Template<PlaceholderName<Spec>>, unknown> {
  for (const spec of specs) if (!validName.test(spec.replace(/\?$/, ''))) throw new Error(`Invalid placeholder name "${spec}"`);
  return z.string('expected text; put text that starts with "{" in double quotes').transform((raw, ctx) => {
    const text = normalise(raw);
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: 'must not be empty' });
      return z.NEVER;
    }
    const compiled = compile(text, specs);
    if ('problems' in compiled) {
      for (const message of compiled.problems) ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return { text, parts: compiled.parts };
  });
}

/** One or more phrasings of the same text, each checked like `template`. */
export function alternatives<const Spec extends string = never>(...specs: Spec[]): z.ZodType<Alternatives<PlaceholderName<Spec>>, unknown> {
  const one = template(...specs);
  return z
    .array(one)
    .min(1, 'needs at least one phrasing')
    .transform((list, ctx) => {
      const [first, ...rest] = list;
      if (first !== undefined) return [first, ...rest] as const;
      ctx.addIssue({ code: 'custom', message: 'needs at least one phrasing' });
      return z.NEVER;
    });
}

/** A list of paragraphs or list items, each checked like `template`. */
export function templates<const Spec extends string = never>(...specs: Spec[]): z.ZodType<readonly Template<PlaceholderName<Spec>>[], unknown> {
  return z.array(template(...specs)).min(1, 'needs at least one entry');
}

/** FAQ entries: questions with the placeholders of `question`, answers with those of `answer`. */
export function faqTemplates<const Q extends string = never, const A extends string = never>(question: readonly Q[], answer: readonly A[]) {
  return z.array(z.strictObject({ question: template(...question), answer: template(...answer) }));
}

/** Plain text without placeholders. */
export const fixedText = template();

// "a " or "an " at the end of the text before a placeholder: the article of the value that follows.
const articleBefore = /(^|[\s(])([Aa])n? $/;

/**
 * The text with every placeholder replaced by its value. An `a` or `an` written just before a
 * placeholder is chosen from the value filled in, so `a {language} interpreter` reads
 * `an Arabic interpreter` and `a Ukrainian interpreter`.
 */
export function fill<Name extends string>(t: Template<Name>, values: { readonly [K in Name]: string | number }): string {
  if (t.parts.length === 1) return t.parts[0] ?? '';
  const lookup: Readonly<Record<string, string | number>> = values;
  const parts = t.parts.map((part, i) => (i % 2 === 0 ? part : String(lookup[part])));
  for (let i = 1; i < parts.length; i += 2) {
    const value = parts[i] ?? '';
    parts[i - 1] = (parts[i - 1] ?? '').replace(articleBefore, (_m, before: string, a: string) => `${before}${a}${indefiniteArticle(value).slice(1)} `);
  }
  return parts.join('');
}

/** The phrasing the hash of `seed` picks, filled in: the same page always reads the same. */
export function pickFilled<Name extends string>(seed: string, options: Alternatives<Name>, values: { readonly [K in Name]: string | number }): string {
  return fill(pick(seed, options), values);
}
