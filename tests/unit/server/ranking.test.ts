import { describe, expect, it } from 'vitest';
import { isEligible, rankCandidates, type CandidateProfile, type ProjectNeeds } from '@/server/assignment/ranking';
import { urgencyFor } from '@/server/assignment/policy';

const now = new Date('2026-06-01T12:00:00Z');
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);

const needs: ProjectNeeds = {
  userType: 'translator',
  sourceLanguage: 'spanish',
  targetLanguage: 'english',
  location: null,
  platform: null,
  certifications: [],
  requiredCredentials: [],
  specialization: null,
  words: 1000,
  minutes: null,
  payCents: 6_000,
  payCeilingCents: null,
};

function pro(id: string, over: Partial<CandidateProfile> = {}): CandidateProfile {
  return {
    id,
    userType: 'translator',
    active: true,
    languages: ['spanish'],
    locations: [],
    platforms: [],
    certifications: [],
    specializations: [],
    rating: 4.5,
    capacity: 3,
    activeLoad: 0,
    lastOfferedAt: null,
    rates: {},
    ...over,
  };
}

describe('isEligible', () => {
  it.each<[string, Partial<ProjectNeeds>, Partial<CandidateProfile>, boolean]>([
    ['matching translator', {}, {}, true],
    ['inactive', {}, { active: false }, false],
    ['wrong type', {}, { userType: 'interpreter' }, false],
    ['at capacity', {}, { activeLoad: 3 }, false],
    ['lacks the language', {}, { languages: ['french'] }, false],
    ['pair without English needs both', { targetLanguage: 'french' }, { languages: ['spanish'] }, false],
    ['pair without English, both held', { targetLanguage: 'french' }, { languages: ['french', 'spanish'] }, true],
    ['on-site, serves the city', { location: 'miami-fl' }, { locations: ['miami-fl'] }, true],
    ['on-site, other city', { location: 'miami-fl' }, { locations: ['boston-ma'] }, false],
    ['remote, works the platform', { platform: 'zoom' }, { platforms: ['zoom'] }, true],
    ['remote, other platform', { platform: 'zoom' }, { platforms: ['webex'] }, false],
    ['holds the credential its promise requires', { requiredCredentials: ['court'] }, { certifications: ['court', 'ata'] }, true],
    [
      'lacks the credential its promise requires, however well rated',
      { requiredCredentials: ['court'] },
      { certifications: ['medical-interpreter'], rating: 5 },
      false,
    ],
    ['holds one of two required credentials', { requiredCredentials: ['court', 'medical-interpreter'] }, { certifications: ['court'] }, false],
    // 1,000 words: their own rate against what the order earns for the work.
    ['paid at their rate up to what the order earns', { payCeilingCents: 10_000 }, { rates: { perWordCents: 10 } }, true],
    ['paid at their rate more than the order earns', { payCeilingCents: 10_000 }, { rates: { perWordCents: 11 } }, false],
    ['no rate in the unit: the stated pay, within what it earns', { payCeilingCents: 10_000 }, { rates: { perHourCents: 9_000 } }, true],
    ['a project made before its earnings were stored has no ceiling', { payCeilingCents: null }, { rates: { perWordCents: 50 } }, true],
  ])('%s', (_, projectOver, candidateOver, expected) => {
    expect(isEligible({ ...needs, ...projectOver }, pro('a', candidateOver))).toBe(expected);
  });
});

describe('rankCandidates', () => {
  it.each<[string, Partial<ProjectNeeds>, CandidateProfile[], string[]]>([
    [
      'a preferred certification outweighs rating',
      { certifications: ['ata'] },
      [pro('high-rating', { rating: 5 }), pro('certified', { rating: 4.2, certifications: ['ata'] })],
      ['certified', 'high-rating'],
    ],
    [
      'specialisation outweighs rating',
      { specialization: 'legal' },
      [pro('general', { rating: 5 }), pro('legal', { rating: 4.4, specializations: ['legal'] })],
      ['legal', 'general'],
    ],
    ['higher rating first', {}, [pro('b', { rating: 4.1 }), pro('a', { rating: 4.9 })], ['a', 'b']],
    ['lighter load first', {}, [pro('busy', { activeLoad: 2, lastOfferedAt: daysAgo(30) }), pro('free', { lastOfferedAt: daysAgo(30) })], ['free', 'busy']],
    [
      'least recently offered first',
      {},
      [pro('recent', { lastOfferedAt: daysAgo(0.1) }), pro('never'), pro('week', { lastOfferedAt: daysAgo(3) })],
      ['never', 'week', 'recent'],
    ],
    [
      'ties break on last offer, then id',
      {},
      [pro('b', { lastOfferedAt: daysAgo(9) }), pro('c', { lastOfferedAt: daysAgo(8) }), pro('a', { lastOfferedAt: daysAgo(8) })],
      ['b', 'a', 'c'],
    ],
    ['ineligible are left out', {}, [pro('x', { languages: ['german'] }), pro('y')], ['y']],
  ])('%s', (_, projectOver, candidates, expected) => {
    expect(rankCandidates({ ...needs, ...projectOver }, candidates, now).map((r) => r.candidate.id)).toEqual(expected);
  });

  it('explains each score', () => {
    const [ranked] = rankCandidates({ ...needs, certifications: ['a', 'b'] }, [pro('x', { certifications: ['a'], rating: 4, activeLoad: 1 })], now);
    expect(ranked?.breakdown).toMatchObject({ certifications: 20, specialization: 20, rating: 10, fairness: 10 });
    expect(ranked?.breakdown.load).toBeCloseTo(6.667, 3);
    expect(ranked?.score).toBeCloseTo(66.667, 3);
  });
});

describe('urgencyFor', () => {
  it.each([
    [2, 'rush'],
    [30, 'urgent'],
    [100, 'standard'],
  ] as const)('%i hours ahead is %s', (hours, expected) => {
    expect(urgencyFor(new Date(now.getTime() + hours * 3_600_000), now)).toBe(expected);
  });
});
