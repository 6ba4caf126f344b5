import type { OrderWork } from '@/lib/orders/work';

/**
 * What an email to a client may not say about their kind of order: only a certified translation
 * has a certificate, an interpreter's session is not a translation, a transcript or proofread text
 * is not one either, an on-site interpreter does not join a platform and a remote one goes to no
 * address. `text` is the email's own words, without the restated order (the service's name may
 * well say "translation").
 */
export function wordingProblems(work: OrderWork, text: string): string[] {
  const problems: string[] = [];
  const refuse = (pattern: RegExp, why: string) => {
    if (pattern.test(text)) problems.push(`${why}: ${pattern.source}`);
  };
  if (work !== 'certified-translation') refuse(/certif/i, 'only a certified translation has a certificate');
  if (work === 'on-site' || work === 'remote') refuse(/translat|transcri|proofread|download/i, 'an interpreter’s session');
  if (work === 'proofreading' || work === 'transcription') refuse(/translat/i, `${work} is not a translation`);
  if (work === 'on-site') refuse(/join the session|platform/i, 'an on-site session');
  if (work === 'remote') refuse(/address below/i, 'a remote session');
  refuse(/professionals\b/, 'name who does the work (translators, interpreters…)');
  refuse(/link from (our first|your offer) email/i, 'every email carries its own link');
  return problems;
}

/** The email's own words: from the greeting to the order restated after the link to the order page. */
export function ownWords(text: string): string {
  const end = text.indexOf('\n\nYour order page');
  return end === -1 ? text : text.slice(0, end);
}
