/**
 * The counting rules. A word is a maximal run of non-whitespace characters with
 * at least one letter or digit. Chinese and Japanese are written without spaces,
 * so every ideograph and kana counts as a word; Thai, Lao, Khmer and Myanmar are
 * also written without spaces but have real multi-character words, so they are
 * split with the platform's dictionary-based word segmenter.
 */

// Zero-width space separates words in some scripts and in text pasted from the web.
const TOKEN = /[^\s\u200b]+/gu;
const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const NEEDS_SPLITTING = /[\p{sc=Han}\p{scx=Hira}\p{scx=Kana}\p{sc=Thai}\p{sc=Lao}\p{sc=Khmer}\p{sc=Mymr}]/u;
const CJK_CHAR = /[\p{sc=Han}\p{sc=Hira}\p{sc=Kana}]/u;
// The prolonged sound mark (ー) and a few others belong to both kana scripts
// rather than to either one; they are letters and count like kana.
const SHARED_KANA_LETTER = /(?=\p{L})[\p{scx=Hira}\p{scx=Kana}]/u;
const COMBINING_MARK = /\p{M}/u;
const SEGMENTED_SCRIPT = /[\p{sc=Thai}\p{sc=Lao}\p{sc=Khmer}\p{sc=Mymr}]/u;

type CharClass = 'cjk' | 'segmented' | 'other';

let segmenter: Intl.Segmenter | undefined;

function classify(ch: string): CharClass {
  if (CJK_CHAR.test(ch) || SHARED_KANA_LETTER.test(ch)) return 'cjk';
  if (SEGMENTED_SCRIPT.test(ch)) return 'segmented';
  return 'other';
}

function countSegmented(run: string): number {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'word' });
  let words = 0;
  for (const segment of segmenter.segment(run)) if (segment.isWordLike) words++;
  return words;
}

function countRun(run: string, kind: CharClass): number {
  if (run === '') return 0;
  if (kind === 'segmented') return countSegmented(run);
  return HAS_LETTER_OR_DIGIT.test(run) ? 1 : 0;
}

/** A whitespace-delimited token that mixes scripts, such as `東京Tower` or `iPhoneを`. */
function countMixedToken(token: string): number {
  let words = 0;
  let run = '';
  let runKind: CharClass = 'other';
  for (const ch of token) {
    const kind = classify(ch);
    if (kind === 'cjk') {
      words += countRun(run, runKind) + 1;
      run = '';
      continue;
    }
    // A combining mark stays with the run before it, whatever its script property says.
    const continuesRun = kind === runKind || (kind === 'other' && COMBINING_MARK.test(ch));
    if (run !== '' && !continuesRun) {
      words += countRun(run, runKind);
      run = '';
    }
    if (run === '') runKind = kind;
    run += ch;
  }
  return words + countRun(run, runKind);
}

export function countWords(text: string): number {
  let words = 0;
  for (const match of text.matchAll(TOKEN)) {
    const token = match[0];
    if (NEEDS_SPLITTING.test(token)) words += countMixedToken(token);
    else if (HAS_LETTER_OR_DIGIT.test(token)) words++;
  }
  return words;
}
