import { describe, expect, it } from 'vitest';
import { analyticsScriptSrc, parseSiteEnv } from '@/lib/env';

describe('site configuration', () => {
  it('defaults to the same-origin v1.1 API and no third parties', () => {
    const env = parseSiteEnv({});
    expect(env.apiUrl).toBe('/api/v1.1/');
    expect(env.ipLookupUrl).toBeUndefined();
    expect(env.analyticsId).toBeUndefined();
    expect(analyticsScriptSrc(env)).toBeUndefined();
    expect(env.validationLocale).toBe('en');
  });

  it('adds the trailing slash to the API base and trims the site URL', () => {
    const env = parseSiteEnv({ NEXT_PUBLIC_API_URL: 'https://api.example.com/api/v1.1', NEXT_PUBLIC_SITE_URL: 'https://x.example/' });
    expect(env.apiUrl).toBe('https://api.example.com/api/v1.1/');
    expect(env.siteUrl).toBe('https://x.example');
  });

  it('builds the analytics address only when id and URL are both set', () => {
    expect(analyticsScriptSrc(parseSiteEnv({ NEXT_PUBLIC_ANALYTICS_ID: 'A1' }))).toBeUndefined();
    const env = parseSiteEnv({ NEXT_PUBLIC_ANALYTICS_ID: 'A 1', NEXT_PUBLIC_ANALYTICS_URL: 'https://stats.example/s.js' });
    expect(analyticsScriptSrc(env)).toBe('https://stats.example/s.js?id=A%201');
  });

  it('rejects bad values with a message naming the variable', () => {
    expect(() => parseSiteEnv({ NEXT_PUBLIC_IP_LOOKUP_URL: 'not a url' })).toThrow(/NEXT_PUBLIC_IP_LOOKUP_URL/);
    expect(() => parseSiteEnv({ NEXT_PUBLIC_VALIDATION_LOCALE: 'de' })).toThrow(/NEXT_PUBLIC_VALIDATION_LOCALE/);
    expect(() => parseSiteEnv({ NEXT_PUBLIC_SITE_URL: '/relative' })).toThrow(/NEXT_PUBLIC_SITE_URL/);
  });
});
