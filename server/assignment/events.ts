import type { Db } from '../db/database';
import { assignmentEvents } from '../db/schema';

export type AssignmentEventKind =
  | 'project-created'
  | 'wave-sent'
  | 'offer-sent'
  | 'offered-by-hand'
  | 'offer-expired'
  | 'offer-accepted'
  | 'offer-declined'
  | 'offer-superseded'
  | 'project-assigned'
  | 'project-unassigned'
  | 'project-cancelled'
  | 'project-completed'
  | 'assignment-rerun'
  | 'project-released'
  | 'project-handed-back'
  | 'project-delivered';

export interface AssignmentEvent {
  projectId: string;
  kind: AssignmentEventKind;
  offerId?: string;
  professionalId?: string;
  detail?: Record<string, unknown>;
}

export async function recordEvents(tx: Db, events: AssignmentEvent[], at: Date): Promise<void> {
  if (events.length === 0) return;
  await tx.insert(assignmentEvents).values(
    events.map((e) => ({
      projectId: e.projectId,
      kind: e.kind,
      offerId: e.offerId ?? null,
      professionalId: e.professionalId ?? null,
      detail: e.detail ?? {},
      createdAt: at,
    })),
  );
}
