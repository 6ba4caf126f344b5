import { site } from '@/lib/site';

/**
 * Promises that the terms, the pricing engine or the order's steps don't keep, looked for in every
 * text a visitor can read: content/ (pages, articles, FAQ, agreements, service copy) and the
 * interface strings in locales/. The service-page audit (copy-truth.ts) checks rendered service
 * pages; this covers the rest of the site, where a single article or label is read as often.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { loadCredentialRegistry } from '@/lib/promises/credentials.server';
import { credentialPromiseProblems } from './credential-promises';

const PROMISES: readonly { pattern: RegExp; why: string }[] = [
  {
    // "24-hour rush", "Rush, 24 hours", "rush … within 24 hours" (not "cancel up to 24 hours before").
    pattern: /\b24[- ]hours? rush\b|\brush\b[^.\n|]{0,60}\b24(?:[- ]hours?|\s*h)\b|\b24[- ]hour (?:delivery|turnaround)\b/i,
    why: 'rush is due by the hour (turnaround.yaml, terms of service): the same day before noon, otherwise by noon the next business day, not "in 24 hours"',
  },
  {
    // "Rush, next business day", "rush … is due the next business day": a one-day standard order is due then too.
    pattern: /\brush, next business day\b|\brush\b[^.\n|]{0,60}\b(?:is |are )?due (?:on )?the next business day\b|\brush delivery on the next business day\b/i,
    why: 'rush that is merely due the next business day buys nothing over standard; rush is due the same day before noon, otherwise by noon the next business day (turnaround.yaml)',
  },
  {
    pattern: /\bexpedited\b[^.\n|]{0,40}\b(?:roughly |about )?halves (?:the|that) (?:time|turnaround)\b|\bexpedited delivery takes about half as long\b/i,
    why: 'expedited halves the business days only for orders over five pages; for fewer it is not offered (turnaround.yaml)',
  },
  {
    pattern:
      /\b(?:from|at) the moment you (?:place|submit)\b|\bcounted from (?:when you (?:place|submit)|your order)\b|\b(?:counted from|starts when) (?:when )?(?:the|your) order is paid\b/i,
    why: 'turnaround counts from when the client confirms the order (there is no payment step), with a 17:00 Eastern cut-off',
  },
  {
    // "checked by a second linguist", "a second review by another linguist": on a translation order only staff review the
    // delivery; a second linguist is the proofreading service, ordered and priced on its own.
    pattern:
      /\b(?:checked|reviewed|compared|proofread)\b[^.\n]{0,30}\bby (?:a second|another) linguist\b|\ba second linguist (?:compares|checks|reviews)\b[^.\n]{0,80}\bbefore\b|\bsecond review\*{0,2} by another linguist\b/i,
    why: 'a translation order is reviewed by staff before delivery (the order workflow); a second linguist checks it only when proofreading is ordered',
  },
  {
    // "pay by card at checkout", "we accept credit and debit cards", "card payments go to our payment processor".
    pattern:
      /\bcheckout\b|\bpayment processor\b|\bcard (?:details|payments?|numbers?)\b|\b(?:pay|paid|paying|accept|charged?)\b[^.\n]{0,40}\b(?:credit|debit|by) cards?\b/i,
    why: 'the site takes no payment: an order is confirmed on its order page, and organizations are invoiced',
  },
  {
    // "the files and instructions become available at once" (they open once the professional has accepted).
    pattern: /\b(?:files?|documents?|instructions)\b[^.\n]{0,60}\b(?:available|open|sent)\b[^.\n]{0,20}\b(?:at once|immediately|instantly|right away)\b/i,
    why: "a job's files open to the professional on their offer page only once they have accepted it",
  },
];

/*
 * What the platform signs: a certified translation, whose certificate the translator signs
 * electronically at delivery and whose PDF the company signs digitally at approval. Nothing else
 * is signed: not a standard translation, proofreading, a transcription or an interpretation, and
 * no copy is signed by hand (a hard copy is the signed PDF printed).
 */
