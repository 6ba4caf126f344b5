import type { FastifyPluginAsync } from 'fastify';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { apiContract, referenceAssets } from '@/lib/api/contract/routes';
import { contractRoute } from '../http/contract';
import { notFound } from '../http/errors';
import { openApiDocumentText } from './document';
import { referenceCsp, referencePage, referenceScript } from './reference-page';

type ReferenceAsset = (typeof referenceAssets)[number];

/**
 * Swagger UI's files come from the swagger-ui-dist package in node_modules, resolved at run time
 * (the server bundle keeps packages external, and `npm start` runs after `npm ci`).
 */
const swaggerUiDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const assetTypes: Record<ReferenceAsset, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'reference.js': 'text/javascript; charset=utf-8',
};

const assetBytes = new Map<ReferenceAsset, Promise<Buffer | string>>();

function readAsset(asset: ReferenceAsset): Promise<Buffer | string> {
  let bytes = assetBytes.get(asset);
  if (bytes === undefined) {
    bytes = asset === 'reference.js' ? Promise.resolve(referenceScript) : readFile(path.join(swaggerUiDir, asset));
    assetBytes.set(asset, bytes);
  }
  return bytes;
}

const assetParams = apiContract.getApiReferenceAsset.params;

/** GET openapi.json, and the readable reference at docs/ with its files, served from here (no CDN). */
export const openApiRoutes: FastifyPluginAsync = async (app) => {
  contractRoute(app, 'getOpenApiDocument', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return reply.type('application/json; charset=utf-8').send(openApiDocumentText());
  });

  contractRoute(app, 'getApiReference', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    reply.header('content-security-policy', referenceCsp);
    return reply.type('text/html; charset=utf-8').send(referencePage);
  });

  contractRoute(app, 'getApiReferenceAsset', async (request, reply) => {
    const params = assetParams.safeParse(request.params);
    if (!params.success) throw notFound(`The reference has no such file; it has ${referenceAssets.join(', ')}.`);
    const { asset } = params.data;
    reply.header('cache-control', 'public, max-age=86400');
    return reply.type(assetTypes[asset]).send(await readAsset(asset));
  });
};
