import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';

interface RouteOptions {
  services: AppContext;
}

/** A resource's routes: a Fastify plugin that receives the shared services. */
export type RoutePlugin = FastifyPluginAsync<RouteOptions>;
