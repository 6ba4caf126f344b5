import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { orders } from '../db/schema';
import { publicName } from './public-name';
import { moveOrder, ordersThatCan } from '../workflow';

/**
 * The project got its professional: its order moves offering → assigned and the client is told
 * who has it. Called in the transaction that assigns the project (its row locked), and false when
 * the order can no longer be assigned (cancelled meanwhile): the caller then rolls the accept back
 * rather than give a professional the job of a closed order. A project made before orders existed
 * has none, and the accept stands.
 */
export async function projectAssigned(tx: Db, projectId: string, professionalName: string, at: Date, siteUrl: string): Promise<boolean> {
  const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.projectId, projectId)).for('update');
  if (order === undefined) return true;
  const [assignable] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, order.id), ordersThatCan('assignOrder')));
  if (assignable === undefined) return false;
  await moveOrder(tx, order.id, 'assignOrder', { by: 'professional', at, siteUrl, detail: { professionalName: publicName(professionalName) } });
  return true;
}