const SIGNED = /\b(?:signed|signatures?|e-?signed)\b/i;
const SIGNED_IN = /\bsigned (?:in|up|out)\b(?! ink)/gi;
const UNSIGNED_SERVICES =
  /\bstandard (?:document )?translations?\b|\bproofread(?:ing|s)?\b|\btranscri(?:ption|ptions|pts?|bed)\b|\binterpret(?:ation|ations|ing|ers?)?\b/i;
const NEGATION = /\b(?:no|not|without|never|only)\b/i;
const BY_HAND = /\b(?:wet[- ]ink|ink|original|handwritten)[- ]signatures?\b|\bsigned (?:in|with) ink\b|\b(?:hand|ink)[- ]signed\b/i;
// A notary signs and seals by hand: their signature is not ours.
const NOTARY = /\bnotar|\bseal\b/i;

/** "signed" said of something the platform does not sign, one line per sentence. */
export function signedWordingProblems(file: string, text: string): string[] {
  const problems: string[] = [];
  text.split('\n').forEach((line, index) => {
    for (const sentence of line.split(/(?<=[.!?])\s+/)) {
      const words = sentence.replace(SIGNED_IN, '');
      const service = UNSIGNED_SERVICES.exec(words);
      if (service !== null && SIGNED.test(words) && !NEGATION.test(words)) {
        problems.push(
          `${file}:${index + 1}: "${sentence.trim().slice(0, 80)}": only a certified translation is signed (the translator's electronic signature, the company's PDF signature), not ${service[0]}`,
        );
      }
      const hand = BY_HAND.exec(words);
      if (hand !== null && !NOTARY.test(words)) {
        problems.push(
          `${file}:${index + 1}: "${hand[0]}": nothing is signed by hand; the certificate is signed electronically and a hard copy is the signed PDF printed`,
        );
      }
    }
  });
  return problems;
}

const FREE_REVISIONS = /\bfree (?:revisions?|corrections?)\b|\brevisions? (?:are|is) free\b/i;
const GUARANTEE_LINK = /refund-and-acceptance-guarantee/;

/** One line per promise found in `text`, with its line number. */
export function promiseProblems(file: string, text: string): string[] {
  const problems: string[] = [];
  // Free revisions are bounded: a text that offers them states the period, or links to the guarantee that does.
  const statesPeriod = text.includes(`${site.revisionDays} days`);
  text.split('\n').forEach((line, index) => {
    for (const { pattern, why } of PROMISES) {
      const match = pattern.exec(line);
      if (match !== null) problems.push(`${file}:${index + 1}: "${match[0]}": ${why}`);
    }
    const free = FREE_REVISIONS.exec(line);
    if (free !== null && !statesPeriod && !GUARANTEE_LINK.test(line)) {
      problems.push(
        `${file}:${index + 1}: "${free[0]}": revisions are free when asked for within ${site.revisionDays} days of delivery (the guarantee and the order page say so); say the period or link the guarantee`,
      );
    }
  });
  return problems;
}

/** The guarantee must state the period the order page enforces. */
export function revisionPeriodProblems(guarantee: string): string[] {
  return guarantee.includes(`within ${site.revisionDays} days of delivery`)
    ? []
    : [
        `content/agreements/refund-and-acceptance-guarantee.md: must say "within ${site.revisionDays} days of delivery", the period the order page takes revision requests for (lib/site.ts revisionDays)`,
      ];
}

function* textFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(path);
    else if (/\.(?:md|mdx|ya?ml|json)$/.test(entry.name)) yield path;
  }
}

/** Every promise the site's words make that the terms don't, across content/ and locales/. */
export function auditPromises(root: string): { fileCount: number; problems: string[] } {
  let fileCount = 0;
  const problems: string[] = [];
  const { promise: credentials } = loadCredentialRegistry(join(root, 'content/promises.yaml'));
  for (const dir of ['content', 'locales']) {
    for (const file of textFiles(join(root, dir))) {
      fileCount += 1;
      const text = readFileSync(file, 'utf8');
      problems.push(
        ...promiseProblems(relative(root, file), text),
        ...signedWordingProblems(relative(root, file), text),
        ...credentialPromiseProblems(relative(root, file), text, credentials),
      );
    }
  }
  problems.push(...revisionPeriodProblems(readFileSync(join(root, 'content/agreements/refund-and-acceptance-guarantee.md'), 'utf8')));
  return { fileCount, problems };
}
