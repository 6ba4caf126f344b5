import { apiClient } from './client';
import { dataEnvelope } from './contract/envelope';
import { orderViewSchema, type OrderView } from './contract/orders';
import type { ApiError } from './errors';
import type { RequestBody } from './contract/routes';

/*
 * The client's order, authorised by the token of its private link: `GET orders/{token}`, then
 * confirm or cancel. The token is the only credential, so it goes in the path and nowhere else.
 */

const answerSchema = dataEnvelope(orderViewSchema);

function readOrderView(body: unknown): OrderView {
  const parsed = answerSchema.safeParse(body);
  if (parsed.success) return parsed.data.data;
  const error: ApiError = { status: 502, code: 'invalid_response', message: 'The server sent an order we could not read. Please reload the page.' };
  throw error;
}

export function orderPath(token: string, action?: 'confirm' | 'cancel' | 'certificate' | 'invoice' | 'revision'): string {
  return `orders/${encodeURIComponent(token)}${action === undefined ? '' : `/${action}`}`;
}

/** A file of the order's approved delivery, for a download link. */
export function orderFilePath(token: string, fileId: string): string {
  return `${orderPath(token)}/files/${encodeURIComponent(fileId)}`;
}

export async function getOrder(token: string, signal?: AbortSignal): Promise<OrderView> {
  return readOrderView(await apiClient.get<unknown>(orderPath(token), { signal }));
}

/** Rejects with 409 (`invalid_transition`, `quote_expired`) when the order can no longer be confirmed. */
export async function confirmOrder(token: string): Promise<OrderView> {
  return readOrderView(await apiClient.post<unknown>(orderPath(token, 'confirm'), {}));
}

export async function cancelOrder(token: string): Promise<OrderView> {
  return readOrderView(await apiClient.post<unknown>(orderPath(token, 'cancel'), {}));
}

/** Rejects with 409 (`revision_period_over`, `invalid_transition`) or 422 (no comment). */
export async function requestRevision(token: string, comment: string): Promise<OrderView> {
  return readOrderView(await apiClient.post<unknown>(orderPath(token, 'revision'), { comment }));
}

/**
 * "Lost your link?" (`POST order-links`): the answer is the same whether or not the reference and
 * the address match an order; the link goes only to the address the order was made with.
 */
export async function requestOrderLink(body: RequestBody<'requestOrderLink'>): Promise<void> {
  await apiClient.post<unknown>('order-links', body);
}
