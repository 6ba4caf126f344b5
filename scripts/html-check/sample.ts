import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { buildServiceSlug, isVariantServiceId, type Catalog } from '@/lib/catalog';
import { listPageVariants } from '@/lib/services/page-variants';

/** One page the HTML check reads: which template it stands for, its site path and its file in out/. */
export interface SampledPage {
  template: string;
  path: string;
  file: string;
}

/** A route of app/: the folder of a page.tsx, relative to app/, without route groups (`''` is the home page). */
export function appRoutes(appDir: string): string[] {
  const routes = readdirSync(appDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /^page\.(tsx|ts|jsx|js)$/.test(entry.name))
    .map((entry) =>
      relative(appDir, entry.parentPath)
        .split(sep)
        .filter((segment) => segment !== '' && !/^\(.*\)$/.test(segment))
        .join('/'),
    );
  return [...new Set(routes)].sort();
}

const dynamicSegment = /^\[{1,2}(?:\.\.\.)?[^\]]+\]{1,2}$/;

/** out/<path>/index.html of a site path. */
function fileOf(outDir: string, path: string): string {
  return join(outDir, ...path.split('/').filter(Boolean), 'index.html');
}

/** The first page (by name) built under out/<parent>/: a real blog post, support article, agreement or `/pro/` page. */
function firstBuiltChild(outDir: string, parent: string): string | undefined {
  const dir = join(outDir, ...parent.split('/').filter(Boolean));
  if (!existsSync(dir)) return undefined;
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_') && existsSync(join(dir, entry.name, 'index.html')))
    .map((entry) => entry.name)
    .sort()[0];
}

/**
 * The pages that stand for every template of the built site: each static route of app/, one page of
 * each variant kind (language, location, pair, platform) of each service with variant pages (from
 * the catalog), the first built page of every other parameter route, and the 404 page. Throws when
 * a route has no built page, so a route added to app/ cannot slip past the check unbuilt.
 */
export function sampleTemplates(appDir: string, outDir: string, catalog: Catalog): SampledPage[] {
  const pages: SampledPage[] = [];
  const missing: string[] = [];
  const add = (template: string, path: string) => {
    const file = fileOf(outDir, path);
    if (existsSync(file)) pages.push({ template, path, file });
    else missing.push(`${template} (${path})`);
  };
  for (const route of appRoutes(appDir)) {
    const segments = route === '' ? [] : route.split('/');
    const firstDynamic = segments.findIndex((segment) => dynamicSegment.test(segment));
    if (firstDynamic === -1) {
      add(`/${route}`, route === '' ? '/' : `/${route}/`);
      continue;
    }
    if (firstDynamic !== segments.length - 1)
      throw new Error(`check-html: app/${route} has a parameter before its last segment; sampleTemplates picks pages only for a parameter at the end`);
    const parent = segments.slice(0, -1).join('/');
    const serviceId = segments[1];
    if (segments.length === 3 && segments[0] === 'services' && serviceId !== undefined && isVariantServiceId(serviceId)) {
      const firstOfKind = new Map<string, string>();
      for (const variant of listPageVariants(serviceId, catalog)) {
        if (!firstOfKind.has(variant.kind)) firstOfKind.set(variant.kind, buildServiceSlug(variant));
      }
      for (const [kind, slug] of firstOfKind) add(`/${route} (${kind})`, `/${parent}/${slug}/`);
      continue;
    }
    const child = firstBuiltChild(outDir, parent);
    if (child === undefined) missing.push(`/${route} (nothing built under out/${parent}/)`);
    else add(`/${route}`, `/${parent}/${child}/`);
  }
  const notFound = join(outDir, '404.html');
  if (existsSync(notFound)) pages.push({ template: '404', path: '/404.html', file: notFound });
  else missing.push('404 (out/404.html)');
  if (missing.length > 0) throw new Error(`check-html: no built page for ${missing.join(', ')}; build the site first (npm run build:test)`);
  return pages;
}
