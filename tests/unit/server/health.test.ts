import { afterAll, describe, expect, it, vi } from 'vitest';
import { healthDatabaseTimeoutMs, healthProbeFreshMs } from '@/server/routes/health/routes';
import { buildTestApp, drivers, openTestDatabase, postgresForFile, testEnv } from './support/test-app';

/*
 * GET /health says the process can serve: it asks the database, so a load balancer or process
 * manager takes a process whose database is gone or stuck out of rotation.
 */
const postgres = postgresForFile();

describe.each(drivers)('GET /health (%s)', (driver) => {
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
  });

  async function app() {
    const database = await openTestDatabase(driver, postgres);
    const built = await buildTestApp({ env: testEnv(), serveSite: false, database });
    await built.ready();
    closers.push(async () => {
      await built.close();
      await database.close().catch(() => undefined);
    });
    return { app: built, database };
  }

  it('answers 200 with the driver while the database answers', async () => {
    const { app: api } = await app();
    const response = await api.inject({ method: 'GET', url: '/api/v1.1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'ok', database: driver, fileStore: 'database' });
    const ready = await api.inject({ method: 'GET', url: '/api/v1.1/health/ready' });
    expect([ready.statusCode, ready.json().data]).toMatchObject([200, { status: 'ok', database: driver, fileStore: 'database' }]);
  });

  it('keeps liveness at 200 while readiness says the database is gone', async () => {
    const { app: api, database } = await app();
    await database.close();
    const ready = await api.inject({ method: 'GET', url: '/api/v1.1/health/ready' });
    expect([ready.statusCode, ready.json().error.code, ready.headers['retry-after']]).toEqual([503, 'database_unavailable', '5']);
    const live = await api.inject({ method: 'GET', url: '/api/v1.1/health/live' });
    expect([live.statusCode, live.json().data.status]).toEqual([200, 'ok']);
  });

  it('answers 503 database_unavailable once the database is gone', async () => {
    const { app: api, database } = await app();
    await database.close();
    const response = await api.inject({ method: 'GET', url: '/api/v1.1/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json().error.code).toBe('database_unavailable');
  });

  it(`answers 503 when the database takes longer than ${healthDatabaseTimeoutMs} ms`, async () => {
    const { app: api, database } = await app();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      vi.spyOn(database.db, 'execute').mockReturnValueOnce(new Promise(() => undefined) as never);
      const pending = api.inject({ method: 'GET', url: '/api/v1.1/health' });
      await vi.advanceTimersByTimeAsync(healthDatabaseTimeoutMs + 1);
      const response = await pending;
      expect(response.statusCode).toBe(503);
      expect(response.json().error.code).toBe('database_unavailable');
    } finally {
      vi.useRealTimers();
    }
  });

  it(`asks the database once for concurrent checks and at most once per ${healthProbeFreshMs} ms`, async () => {
    const { app: api, database } = await app();
    const execute = vi.spyOn(database.db, 'execute');
    const burst = await Promise.all(Array.from({ length: 20 }, () => api.inject({ method: 'GET', url: '/api/v1.1/health' })));
    expect(burst.map((response) => response.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(execute).toHaveBeenCalledTimes(1);
    expect((await api.inject({ method: 'GET', url: '/api/v1.1/health' })).statusCode).toBe(200);
    expect(execute).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, healthProbeFreshMs + 50));
    await database.close();
    const after = await api.inject({ method: 'GET', url: '/api/v1.1/health' });
    expect(execute).toHaveBeenCalledTimes(2);
    expect(after.statusCode).toBe(503);
  });
});
