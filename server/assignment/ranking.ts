import type { ProfessionalRates } from '@/lib/api/contract/admin-records';
import type { UserType } from '../db/schema';
import { offerPayCents } from './pay';

/** What a project asks of the person who takes it. */
export interface ProjectNeeds {
  userType: UserType;
  sourceLanguage: string;
  targetLanguage: string;
  /** On-site work: the location slug the interpreter must serve. */
  location: string | null;
  /** Remote work: the platform slug the interpreter must work on. */
  platform: string | null;
  /** Rank those who hold them first. */
  certifications: readonly string[];
  /** Only those who hold every one may be offered it (the promise registry's credentials). */
  requiredCredentials: readonly string[];
  specialization: string | null;
  /** The job's volume and stated pay, from which each professional's pay is computed (pay.ts). */
  words: number | null;
  minutes: number | null;
  payCents: number;
  /** What the order earns for the work: an offer paying more needs a staff decision. Null: no ceiling. */
  payCeilingCents: number | null;
}

export interface CandidateProfile {
  id: string;
  userType: UserType;
  active: boolean;
  /** Languages worked with English; English itself is implied. */
  languages: readonly string[];
  locations: readonly string[];
  platforms: readonly string[];
  certifications: readonly string[];
  specializations: readonly string[];
  /** Null until they have rated work. */
  rating: number | null;
  capacity: number;
  /** Projects currently assigned and not finished. */
  activeLoad: number;
  lastOfferedAt: Date | null;
  /** Their own rates, from which their pay for a job is computed. */
  rates: ProfessionalRates;
}

interface ScoreBreakdown {
  certifications: number;
  specialization: number;
  rating: number;
  load: number;
  fairness: number;
}

export interface RankedCandidate {
  candidate: CandidateProfile;
  score: number;
  breakdown: ScoreBreakdown;
}

/** Points each criterion can contribute; certifications and specialisation weigh most. */
const weights = { certifications: 40, specialization: 20, rating: 20, load: 10, fairness: 10 } as const;
/** After this long without an offer, a professional gets the full fairness bonus. */
const FAIRNESS_HORIZON_MS = 7 * 24 * 60 * 60 * 1000;
const BASE_LANGUAGE = 'english';

/** The rules a professional must meet to be offered a project, in the order staff read them. */
export const rules = ['active', 'languages', 'area', 'credentials', 'capacity', 'pay'] as const;
export type Rule = (typeof rules)[number];

/** The languages besides English that the project needs its professional to work. */
export function neededLanguages(needs: ProjectNeeds): string[] {
  return [...new Set([needs.sourceLanguage, needs.targetLanguage])].filter((l) => l !== BASE_LANGUAGE);
}

/** Whether the professional meets one rule of the project. */
export function meetsRule(rule: Rule, needs: ProjectNeeds, c: CandidateProfile): boolean {
  switch (rule) {
    case 'active':
      return c.active;
    case 'languages':
      return neededLanguages(needs).every((l) => c.languages.includes(l));
    case 'area':
      return (needs.location === null || c.locations.includes(needs.location)) && (needs.platform === null || c.platforms.includes(needs.platform));
    case 'credentials':
      return needs.requiredCredentials.every((x) => c.certifications.includes(x));
    case 'capacity':
      return c.activeLoad < c.capacity;
    case 'pay':
      return needs.payCeilingCents === null || offerPayCents(c.rates, needs) <= needs.payCeilingCents;
  }
}

/** The rules the professional does not meet; none for someone who may be offered the project. */
function unmetRules(needs: ProjectNeeds, c: CandidateProfile): Rule[] {
  return rules.filter((rule) => !meetsRule(rule, needs, c));
}

export function isEligible(needs: ProjectNeeds, c: CandidateProfile): boolean {
  return c.userType === needs.userType && unmetRules(needs, c).length === 0;
}

function scoreCandidate(needs: ProjectNeeds, c: CandidateProfile, now: Date): ScoreBreakdown {
  const held = needs.certifications.filter((x) => c.certifications.includes(x)).length;
  const certifications = needs.certifications.length === 0 ? weights.certifications : (weights.certifications * held) / needs.certifications.length;
  const specialization = needs.specialization === null || c.specializations.includes(needs.specialization) ? weights.specialization : 0;
  // Ratings below 3 stars earn nothing; 3 to 5 stars scale linearly. Someone not rated yet gets
  // half the points (as 4 stars would): a newcomer is neither put last nor ahead of proven work.
  const rating = c.rating === null ? weights.rating / 2 : (weights.rating * Math.min(Math.max(c.rating - 3, 0), 2)) / 2;
  const load = c.capacity > 0 ? weights.load * (1 - c.activeLoad / c.capacity) : 0;
  const idle = c.lastOfferedAt === null ? FAIRNESS_HORIZON_MS : now.getTime() - c.lastOfferedAt.getTime();
  const fairness = (weights.fairness * Math.min(Math.max(idle, 0), FAIRNESS_HORIZON_MS)) / FAIRNESS_HORIZON_MS;
  return { certifications, specialization, rating, load, fairness };
}

const total = (b: ScoreBreakdown) => b.certifications + b.specialization + b.rating + b.load + b.fairness;
const offeredAt = (c: CandidateProfile) => c.lastOfferedAt?.getTime() ?? Number.NEGATIVE_INFINITY;

/**
 * Eligible candidates, best first. Ties go to whoever was offered work least recently,
 * then to the id so the order is deterministic.
 */
export function rankCandidates(needs: ProjectNeeds, candidates: readonly CandidateProfile[], now: Date): RankedCandidate[] {
  return candidates
    .filter((c) => isEligible(needs, c))
    .map((candidate) => {
      const breakdown = scoreCandidate(needs, candidate, now);
      return { candidate, breakdown, score: Math.round(total(breakdown) * 1000) / 1000 };
    })
    .sort((a, b) => b.score - a.score || offeredAt(a.candidate) - offeredAt(b.candidate) || a.candidate.id.localeCompare(b.candidate.id));
}
