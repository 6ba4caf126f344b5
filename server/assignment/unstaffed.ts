import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/database';
import { orderEvents, orders, projects } from '../db/schema';
import { enqueueMessages } from '../outbox/enqueue';
import { staffLinks } from '../outbox/links';
import { staffAssignmentNotice } from '../outbox/templates';
import { moveOrder, moveProject, orderOfProject, ordersThatCan } from '../workflow';
import type { AssignmentDeps } from './deps';
import { clientUpdateBy } from './policy';
import { projectBrief, type ProjectRow } from './projects';
import type { Shortfall } from './shortfall';

/*
 * A project nobody can take (content/promises.yaml, `unstaffed-orders`): it goes to staff with the
 * reason, its client is told what is missing and by when they will hear next, and if nobody has it
 * by then they are told again.
 */

/** What the client was last told about an order nobody has: the escalation's detail, as its order event stores it. */
const toldSchema = z.object({ reason: z.string(), nextUpdateBy: z.string().optional() });
export type ClientTold = z.output<typeof toldSchema>;

/**
 * The project goes to staff (unassigned, with the reason and an email), and its order's client is
 * told the truth (`escalateOrder`: the reason and the time they hear next), in the caller's
 * transaction, which holds the project's row.
 */
export async function giveUp(tx: Db, project: ProjectRow, deps: AssignmentDeps, shortfall: Shortfall): Promise<void> {
  const now = deps.now();
  await moveProject(tx, project.id, 'giveUpProject', { by: 'system', at: now, event: { detail: { reason: shortfall.staff, code: shortfall.code } } });
  await enqueueMessages(
    tx,
    [
      staffAssignmentNotice(
        deps.staffEmail,
        projectBrief(project, deps.names),
        `unassigned (${shortfall.staff})`,
        staffLinks.project(deps.siteUrl, project.id),
        {
          projectId: project.id,
        },
      ),
    ],
    now,
  );
  const order = await orderOfProject(tx, project.id);
  if (order === undefined || order.state !== 'offering') return;
  const nextUpdateBy = clientUpdateBy(now, project.startsAt ?? project.deadline);
  await moveOrder(tx, order.id, 'escalateOrder', {
    by: 'system',
    at: now,
    siteUrl: deps.siteUrl,
    detail: { reason: shortfall.client, nextUpdateBy: nextUpdateBy.toISOString() },
  });
}

/** The latest thing an order's client was told about finding its professional, if its latest event is one. */
export async function lastToldClient(db: Db, orderId: string): Promise<ClientTold | undefined> {
  const [latest] = await db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(desc(orderEvents.id)).limit(1);
  if (latest === undefined || latest.fromState !== latest.toState) return undefined;
  const told = toldSchema.safeParse(latest.detail);
  return told.success ? told.data : undefined;
}

const latestEventDetail = (key: string) =>
  sql`(select ${orderEvents.detail} ->> ${key} from ${orderEvents} where ${orderEvents.orderId} = ${orders.id} order by ${orderEvents.id} desc limit 1)`;

/**
 * Orders nobody has yet when the time their client was given passes: the client hears so
 * (`followUpOrder`), once. An offer staff made by hand and still waiting does not hold it back: the
 * time was a promise. Projects are claimed with SKIP LOCKED, as the waves are.
 */
export async function followUpUnstaffed(deps: AssignmentDeps): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    const due = await tx
      .select({ orderId: orders.id, reason: latestEventDetail('reason') })
      .from(projects)
      .innerJoin(orders, eq(orders.projectId, projects.id))
      .where(and(ordersThatCan('followUpOrder'), sql`${latestEventDetail('nextUpdateBy')} <= ${now.toISOString()}`))
      .limit(50)
      .for('update', { of: projects, skipLocked: true });
    for (const { orderId, reason } of due) {
      await moveOrder(tx, orderId, 'followUpOrder', {
        by: 'system',
        at: now,
        siteUrl: deps.siteUrl,
        detail: { reason: typeof reason === 'string' ? reason : '' },
      });
    }
    return due.length;
  });
}
