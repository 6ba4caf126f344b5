import { desc, eq, sql } from 'drizzle-orm';
import type { ProfessionalRates } from '@/lib/api/contract/admin-records';
import type { Db } from '../db/database';
import { offers, professionals, projects, type OfferStatus } from '../db/schema';
import type { ProjectRow } from './projects';
import type { CandidateProfile } from './ranking';

/** A professional of the project's kind, with what they have had of this project. */
export interface PoolMember extends CandidateProfile {
  name: string;
  email: string;
  rates: ProfessionalRates;
  /** Their offer of this attempt, if they had one (the unique index allows one per attempt). */
  offerThisAttempt: { status: OfferStatus; createdAt: Date } | null;
  /** They accepted the project once and gave it back: never offered it again. */
  handedBack: boolean;
}

/**
 * Every professional of the project's kind, paused ones included, with their load and their
 * offers of this project: what staff weigh when the assignment finds nobody, and what tells why.
 */
export async function loadPool(tx: Db, project: ProjectRow): Promise<PoolMember[]> {
  const rows = await tx
    .select({
      professional: professionals,
      activeLoad:
        sql<number>`(select count(*) from ${projects} where ${projects.professionalId} = ${professionals.id} and ${projects.status} = 'assigned')`.mapWith(
          Number,
        ),
    })
    .from(professionals)
    .where(eq(professionals.userType, project.userType))
    .orderBy(professionals.name);
  const history = await tx
    .select({ professionalId: offers.professionalId, attempt: offers.attempt, status: offers.status, createdAt: offers.createdAt })
    .from(offers)
    .where(eq(offers.projectId, project.id))
    .orderBy(desc(offers.createdAt));
  return rows.map(({ professional: p, activeLoad }) => {
    const theirs = history.filter((o) => o.professionalId === p.id);
    const current = theirs.find((o) => o.attempt === project.attempt);
    return {
      ...p,
      activeLoad,
      offerThisAttempt: current === undefined ? null : { status: current.status, createdAt: current.createdAt },
      handedBack: theirs.some((o) => o.status === 'handed_back'),
    };
  });
}
