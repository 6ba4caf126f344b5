import { describe, expect, it } from 'vitest';
import { applicationField, appliedLanguages, languageNames } from '@/components/staff/application-fields';

describe("an application's answers as staff read them", () => {
  it('writes language pairs and asking rates in words, under the form’s labels', () => {
    expect(
      applicationField('languagePairs', [
        { source: 'polish', target: 'english' },
        { source: 'english', target: 'polish' },
      ]),
    ).toEqual({ label: 'Language pairs', value: 'polish → english; english → polish' });
    const language = languageNames([{ value: 'polish', label: 'Polish' }]);
    expect(
      applicationField(
        'languagePairs',
        [
          { source: 'polish', target: 'english' },
          { source: 'english', target: 'klingon' },
        ],
        language,
      ),
    ).toEqual({ label: 'Language pairs', value: 'Polish → English; English → klingon' });
    expect(applicationField('rates', { perWordCents: 11 })).toEqual({ label: 'Rates', value: '$0.11 a word' });
    expect(applicationField('rates', { perHourCents: 6000, perMinuteCents: 90 })).toEqual({ label: 'Rates', value: '$60.00 an hour; $0.90 an audio minute' });
  });

  it('joins lists and writes answers yes or no, never as JSON', () => {
    expect(applicationField('specialisations', ['legal', 'medical'])).toEqual({ label: 'Specializations', value: 'legal, medical' });
    expect(applicationField('agreementAccepted', true).value).toBe('Yes');
    expect(applicationField('yearsOfExperience', 12)).toEqual({ label: 'Years of experience', value: '12' });
    expect(applicationField('somethingNew', { a: 1 })).toEqual({ label: 'somethingNew', value: 'a: 1' });
  });
});

describe('the languages an approval starts from', () => {
  it.each<[string, unknown, string[]]>([
    [
      'each language of the pairs once, in order, English aside',
      {
        languagePairs: [
          { source: 'polish', target: 'english' },
          { source: 'english', target: 'czech' },
          { source: 'czech', target: 'polish' },
        ],
      },
      ['polish', 'czech'],
    ],
    ['nothing from an application without pairs', { name: 'Marta' }, []],
    ['nothing from pairs that are not pairs', { languagePairs: [{ source: 'polish' }, 'czech', null, { source: 3, target: 'czech' }] }, []],
    ['nothing from a body that is not a record', 'polish', []],
  ])('%s', (_, body, languages) => {
    expect(appliedLanguages(body)).toEqual(languages);
  });
});
