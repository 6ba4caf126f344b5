import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { catalogSnapshotFiles } from '@/lib/build-config.server';
import { calculatorCatalog, createCalculatorContext } from '@/lib/calculators/data';
import { getCatalog } from '@/lib/catalog/load.server';
import { buildServiceSlug, listServiceVariants, parseCatalog, parseServiceSlug, VARIANT_SERVICE_IDS, type Catalog } from '@/lib/catalog';
import { getVariantCopy } from '@/lib/catalog/page-copy.server';
import { parsePriceTables, type DocumentQuoteInput, type PriceTables } from '@/lib/pricing';
import { quoteDocumentTranslation } from '@/lib/pricing/document';
import { fromPrices } from '@/lib/pricing/from-prices';
import { getPriceTables } from '@/lib/pricing/load.server';
import { variantPrice } from '@/lib/services/prices';
import { fetchCatalogSnapshot } from '@/scripts/fetch-catalog';
import { loadServerEnv } from '@/server/env';
import { buildTestApp } from '@/tests/unit/server/support/test-app';

/*
 * A build with CATALOG_SOURCE=api, short of `next build` itself: the embedded API on a fresh
 * data folder, the pre-build step against it, then the loaders the pages use, which must give
 * the same catalog, prices and page copy as content/.
 */

const snapshotDir = mkdtempSync(path.join(tmpdir(), 'verbalis-catalog-'));
let app: FastifyInstance;
let apiUrl = '';

beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'verbalis-catalog-api-'));
  const env = loadServerEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ASSIGNMENT_TICK_MS: '0', AUTO_SEED: 'true' });
  app = await buildTestApp({ env, serveSite: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  apiUrl = `${address}/api/v1.1/`;
});

afterAll(async () => {
  await app?.close();
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** The loaders of a build process started with these variables (fresh modules, fresh memos). */
async function buildLoaders(env: Record<string, string>) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  vi.resetModules();
  const catalog = await import('@/lib/catalog/load.server');
  const pricing = await import('@/lib/pricing/load.server');
  const calculators = await import('@/lib/calculators/load.server');
  const services = await import('@/lib/services/data.server');
  return {
    getCatalog: catalog.getCatalog,
    getPriceTables: pricing.getPriceTables,
    getCalculatorSources: calculators.getCalculatorSources,
    getServicesData: services.getServicesData,
  };
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(path.join(snapshotDir, file), 'utf8'));

describe('CATALOG_SOURCE=api against the embedded API', () => {
  it('writes a snapshot that equals the catalog and price tables in content/', async () => {
    const fetched = await fetchCatalogSnapshot({ apiUrl, outDir: snapshotDir });
    expect(fetched.url).toBe(`${apiUrl}catalog`);
    expect(parseCatalog(readJson(catalogSnapshotFiles.catalog), 'snapshot')).toEqual(getCatalog());
    expect(parsePriceTables(readJson(catalogSnapshotFiles.priceTables), 'snapshot')).toEqual(getPriceTables());
    expect(readJson(catalogSnapshotFiles.source)).toMatchObject({ url: `${apiUrl}catalog`, updatedAt: expect.any(String) });
    expect(readFileSync(path.join(snapshotDir, '.gitignore'), 'utf8')).toBe('*\n');
  });

  it('makes getCatalog() and getPriceTables() read the snapshot', async () => {
    const edited = mkdtempSync(path.join(tmpdir(), 'verbalis-catalog-edited-'));
    const tables = getPriceTables();
    const raised = { ...tables, document: { ...tables.document, certified: { perPageCents: { ...tables.document.certified.perPageCents, common: 2900 } } } };
    const [first, ...others] = getCatalog().languages;
    if (first === undefined) throw new Error('content/catalog lists no languages');
    const renamed = { ...getCatalog(), languages: [{ ...first, note: 'Edited in the API.' }, ...others] };
    writeFileSync(path.join(edited, catalogSnapshotFiles.catalog), JSON.stringify(renamed));
    writeFileSync(path.join(edited, catalogSnapshotFiles.priceTables), JSON.stringify(raised));
    const loaders = await buildLoaders({ CATALOG_SOURCE: 'api', CATALOG_SNAPSHOT_DIR: edited });
    expect(loaders.getPriceTables().document.certified.perPageCents.common).toBe(2900);
    expect(loaders.getCatalog().languages[0]?.note).toBe('Edited in the API.');
    // Any other folder (fixtures, an absolute path) is still read from its files.
    expect(loaders.getPriceTables(path.resolve('content/pricing')).document.certified.perPageCents.common).toBe(tables.document.certified.perPageCents.common);
  });

  it('gives the pages the same prices, calculators and copy as a build from content/', async () => {
    const api = await buildLoaders({ CATALOG_SOURCE: 'api', CATALOG_SNAPSHOT_DIR: snapshotDir });
    const apiCatalog: Catalog = api.getCatalog();
    const apiTables: PriceTables = api.getPriceTables();
    expect(apiCatalog).not.toBe(getCatalog());
    expect(fromPrices(apiTables)).toEqual(fromPrices(getPriceTables()));
    expect(api.getCalculatorSources()).toEqual({ catalog: calculatorCatalog(getCatalog()), tables: getPriceTables() });

    // Every service variant page: the same pages, each with the same prices.
    const data = api.getServicesData();
    const contentPrices = fromPrices(getPriceTables());
    for (const service of VARIANT_SERVICE_IDS) {
      const pages = (catalog: Catalog, prices: typeof contentPrices, tables: PriceTables) =>
        listServiceVariants(service, catalog).map((variant) => [buildServiceSlug(variant), variantPrice(service, variant, prices, tables)]);
      const fromApi = pages(data.catalog, data.prices, data.tables);
      expect(fromApi.length).toBeGreaterThan(20);
      expect(fromApi).toEqual(pages(getCatalog(), contentPrices, getPriceTables()));
    }

    for (const [service, slug] of [
      ['document-translation', 'spanish'],
      ['on-site-interpretation', 'new-york-ny'],
      ['remote-interpretation', 'zoom'],
    ] as const) {
      const variant = parseServiceSlug(service, slug, apiCatalog);
      const contentVariant = parseServiceSlug(service, slug, getCatalog());
      if (variant === null || contentVariant === null) throw new Error(`${service}/${slug} is not a page`);
      expect(getVariantCopy(service, variant, apiCatalog)).toEqual(getVariantCopy(service, contentVariant, getCatalog()));
    }

    const now = new Date('2026-06-01T14:00:00Z');
    const input: DocumentQuoteInput = { service: 'certified', sourceLanguage: 'haitian-creole', targetLanguage: 'english', documents: [{ words: 640 }] };
    const quote = (catalog: Catalog, tables: PriceTables) =>
      quoteDocumentTranslation(input, createCalculatorContext({ ...calculatorCatalog(catalog), tables }, now));
    const fromApi = quote(apiCatalog, apiTables);
    expect(fromApi.ok).toBe(true);
    expect(fromApi).toEqual(quote(getCatalog(), getPriceTables()));
  });
});
