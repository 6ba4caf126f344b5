import type { z } from 'zod';
import { env } from '@/lib/env';
import { adminContract, type AdminRequestBody, type AdminResponseData, type AdminRouteName } from './contract/admin';
import { pageSchema } from './contract/envelope';
import type { ApiError } from './errors';

/*
 * The back office's calls to the staff routes, typed and parsed by their contract entries
 * (`lib/api/contract/admin.ts`). The session lives in the HttpOnly `verbalis_staff` cookie, sent
 * with the session cookie (`credentials: 'include'`, as the API may be on another port in development); every change carries the session's CSRF token as `x-csrf-token`.
 * Timestamps come back as Dates (the contract's codec).
 */

/** A failed staff call: the API's error envelope, plus how long to wait when it was throttled. */
export interface StaffApiError extends ApiError {
  retryAfterSeconds?: number;
}

export interface StaffCall {
  params?: Record<string, string>;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  /** The session's CSRF token, needed by every POST, PATCH or DELETE. */
  csrf?: string;
  signal?: AbortSignal;
}

/** The page of a paged list: `limit` rows from `offset`, of `total`. */
export interface ListPage {
  limit: number;
  offset: number;
  total: number;
}

/** Called with every 401 but a failed sign-in: the session ended (expired, signed out elsewhere). */
let onSessionEnded: ((error: StaffApiError) => void) | undefined;
export function setSessionEndedHandler(handler: ((error: StaffApiError) => void) | undefined): void {
  onSessionEnded = handler;
}

function isStaffApiError(value: unknown): value is StaffApiError {
  return typeof value === 'object' && value !== null && typeof Reflect.get(value, 'status') === 'number' && typeof Reflect.get(value, 'code') === 'string';
}

/** The error envelope (or what stands in for it) as a StaffApiError. */
export function toStaffApiError(error: unknown): StaffApiError {
  if (isStaffApiError(error)) return error;
  return { status: 0, code: 'network_error', message: 'We could not reach the server. Check your connection and try again.' };
}

export function routeUrl(name: AdminRouteName, params: Record<string, string> = {}, query: StaffCall['query'] = {}): string {
  const path = adminContract[name].path.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return `${env.apiUrl.replace(/\/$/, '')}${path}${text ? `?${text}` : ''}`;
}

async function readError(response: Response): Promise<StaffApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  const envelope = typeof body === 'object' && body !== null ? Reflect.get(body, 'error') : undefined;
  const code: unknown = envelope && Reflect.get(envelope, 'code');
  const message: unknown = envelope && Reflect.get(envelope, 'message');
  const fields: unknown = envelope && Reflect.get(envelope, 'fields');
  const retryAfter = Number(response.headers.get('retry-after'));
  return {
    status: response.status,
    code: typeof code === 'string' ? code : `http_${response.status}`,
    message: typeof message === 'string' ? message : `The server answered ${response.status}.`,
    ...(typeof fields === 'object' && fields !== null
      ? { fields: Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string')) }
      : {}),
    ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}),
  };
}

async function send(name: AdminRouteName, call: StaffCall): Promise<unknown> {
  const entry = adminContract[name];
  const headers = new Headers({ Accept: 'application/json' });
  if (call.body !== undefined) headers.set('Content-Type', 'application/json');
  if (entry.method !== 'GET' && call.csrf) headers.set('x-csrf-token', call.csrf);
  let response: Response;
  try {
    response = await fetch(routeUrl(name, call.params, call.query), {
      method: entry.method,
      headers,
      // 'include': under `npm run dev` the API is on another port of the same site.
      credentials: 'include',
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: call.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw toStaffApiError(undefined);
  }
  if (!response.ok) {
    const error = await readError(response);
    if (error.status === 401 && name !== 'signIn' && name !== 'getSession') onSessionEnded?.(error);
    throw error;
  }
  return response.json();
}

const unreadable: StaffApiError = { status: 502, code: 'invalid_response', message: 'The server sent an answer we could not read. Please reload the page.' };

function parse<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw unreadable;
  return parsed.data;
}

const member = (body: unknown, key: string): unknown => (typeof body === 'object' && body !== null ? Reflect.get(body, key) : undefined);

/** Calls a route that answers `{ data }`, `data` parsed with `schema` (its entry's success schema). */
export async function staffCall<S extends z.ZodType>(name: AdminRouteName, schema: S, call: StaffCall = {}): Promise<z.output<S>> {
  return parse(schema, member(await send(name, call), 'data'));
}

/** Calls a paged list: `{ data, page }`. */
export async function staffList<S extends z.ZodType>(name: AdminRouteName, schema: S, call: StaffCall = {}): Promise<{ rows: z.output<S>; page: ListPage }> {
  const body = await send(name, call);
  return { rows: parse(schema, member(body, 'data')), page: parse(pageSchema, member(body, 'page')) };
}

export type StaffSession = AdminResponseData<'getSession'>;

export const signIn = (body: AdminRequestBody<'signIn'>) => staffCall('signIn', adminContract.signIn.responses[200], { body });
export const getSession = (signal?: AbortSignal) => staffCall('getSession', adminContract.getSession.responses[200], { signal });
export const signOut = (csrf: string) => staffCall('signOut', adminContract.signOut.responses[200], { csrf });

/** The invitation a link opens, and its acceptance: without a session, the link's token in the query and the body. */
export const getInvitation = (token: string, signal?: AbortSignal) =>
  staffCall('getStaffInvitation', adminContract.getStaffInvitation.responses[200], { query: { token }, signal });
export const acceptInvitation = (body: AdminRequestBody<'acceptStaffInvitation'>) =>
  staffCall('acceptStaffInvitation', adminContract.acceptStaffInvitation.responses[201], { body });
