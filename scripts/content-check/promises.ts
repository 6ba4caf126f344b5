/**
 * Promises about turnaround that the terms and the pricing engine don't make, looked for in every
 * text a visitor can read: content/ (pages, articles, FAQ, agreements, service copy) and the
 * interface strings in locales/. The service-page audit (copy-truth.ts) checks rendered service
 * pages; this covers the rest of the site, where a single article or label is read as often.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const PROMISES: readonly { pattern: RegExp; why: string }[] = [
  {
    // "24-hour rush", "Rush, 24 hours", "rush … within 24 hours" (not "cancel up to 24 hours before").
    pattern: /\b24[- ]hours? rush\b|\brush\b[^.\n|]{0,60}\b24(?:[- ]hours?|\s*h)\b|\b24[- ]hour (?:delivery|turnaround)\b/i,
    why: 'rush is due the next business day (turnaround.yaml, terms of service): an order started on a Friday is due on Monday, not in 24 hours',
  },
  {
    pattern: /\b(?:from|at) the moment you (?:place|submit)\b|\bcounted from (?:when you (?:place|submit)|your order)\b/i,
    why: 'turnaround counts from payment (or confirmation on an invoiced account), with a 17:00 Eastern cut-off',
  },
];

/** One line per promise found in `text`, with its line number. */
export function promiseProblems(file: string, text: string): string[] {
  const problems: string[] = [];
  text.split('\n').forEach((line, index) => {
    for (const { pattern, why } of PROMISES) {
      const match = pattern.exec(line);
      if (match !== null) problems.push(`${file}:${index + 1}: "${match[0]}": ${why}`);
    }
  });
  return problems;
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
  for (const dir of ['content', 'locales']) {
    for (const file of textFiles(join(root, dir))) {
      fileCount += 1;
      problems.push(...promiseProblems(relative(root, file), readFileSync(file, 'utf8')));
    }
  }
  return { fileCount, problems };
}
