import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { orders } from '../db/schema';
import { publicName } from './public-name';
import { moveOrder } from './state-machine';

/**
 * The project got its professional: its order moves offering → assigned and the client is told
 * who has it. Called in the transaction that assigns the project. A project made before orders
 * existed has none, and nothing happens.
 */
export async function projectAssigned(tx: Db, projectId: string, professionalName: string, at: Date): Promise<void> {
  const [order] = await tx.select({ id: orders.id }).from(orders).where(and(eq(orders.projectId, projectId), eq(orders.state, 'offering')));
  if (order === undefined) return;
  await moveOrder(tx, order.id, { from: ['offering'], to: 'assigned', at, actor: 'professional', detail: { professionalName: publicName(professionalName) } });
}
