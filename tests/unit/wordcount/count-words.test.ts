import { describe, expect, it } from 'vitest';
import { countWords } from '@/lib/wordcount/count-words';

describe('countWords', () => {
  it.each([
    ['empty text', '', 0],
    ['only whitespace', ' \n\t\u00a0\u3000 ', 0],
    ['plain sentence', 'The quick brown fox jumps.', 5],
    ['contraction', "don't", 1],
    ['hyphenated compound', 'well-known', 1],
    ['date', '12/03/1987', 1],
    ['amount', '$2,450.00', 1],
    ['the four examples together', "don't well-known 12/03/1987 $2,450.00", 4],
    ['lone dash and bullet', 'Items — • – -', 1],
    ['punctuation only', '... !!! ***', 0],
    ['number with unit', '25 mg/kg', 2],
    ['email and URL', 'hello@verbalis.com https://www.uscis.gov/i-485', 2],
    ['line breaks and tabs separate', 'Name:\tAna\nSurname:\r\nSilva', 4],
    ['zero-width space separates', 'word\u200bword', 2],
    ['accented Latin', 'Certidão de nascimento', 3],
    ['Cyrillic and Greek', 'Свидетельство о рождении Πιστοποιητικό', 4],
    ['Arabic', 'شهادة ميلاد', 2],
    ['Korean is spaced like English', '출생 증명서', 2],
    ['each Han ideograph is a word', '出生证明', 4],
    ['hiragana and katakana', 'こんにちはテスト', 8],
    ['prolonged sound mark is part of katakana', 'ラーメン', 4],
    ['CJK punctuation is not a word', '「出生」、证明。', 4],
    ['CJK mixed with Latin in one token', '東京Tower', 3],
    ['Latin then kana', 'iPhoneを', 2],
    ['CJK digits in a date', '1987年3月12日', 6],
    ['Thai is segmented into words', 'ภาษาไทยง่ายนิดเดียว', 5],
    ['Lao is segmented into words', 'ພາສາລາວ', 2],
    ['Thai next to Latin', 'ภาษาไทย ok', 3],
  ])('%s', (_label, text, expected) => {
    expect(countWords(text)).toBe(expected);
  });
});
