import { describe, expect, it } from 'vitest';
import { loadServerEnv } from '@/server/env';

describe('SERVE_SITE', () => {
  it('is on unless turned off (npm run dev runs an API-only process beside next dev)', () => {
    expect(loadServerEnv({}).SERVE_SITE).toBe(true);
    expect(loadServerEnv({ SERVE_SITE: 'false' }).SERVE_SITE).toBe(false);
    expect(() => loadServerEnv({ SERVE_SITE: 'maybe' })).toThrow('SERVE_SITE must be true or false');
  });
});
