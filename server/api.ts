import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import { loadPhoneValidity } from '@/lib/validation';
import type { AppContext } from './context';
import { refuseIncompletePreflight } from './http/api-fallback';
import { installErrorHandling } from './http/error-handler';
import { ApiError } from './http/errors';
import { installIdempotency } from './http/idempotency';
import { installUploadCleanup } from './http/multipart';
import { installRequestInput } from './http/request-input';
import { adminRoutes } from './routes/admin/routes';
import { applicationRoutes } from './routes/applications/routes';
import { bookingRoutes } from './routes/bookings/routes';
import { catalogRoutes } from './routes/catalog/routes';
import { contactMessageRoutes } from './routes/contact-messages/routes';
import { healthRoutes } from './routes/health/routes';
import { offerRoutes } from './routes/offers/routes';
import { orderRoutes } from './routes/orders/routes';
import { partnershipRoutes } from './routes/partnership-inquiries/routes';
import { quoteRoutes } from './routes/quotes/routes';

export interface ApiOptions {
  services: AppContext;
}

/** Everything under /api/v1.1/. */
export const api: FastifyPluginAsync<ApiOptions> = async (app, { services }) => {
  const { env } = services;
  // The shared phone rule checks real numbers only once libphonenumber's metadata is loaded.
  await loadPhoneValidity();
  installErrorHandling(app);
  installRequestInput(app);
  // Before cors, which would refuse these in plain text.
  app.addHook('onRequest', refuseIncompletePreflight);
  await app.register(cors, {
    origin: env.CORS_ORIGINS,
    methods: ['GET', 'POST', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Authorization', 'Idempotency-Key', 'X-Request-Id'],
    exposedHeaders: ['X-Request-Id', 'Retry-After', 'Idempotent-Replayed'],
    maxAge: 600,
  });
  // Every POST is limited per client IP; staff endpoints are authenticated and exempt. The
  // plugin's default key is request.ip (IPv6 by /64): the socket's peer, or the address the
  // proxies trusted by TRUST_PROXY saw.
  await app.register(rateLimit, {
    max: env.RATE_LIMIT_MAX,
    timeWindow: env.RATE_LIMIT_WINDOW_MS,
    allowList: (request) => request.method !== 'POST' || request.url.startsWith('/api/v1.1/admin/'),
    errorResponseBuilder: (_request, context) =>
      new ApiError(429, `Too many requests from your address; try again in ${Math.ceil(context.ttl / 1000)} seconds.`),
  });
  await app.register(multipart, {
    limits: { fileSize: env.UPLOAD_MAX_FILE_BYTES, files: env.UPLOAD_MAX_FILES },
  });
  installIdempotency(app, services.db, services.now);
  installUploadCleanup(app);

  for (const routes of [
    healthRoutes,
    catalogRoutes,
    quoteRoutes,
    bookingRoutes,
    contactMessageRoutes,
    applicationRoutes,
    partnershipRoutes,
    offerRoutes,
    orderRoutes,
  ]) {
    await app.register(routes, { services });
  }
  await app.register(adminRoutes, { prefix: '/admin', services });
};
