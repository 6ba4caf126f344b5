import { describe, expect, it } from 'vitest';
import { isBlankDraft, restoreDraft, sanitiseDraft } from '@/lib/forms/draft-values';

describe('sanitiseDraft', () => {
  it('keeps text, numbers, booleans and lists; drops files, NaN and excluded paths', () => {
    const cv = new File(['x'], 'cv.docx');
    const values = {
      name: 'Ana',
      yearsOfExperience: Number.NaN,
      travelRadiusMiles: 40,
      consent: true,
      cv,
      address: { street: '1 Main St', unit: 'Suite 4' },
      languagePairs: [{ source: 'spanish', target: 'english' }],
      nothing: undefined,
      missing: null,
    };
    expect(sanitiseDraft(values, ['consent', 'address.unit'])).toEqual({
      name: 'Ana',
      travelRadiusMiles: 40,
      address: { street: '1 Main St' },
      languagePairs: [{ source: 'spanish', target: 'english' }],
    });
  });
});

describe('isBlankDraft', () => {
  it.each([
    [{}, true],
    [{ name: '   ', consent: false, pairs: [{ source: '' }] }, true],
    [{ name: 'A' }, false],
    [{ years: 0 }, false],
    [{ pairs: [{ source: 'spanish' }] }, false],
    [{ agree: true }, false],
  ])('%j is blank: %s', (values, blank) => {
    expect(isBlankDraft(values)).toBe(blank);
  });
});

describe('restoreDraft', () => {
  interface Defaults {
    [key: string]: unknown;
    name: string;
    topic: string;
    consent: boolean;
    years: number | undefined;
    specialisations: string[];
    address: { street: string; city: string };
    languagePairs: { source: string; target: string }[];
  }
  const defaults: Defaults = {
    name: '',
    topic: '',
    consent: false,
    years: undefined,
    specialisations: [],
    address: { street: '', city: '' },
    languagePairs: [{ source: '', target: '' }],
  };

  it('lays stored values over the defaults, field by field', () => {
    const restored = restoreDraft(defaults, {
      name: 'Ana',
      years: 12,
      specialisations: ['legal', 'medical'],
      address: { city: 'Newark' },
      languagePairs: [{ source: 'spanish', target: 'english' }, { source: 'english' }],
    });
    expect(restored).toEqual({
      ...defaults,
      name: 'Ana',
      years: 12,
      specialisations: ['legal', 'medical'],
      address: { street: '', city: 'Newark' },
      languagePairs: [
        { source: 'spanish', target: 'english' },
        { source: 'english', target: '' },
      ],
    });
  });

  it('ignores stored values of the wrong type and keys the form does not have', () => {
    const restored = restoreDraft(defaults, {
      name: ['not', 'text'],
      consent: 'yes',
      years: '12',
      specialisations: [{ legal: true }],
      address: 'Newark',
      languagePairs: ['spanish'],
      injected: '<script>',
    });
    expect(restored).toEqual(defaults);
  });

  it('returns the defaults for a draft that is not an object', () => {
    expect(restoreDraft(defaults, null)).toBe(defaults);
    expect(restoreDraft(defaults, ['a'])).toBe(defaults);
  });
});
