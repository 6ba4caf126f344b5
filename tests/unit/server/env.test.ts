import { describe, expect, it } from 'vitest';
import { loadServerEnv } from '@/server/env';

describe('loadServerEnv', () => {
  it('fills in defaults that depend on other settings', () => {
    const env = loadServerEnv({ PORT: '4100' });
    expect(env).toMatchObject({
      SITE_URL: 'http://localhost:4100',
      ADMIN_API_URL: 'http://localhost:4100/api/v1.1',
      UPLOAD_DIR: 'data/uploads',
      CORS_ORIGINS: ['http://localhost:4100'],
      LOG_LEVEL: 'info',
      AUTO_SEED: true,
      ASSIGNMENT_WAVE_SIZE: 3,
      ASSIGNMENT_MAX_WAVES: 5,
      RETENTION_DAYS: 365,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(loadServerEnv({ NODE_ENV: 'test' }).LOG_LEVEL).toBe('silent');
  });

  it('takes the configured values', () => {
    const env = loadServerEnv({
      SITE_URL: 'https://www.verbalis.com/',
      CORS_ORIGINS: 'https://staging.verbalis.com, https://www.verbalis.com',
      DATABASE_URL: 'postgres://api@db/verbalis',
      AUTO_SEED: 'false',
      DATA_DIR: '/var/lib/verbalis',
    });
    expect(env.SITE_URL).toBe('https://www.verbalis.com');
    expect(env.CORS_ORIGINS).toEqual(['https://www.verbalis.com', 'https://staging.verbalis.com']);
    expect(env.UPLOAD_DIR).toBe('/var/lib/verbalis/uploads');
    expect(env.AUTO_SEED).toBe(false);
    expect(env.DATABASE_URL).toBe('postgres://api@db/verbalis');
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ ADMIN_TOKEN: 'short' }, /ADMIN_TOKEN: must be at least 16 characters/],
    [{ SITE_URL: 'verbalis.com' }, /SITE_URL/],
    [{ AUTO_SEED: 'maybe' }, /AUTO_SEED/],
  ])('names the variable that is wrong: %j', (source, message) => {
    expect(() => loadServerEnv(source)).toThrow(message);
  });
});
