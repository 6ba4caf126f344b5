import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';
import { adminToken } from './form-steps';

/** A JSON object as the API answers it, before a test narrows it. */
export type Row = Record<string, unknown>;

/** The staff token's header, for the admin API the loop tests read (the outbox, projects, orders). */
export const admin = { Authorization: `Bearer ${adminToken}` };

export const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `data` of `GET /api/v1.1/admin/<path>`, which must answer 200. */
export async function adminData(request: APIRequestContext, path: string): Promise<unknown> {
  const response = await request.get(`/api/v1.1/admin/${path}`, { headers: admin });
  expect(response.status(), `GET admin/${path}`).toBe(200);
  const body: unknown = await response.json();
  return isRow(body) ? body.data : undefined;
}
