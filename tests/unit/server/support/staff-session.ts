import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { adminHeaders } from './test-app';

export const prefix = '/api/v1.1';
export const password = 'correct horse battery staple';

let people = 0;

/** A staff account made with the token, as `npm run admin -- create-staff` does; a fresh email each time. */
export async function createStaff(app: FastifyInstance, role: 'admin' | 'coordinator' = 'admin', name = 'Ana Lima'): Promise<{ id: string; email: string }> {
  people += 1;
  const email = `staff${people}.${role}@verbalis.test`;
  const res = await app.inject({ method: 'POST', url: `${prefix}/admin/staff`, headers: adminHeaders, payload: { email, name, role, password } });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().data.id, email };
}

export interface SignedIn {
  cookie: string;
  csrf: string;
  /** The raw Set-Cookie header of the sign-in. */
  setCookie: string;
}

export async function signIn(app: FastifyInstance, email: string, secret = password, headers: Record<string, string> = {}): Promise<SignedIn> {
  const res = await app.inject({ method: 'POST', url: `${prefix}/staff/session`, payload: { email, password: secret }, headers });
  expect(res.statusCode, res.body).toBe(200);
  const setCookie = String(res.headers['set-cookie']);
  const value = /verbalis_staff=([^;]+)/.exec(setCookie)?.[1];
  if (value === undefined) throw new Error(`No session cookie in ${setCookie}`);
  return { cookie: `verbalis_staff=${value}`, csrf: res.json().data.csrfToken, setCookie };
}

/** Headers of a browser request in that session; `csrf: false` leaves the token out. */
export function sessionHeaders(session: SignedIn, csrf: boolean | string = true): Record<string, string> {
  const token = csrf === true ? session.csrf : csrf === false ? undefined : csrf;
  return { cookie: session.cookie, ...(token === undefined ? {} : { 'x-csrf-token': token }) };
}

/** The headers of one staff member's session, made and signed in at its first use (inside a test, where the suite's app exists). */
export function sessionOnFirstUse(app: () => FastifyInstance, role: 'admin' | 'coordinator', name: string): () => Promise<Record<string, string>> {
  let session: SignedIn | undefined;
  return async () => {
    if (session === undefined) {
      const person = await createStaff(app(), role, name);
      session = await signIn(app(), person.email);
    }
    return sessionHeaders(session);
  };
}
