/**
 * The site's configuration, read once. Values are NEXT_PUBLIC_* variables inlined at build time,
 * so each one must be read with its literal name. Validation is hand-written rather than zod
 * because this module ships to the browser with every form and must stay tiny.
 */

export interface SiteEnv {
  /** Public origin of the site, used for canonical URLs, the sitemap and the feed. */
  siteUrl: string;
  /** The hub API (v1.1); the axios client's default base. */
  apiUrl: string;
  /** Legacy tech API and v2 API, for calls that still live there. Unset means unused. */
  techApiUrl: string | undefined;
  v2ApiUrl: string | undefined;
  analyticsId: string | undefined;
  analyticsUrl: string | undefined;
  /** IP-to-country lookup (plain text `1;TR;TUR;Turkey`). Unset means no lookup. */
  ipLookupUrl: string | undefined;
  validationLocale: 'en' | 'tr';
}

function optionalUrl(name: string, value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  return requireUrl(name, value.trim());
}

function requireUrl(name: string, value: string): string {
  const isRelative = value.startsWith('/');
  try {
    if (!isRelative) new URL(value);
  } catch {
    throw new Error(`Invalid configuration: ${name} must be an absolute URL or a path starting with "/" (got "${value}")`);
  }
  return value;
}

function withTrailingSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

export function parseSiteEnv(raw: Record<string, string | undefined>): SiteEnv {
  const siteUrl = requireUrl('NEXT_PUBLIC_SITE_URL', raw.NEXT_PUBLIC_SITE_URL?.trim() || 'https://www.verbalis.com');
  if (siteUrl.startsWith('/')) throw new Error('Invalid configuration: NEXT_PUBLIC_SITE_URL must be absolute');
  const validationLocale = raw.NEXT_PUBLIC_VALIDATION_LOCALE?.trim() || 'en';
  if (validationLocale !== 'en' && validationLocale !== 'tr') {
    throw new Error(`Invalid configuration: NEXT_PUBLIC_VALIDATION_LOCALE must be "en" or "tr" (got "${validationLocale}")`);
  }
  return {
    siteUrl: siteUrl.replace(/\/+$/, ''),
    apiUrl: withTrailingSlash(requireUrl('NEXT_PUBLIC_API_URL', raw.NEXT_PUBLIC_API_URL?.trim() || '/api/v1.1/')),
    techApiUrl: optionalUrl('NEXT_PUBLIC_TECH_API_URL', raw.NEXT_PUBLIC_TECH_API_URL),
    v2ApiUrl: optionalUrl('NEXT_PUBLIC_V2_API_URL', raw.NEXT_PUBLIC_V2_API_URL),
    analyticsId: raw.NEXT_PUBLIC_ANALYTICS_ID?.trim() || undefined,
    analyticsUrl: optionalUrl('NEXT_PUBLIC_ANALYTICS_URL', raw.NEXT_PUBLIC_ANALYTICS_URL),
    ipLookupUrl: optionalUrl('NEXT_PUBLIC_IP_LOOKUP_URL', raw.NEXT_PUBLIC_IP_LOOKUP_URL),
    validationLocale,
  };
}

export const env: SiteEnv = parseSiteEnv({
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
  NEXT_PUBLIC_API_URL: process.env.NEXT_PUBLIC_API_URL,
  NEXT_PUBLIC_TECH_API_URL: process.env.NEXT_PUBLIC_TECH_API_URL,
  NEXT_PUBLIC_V2_API_URL: process.env.NEXT_PUBLIC_V2_API_URL,
  NEXT_PUBLIC_ANALYTICS_ID: process.env.NEXT_PUBLIC_ANALYTICS_ID,
  NEXT_PUBLIC_ANALYTICS_URL: process.env.NEXT_PUBLIC_ANALYTICS_URL,
  NEXT_PUBLIC_IP_LOOKUP_URL: process.env.NEXT_PUBLIC_IP_LOOKUP_URL,
  NEXT_PUBLIC_VALIDATION_LOCALE: process.env.NEXT_PUBLIC_VALIDATION_LOCALE,
});

/**
 * The build's own settings (`lib/build-config.server.ts` validates them): read only when a build step
 * asks, in Node. They are not NEXT_PUBLIC_*, so the browser never has them.
 */
export function readBuildEnv(): Readonly<Record<'CATALOG_SOURCE' | 'CATALOG_API_URL' | 'CATALOG_SNAPSHOT_DIR', string | undefined>> {
  return {
    CATALOG_SOURCE: process.env.CATALOG_SOURCE,
    CATALOG_API_URL: process.env.CATALOG_API_URL,
    CATALOG_SNAPSHOT_DIR: process.env.CATALOG_SNAPSHOT_DIR,
  };
}

/**
 * Whether this is `next dev`: one long-lived process that watches code but not content/, so the
 * build-time loaders check their folders for edits instead of loading them once.
 */
export function isDevServer(): boolean {
  return process.env.NODE_ENV === 'development';
}

/** Absolute URL of a site path, for canonical links, the sitemap and the feed. */
export function absoluteUrl(path: string): string {
  return `${env.siteUrl}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The analytics script address with its id, or undefined when analytics is not configured. */
export function analyticsScriptSrc(config: SiteEnv = env): string | undefined {
  if (!config.analyticsId || !config.analyticsUrl) return undefined;
  const separator = config.analyticsUrl.includes('?') ? '&' : '?';
  return `${config.analyticsUrl}${separator}id=${encodeURIComponent(config.analyticsId)}`;
}
