import { describe, expect, it } from 'vitest';
import { pickerLocaleFor } from '@/lib/forms/picker-locale';

describe('pickerLocaleFor', () => {
  it.each([
    [['tr-TR', 'en-US'], 'en', 'tr'],
    [['en-GB'], 'tr', 'en'],
    [['de-DE', 'tr'], 'en', 'tr'],
    [['de-DE', 'fr-FR'], 'tr', 'tr'],
    [[], 'en', 'en'],
  ] as const)('%j with %s configured gives %s', (languages, configured, expected) => {
    expect(pickerLocaleFor(languages, configured)).toBe(expected);
  });
});
