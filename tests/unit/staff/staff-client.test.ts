import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminContract } from '@/lib/api/contract/admin';
import { routeUrl, setSessionEndedHandler, signIn, staffCall, staffList, type StaffApiError } from '@/lib/api/staff-client';

const session = {
  user: { id: '3f0c6a2e-1b2d-4c5e-8f90-123456789abc', email: 'ada@example.org', name: 'Ada', role: 'admin' },
  csrfToken: 'csrf-123',
  idleExpiresAt: '2026-11-26T20:30:00.000Z',
  expiresAt: '2026-11-27T08:00:00.000Z',
};

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  return vi.fn(
    async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionEndedHandler(undefined);
});

describe('staff client', () => {
  it('fills path parameters and the query from the contract', () => {
    expect(routeUrl('releaseQuarantined', { resource: 'contact-messages', id: 'a b' })).toBe('/api/v1.1/admin/contact-messages/a%20b/release');
    expect(routeUrl('listProjects', {}, { limit: 50, offset: 0, status: '' })).toBe('/api/v1.1/admin/projects?limit=50&offset=0');
  });

  it('sends the session cookie and, on a change, the CSRF token; parses timestamps into Dates', async () => {
    const fetch = answer(200, { data: { resource: 'quotes', id: session.user.id, messagesReleased: 2, projectId: null } });
    vi.stubGlobal('fetch', fetch);
    await staffCall('releaseQuarantined', adminContract.releaseQuarantined.responses[200], {
      params: { resource: 'quotes', id: session.user.id },
      csrf: 'csrf-123',
    });
    const [, init] = fetch.mock.calls[0] ?? [];
    expect(init?.credentials).toBe('include');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('x-csrf-token')).toBe('csrf-123');

    const read = answer(200, { data: session });
    vi.stubGlobal('fetch', read);
    const parsed = await staffCall('getSession', adminContract.getSession.responses[200], { csrf: 'ignored on reads' });
    expect(parsed.expiresAt).toBeInstanceOf(Date);
    expect(new Headers(read.mock.calls[0]?.[1].headers).has('x-csrf-token')).toBe(false);
  });

  it('reads a paged list with its page', async () => {
    vi.stubGlobal('fetch', answer(200, { data: [], page: { limit: 50, offset: 100, total: 120 } }));
    expect(await staffList('listQuarantine', adminContract.listQuarantine.responses[200])).toEqual({ rows: [], page: { limit: 50, offset: 100, total: 120 } });
  });

  it('reports a 401 on a call as the end of the session, but not a failed sign-in', async () => {
    const ended = vi.fn();
    setSessionEndedHandler(ended);
    vi.stubGlobal('fetch', answer(401, { error: { code: 'not_signed_in', message: 'Sign in.' } }));
    await expect(staffList('listProjects', adminContract.listProjects.responses[200])).rejects.toMatchObject({ status: 401, code: 'not_signed_in' });
    expect(ended).toHaveBeenCalledTimes(1);
    vi.stubGlobal('fetch', answer(401, { error: { code: 'invalid_credentials', message: 'No.' } }));
    await expect(signIn({ email: 'a@b.c', password: 'x' })).rejects.toMatchObject({ code: 'invalid_credentials' });
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('keeps field errors and the wait of a throttled sign-in', async () => {
    vi.stubGlobal('fetch', answer(429, { error: { code: 'login_throttled', message: 'Too many.' } }, { 'retry-after': '600' }));
    const error: StaffApiError = await signIn({ email: 'a@b.c', password: 'x' }).then(
      () => ({ status: 0, code: 'none', message: '' }),
      (failure: StaffApiError) => failure,
    );
    expect(error).toMatchObject({ status: 429, code: 'login_throttled', retryAfterSeconds: 600 });
    vi.stubGlobal('fetch', answer(422, { error: { code: 'validation_failed', message: 'Check.', fields: { password: 'At least 12 characters.' } } }));
    await expect(staffCall('createStaff', adminContract.createStaff.responses[201], { body: {}, csrf: 'c' })).rejects.toMatchObject({
      fields: { password: 'At least 12 characters.' },
    });
  });

  it('refuses an answer its schema does not describe', async () => {
    vi.stubGlobal('fetch', answer(200, { data: { user: 'nobody' } }));
    await expect(staffCall('getSession', adminContract.getSession.responses[200])).rejects.toMatchObject({ code: 'invalid_response' });
  });
});
