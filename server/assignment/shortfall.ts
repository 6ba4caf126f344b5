import { credentialName } from '@/lib/promises/credentials';
import { getCredentialRegistry } from '@/lib/promises/credentials.server';
import { joinList } from '@/lib/catalog/copy/text';
import { formatCents } from '@/lib/pricing/format';
import type { NameResolver } from '../catalog/names';
import type { PoolMember } from './pool';
import { languagePair, type ProjectRow } from './projects';
import { meetsRule, rules, type ProjectNeeds, type Rule } from './ranking';

/** A project's needs in words: "interpreter", "Spanish to English", "in Dallas, TX", the credentials' names. */
export interface NeedsWords {
  type: string;
  /** "an interpreter", "a translator". */
  aType: string;
  pair: string;
  /** "in Dallas, TX" on site, "on Zoom" remotely, null for written work. */
  place: string | null;
  /** The required credentials' names, joined; null when none is required. */
  credentials: string | null;
  /** What the order earns for the work, formatted; null without a ceiling. */
  earns: string | null;
}

export function needsWords(project: ProjectRow, names: NameResolver): NeedsWords {
  const type = project.userType;
  const { requirements } = getCredentialRegistry();
  return {
    type,
    aType: `${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`,
    pair: languagePair(project, names),
    place: project.location !== null ? `in ${names.location(project.location)}` : project.platform !== null ? `on ${names.platform(project.platform)}` : null,
    credentials: project.requiredCredentials.length === 0 ? null : joinList(project.requiredCredentials.map((c) => credentialName(requirements, c))),
    earns: project.workCents === null ? null : formatCents(project.workCents),
  };
}

/** Why the assignment has nobody to offer a project to, for staff and, in a sentence, for the client. */
export interface Shortfall {
  /** The first rule nobody left meets; `nobody` with no one of the kind, `asked` when everyone who qualifies was asked. */
  code: 'nobody' | Rule | 'asked';
  staff: string;
  client: string;
}

const where = (w: NeedsWords) => (w.place === null ? '' : ` ${w.place}`);

function shortfallAt(rule: Rule, w: NeedsWords, left: number): Shortfall {
  switch (rule) {
    case 'active':
      return { code: rule, staff: `every ${w.type} who could take it is paused`, client: `We have not yet found ${w.aType} who can take it.` };
    case 'languages':
      return { code: rule, staff: `no active ${w.type} works ${w.pair}`, client: `We have not yet found ${w.aType} who works ${w.pair}.` };
    case 'area':
      return {
        code: rule,
        staff: `no ${w.type} for ${w.pair} works${where(w)}`,
        client: `We have not yet found ${w.aType} for ${w.pair} who works${where(w)}.`,
      };
    case 'credentials':
      return {
        code: rule,
        staff: `no ${w.type} holds ${w.credentials ?? 'the required credential'} for ${w.pair}${where(w)}`,
        client: `We have not yet found ${w.aType} for ${w.pair}${where(w)} who holds ${w.credentials ?? 'the credential it requires'}.`,
      };
    case 'capacity':
      return {
        code: rule,
        staff: `every ${w.type} who qualifies (${left}) is at capacity`,
        client: `Every ${w.type} who qualifies for it (${w.pair}${where(w)}) is fully booked.`,
      };
    case 'pay':
      // The client's price is theirs; what professionals are paid is ours to decide, not theirs to hear.
      return {
        code: rule,
        staff: `every ${w.type} who qualifies (${left}) would be paid more than the ${w.earns ?? 'amount'} the order earns: offer it by hand, with the reason, to accept the loss`,
        client: `We have not yet found ${w.aType} for ${w.pair}${where(w)} who can take it.`,
      };
  }
}

/** Everyone who qualifies was offered it and none accepted: after the last wave, or with nobody left to ask. */
export function nobodyAccepted(w: NeedsWords, staff: string): Shortfall {
  return { code: 'asked', staff, client: `None of the ${w.type}s who qualify and were offered it (${w.pair}${where(w)}) has accepted it.` };
}

/**
 * Why nobody can be offered the project: the rules are applied one after another to everyone of
 * its kind, and the first that leaves nobody is the reason ("no interpreter holds court interpreter
 * certification for Spanish to English in Dallas, TX"). When someone meets them all, they were asked already.
 */
export function findShortfall(needs: ProjectNeeds, pool: readonly PoolMember[], w: NeedsWords): Shortfall {
  if (pool.length === 0) return { code: 'nobody', staff: `there is no ${w.type} in the pool`, client: `We have not yet found ${w.aType} who can take it.` };
  let left = pool;
  for (const rule of rules) {
    const meeting = left.filter((member) => meetsRule(rule, needs, member));
    if (meeting.length === 0) return shortfallAt(rule, w, left.length);
    left = meeting;
  }
  return nobodyAccepted(w, `all ${left.length} ${w.type}s who qualify were offered it in this attempt or gave it back`);
}
