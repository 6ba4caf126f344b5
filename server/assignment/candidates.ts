import { joinList } from '@/lib/catalog/copy/text';
import { credentialName } from '@/lib/promises/credentials';
import { getCredentialRegistry } from '@/lib/promises/credentials.server';
import type { NameResolver } from '../catalog/names';
import { formatCents } from '@/lib/pricing/format';
import { offerPayCents } from './pay';
import type { PoolMember } from './pool';
import type { ProjectRow } from './projects';
import { meetsRule, neededLanguages, rankCandidates, rules, type ProjectNeeds, type Rule } from './ranking';

/** One rule of the project, met or not by one professional, in words staff read. */
interface CandidateCheck {
  rule: Rule | 'offered' | 'handed-back';
  ok: boolean;
  says: string;
  /** Staff may offer it by hand despite this rule, with their reason; never a promised credential. */
  waivable: boolean;
}

type Offerable = 'by-the-rules' | 'outside-the-rules' | 'no';

export interface CandidateAssessment {
  member: PoolMember;
  checks: CandidateCheck[];
  offerable: Offerable;
  /** What an offer would pay them: their own rate times the job, or the project's stated pay. */
  payCents: number;
  /** The assignment's ranking score, for those who meet every rule. */
  score: number | null;
}

/*
 * What a profile can't vouch for, staff may know better (a language or a city missing from it, a
 * job more than its capacity), and may waive with a reason. What is never waived: a paused
 * professional (resume them first), a credential the client was promised, an offer they already
 * had in this attempt (start the assignment over to ask again), a job they gave back.
 */
const waivable: ReadonlySet<CandidateCheck['rule']> = new Set(['languages', 'area', 'capacity', 'pay']);

const list = (items: readonly string[], none: string) => (items.length === 0 ? none : joinList(items));

function ruleCheck(rule: Rule, needs: ProjectNeeds, m: PoolMember, names: NameResolver): CandidateCheck | undefined {
  const ok = meetsRule(rule, needs, m);
  const check = (says: string): CandidateCheck => ({ rule, ok, says, waivable: waivable.has(rule) });
  switch (rule) {
    case 'active':
      return check(ok ? 'active' : 'paused: resume them to offer them work');
    case 'languages': {
      const needed = joinList(neededLanguages(needs).map((l) => names.language(l)));
      return check(
        ok
          ? `works ${needed}`
          : `does not list ${needed} (works ${list(
              m.languages.map((l) => names.language(l)),
              'no language',
            )})`,
      );
    }
    case 'area': {
      if (needs.location !== null) {
        const city = names.location(needs.location);
        return check(
          ok
            ? `serves ${city}`
            : `does not serve ${city} (serves ${list(
                m.locations.map((l) => names.location(l)),
                'no city',
              )})`,
        );
      }
      if (needs.platform !== null) {
        const platform = names.platform(needs.platform);
        return check(
          ok
            ? `works on ${platform}`
            : `does not work on ${platform} (works on ${list(
                m.platforms.map((p) => names.platform(p)),
                'no platform',
              )})`,
        );
      }
      return undefined;
    }
    case 'credentials': {
      if (needs.requiredCredentials.length === 0) return undefined;
      const { requirements } = getCredentialRegistry();
      const missing = needs.requiredCredentials.filter((c) => !m.certifications.includes(c)).map((c) => credentialName(requirements, c));
      const required = needs.requiredCredentials.map((c) => credentialName(requirements, c));
      return check(ok ? `holds ${joinList(required)}` : `lacks ${joinList(missing)}, which the client was promised`);
    }
    case 'capacity':
      return check(ok ? `${m.activeLoad} of ${m.capacity} jobs in hand` : `at capacity: ${m.activeLoad} of ${m.capacity} jobs in hand`);
    case 'pay': {
      if (needs.payCeilingCents === null) return undefined;
      const pay = offerPayCents(m.rates, needs);
      const margin = needs.payCeilingCents - pay;
      return check(
        ok
          ? `paid ${formatCents(pay)} of the ${formatCents(needs.payCeilingCents)} the order earns (margin ${formatCents(margin)})`
          : `would be paid ${formatCents(pay)}, more than the ${formatCents(needs.payCeilingCents)} the order earns (a loss of ${formatCents(-margin)})`,
      );
    }
  }
}

const offerWords: Record<string, string> = {
  pending: 'has a pending offer of it',
  accepted: 'has it',
  declined: 'declined it in this attempt: start the assignment over to ask again',
  expired: 'let its offer expire in this attempt: start the assignment over to ask again',
  superseded: 'had an offer of it withdrawn in this attempt: start the assignment over to ask again',
  handed_back: 'gave it back',
};

/** Each rule of the project for one professional, and whether staff may offer it to them by hand. */
export function assessMember(needs: ProjectNeeds, project: ProjectRow, m: PoolMember, names: NameResolver): CandidateAssessment {
  const checks: CandidateCheck[] = [
    ...rules.flatMap((rule) => ruleCheck(rule, needs, m, names) ?? []),
    ...(m.offerThisAttempt === null
      ? []
      : [{ rule: 'offered' as const, ok: false, says: offerWords[m.offerThisAttempt.status] ?? m.offerThisAttempt.status, waivable: false }]),
    ...(m.handedBack ? [{ rule: 'handed-back' as const, ok: false, says: 'gave it back earlier, so it is never offered to them again', waivable: false }] : []),
  ];
  const failed = checks.filter((c) => !c.ok);
  const offerable: Offerable = failed.length === 0 ? 'by-the-rules' : failed.every((c) => c.waivable) ? 'outside-the-rules' : 'no';
  return { member: m, checks, offerable, payCents: offerPayCents(m.rates, project), score: null };
}

const order: Record<Offerable, number> = { 'by-the-rules': 0, 'outside-the-rules': 1, no: 2 };

/**
 * Everyone of the project's kind: those who may be offered it by the rules first, best ranked
 * first, then those who need a reason, then the rest.
 */
export function assessPool(needs: ProjectNeeds, project: ProjectRow, pool: readonly PoolMember[], names: NameResolver, now: Date): CandidateAssessment[] {
  const scores = new Map(rankCandidates(needs, pool, now).map((r) => [r.candidate.id, r.score]));
  const unmet = (a: CandidateAssessment) => a.checks.filter((c) => !c.ok).length;
  return pool
    .map((m) => ({ ...assessMember(needs, project, m, names), score: scores.get(m.id) ?? null }))
    .sort(
      (a, b) => order[a.offerable] - order[b.offerable] || (b.score ?? 0) - (a.score ?? 0) || unmet(a) - unmet(b) || a.member.name.localeCompare(b.member.name),
    );
}
