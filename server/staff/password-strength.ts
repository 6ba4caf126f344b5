import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { validationFailed } from '../http/errors';

/*
 * New staff passwords are checked against the common and breached password lists that
 * @zxcvbn-ts ships (language-common: passwords from breaches; language-en: names, words, TV and
 * film) and against trivial patterns (repeats, sequences, keyboard rows, dates, the person's own
 * name or email), as ASVS 6.2.4 asks. The dictionaries are some megabytes, so they load on the
 * first check rather than at start-up.
 */

/** zxcvbn's score 3: "safely unguessable: moderate protection from offline slow-hash scenario" (about 10^8 guesses or more). */
const MIN_SCORE = 3;

let factory: Promise<ZxcvbnFactory> | undefined;

function checker(): Promise<ZxcvbnFactory> {
  factory ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-en')]).then(
    ([core, common, en]) =>
      new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...en.dictionary },
        graphs: common.adjacencyGraphs,
        translations: en.translations,
      }),
  );
  return factory;
}

/** Why the password is too easy to guess, in words for the person; undefined when it is strong enough. */
async function passwordWeakness(password: string, personal: readonly string[]): Promise<string | undefined> {
  const result = (await checker()).check(password, [...personal]);
  if (result.score >= MIN_SCORE) return undefined;
  const why = result.feedback.warning ?? 'It would be guessed quickly.';
  const hint = result.feedback.suggestions[0] ?? 'Use a few uncommon words together.';
  return `This password is too easy to guess. ${why} ${hint}`;
}

/** 422 with the reason on `field` when the password is weak; `personal` is the person's name and email, which it must not lean on. */
export async function requireStrongPassword(password: string, personal: readonly string[], field: string): Promise<void> {
  const weakness = await passwordWeakness(password, personal);
  if (weakness !== undefined) throw validationFailed('The new password is too easy to guess.', { [field]: weakness });
}
