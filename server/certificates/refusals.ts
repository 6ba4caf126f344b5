import { ApiError } from '../http/errors';
import type { orderDeliveries } from '../db/schema';
import type { OrderRow } from '../workflow';
import { confirmedDocuments } from './certificate-input';

type DeliveryRow = typeof orderDeliveries.$inferSelect;

/* The 409s of a certificate that cannot be drawn yet, shared by the approval and staff's preview. */

/**
 * What makes a round unfit to stand behind a certificate: no signed certification statement, or
 * translated files that are not PDFs (the bundle copies their pages).
 */
export function roundProblem(order: OrderRow, delivery: DeliveryRow, deliveredTypes: readonly string[]): ApiError | undefined {
  if (delivery.signedName === null || delivery.signedAt === null) {
    return new ApiError(409, `Round ${delivery.round} of order ${order.reference} carries no signed certification statement; return it to the translator.`, {
      code: 'not_signed',
    });
  }
  if (deliveredTypes.length === 0 || deliveredTypes.some((type) => type !== 'application/pdf')) {
    return new ApiError(409, `A certified translation is delivered as PDF; round ${delivery.round} of order ${order.reference} has other files. Return it.`, {
      code: 'not_pdf',
    });
  }
  return undefined;
}

/** 409 `documents_unconfirmed`: `doing` (approving it, previewing its certificate) waits for staff's titles. */
export function documentsUnconfirmed(order: OrderRow, doing: string): ApiError {
  return new ApiError(409, `Confirm the documents’ titles and pages of order ${order.reference} before ${doing}: its certificate lists them.`, {
    code: 'documents_unconfirmed',
  });
}

/** 409 `approver_required`: the certificate names the staff member who approves it, which the automation token is not. */
export function approverRequired(): ApiError {
  return new ApiError(409, 'A certified translation is approved by a signed-in staff member: the certificate names who approved it.', {
    code: 'approver_required',
  });
}

/**
 * Refuses, before anything is drawn, the approval of a certified order that lacks what its
 * certificate states: the documents' titles confirmed by staff, the translator's signature, a
 * named approver, translated files that are PDFs.
 */
export function certifiedApprovalProblem(order: OrderRow, delivery: DeliveryRow, deliveredTypes: readonly string[], approver: unknown): ApiError | undefined {
  if (confirmedDocuments(order) === undefined) return documentsUnconfirmed(order, 'approving it');
  return roundProblem(order, delivery, deliveredTypes) ?? (approver === null ? approverRequired() : undefined);
}

/** 409 `unreadable_translation`: a delivered PDF pdf-lib could not open (the round should be returned). */
export function unreadableTranslation(order: OrderRow, index: number): ApiError {
  return new ApiError(409, `Translated file ${index + 1} of order ${order.reference} cannot be opened as a PDF; return the round to the translator.`, {
    code: 'unreadable_translation',
  });
}
