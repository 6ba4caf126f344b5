import { answer, contractRoute } from '../../http/contract';
import type { RoutePlugin } from '../types';

/**
 * GET /catalog: `{ data: { catalog, priceTables, updatedAt } }`. `catalog` passes
 * `parseCatalog` and `priceTables` passes `parsePriceTables`, so a build can read them
 * instead of content/ (CATALOG_SOURCE=api).
 */
export const catalogRoutes: RoutePlugin = async (app, { services }) => {
  contractRoute(app, 'getCatalog', async (_request, reply) => {
    const { catalog, priceTables, updatedAt } = services.catalog;
    reply.header('cache-control', 'public, max-age=300');
    reply.header('last-modified', new Date(updatedAt).toUTCString());
    return answer('getCatalog', { catalog, priceTables, updatedAt });
  });
};
