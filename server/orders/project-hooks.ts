import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { orders } from '../db/schema';
import { publicName } from './public-name';
import { moveOrder, ordersThatCan } from '../workflow';

/**
 * The project got its professional: its order moves offering → assigned and the client is told
 * who has it. Called in the transaction that assigns the project. A project made before orders
 * existed has none, and nothing happens.
 */
export async function projectAssigned(tx: Db, projectId: string, professionalName: string, at: Date): Promise<void> {
  const [order] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.projectId, projectId), ordersThatCan('assignOrder')));
  if (order === undefined) return;
  await moveOrder(tx, order.id, 'assignOrder', { by: 'professional', at, detail: { professionalName: publicName(professionalName) } });
}
