import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import { apiContract } from '@/lib/api/contract/routes';
import { loadPhoneValidity } from '@/lib/validation';
import type { AppContext } from './context';
import { installCors } from './http/cors';
import { installErrorHandling } from './http/error-handler';
import { ApiError } from './http/errors';
import { installIdempotency } from './http/idempotency';
import { installUploadCleanup } from './http/multipart';
import { databaseRateLimitStore, sharedRateLimitCounts } from './http/rate-limit-store';
import { installRequestInput } from './http/request-input';
import { openApiRoutes } from './openapi/routes';
import { adminRoutes } from './routes/admin/routes';
import { applicationRoutes } from './routes/applications/routes';
import { bookingRoutes } from './routes/bookings/routes';
import { catalogRoutes } from './routes/catalog/routes';
import { contactMessageRoutes } from './routes/contact-messages/routes';
import { healthRoutes } from './routes/health/routes';
import { deliveryRoutes, jobRoutes } from './routes/offers/job-routes';
import { offerRoutes } from './routes/offers/routes';
import { orderRoutes } from './routes/orders/routes';
import { verifyRoutes } from './routes/verify/routes';
import { partnershipRoutes } from './routes/partnership-inquiries/routes';
import { estimateRoutes, quoteRoutes } from './routes/quotes/routes';
import { staffRoutes } from './routes/staff/routes';

export interface ApiOptions {
  services: AppContext;
}

/** Everything under /api/v1.1/. */
export const api: FastifyPluginAsync<ApiOptions> = async (app, { services }) => {
  const { env } = services;
  // The shared phone rule checks real numbers only once libphonenumber's metadata is loaded.
  await loadPhoneValidity();
  // API answers are personal (an order, an offer, a staff session) or of the moment: never stored
  // by a browser or a proxy, unless a route says otherwise (the catalog, the OpenAPI document).
  // Before the error handling, whose not-found handler takes the hooks registered before it.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
  installErrorHandling(app);
  installRequestInput(app);
  await installCors(app, env.CORS_ORIGINS);
  // Every POST is limited per client IP; staff endpoints are authenticated and exempt. The
  // plugin's default key is request.ip (IPv6 by /64): the socket's peer, or the address the
  // proxies trusted by TRUST_PROXY saw. The form submissions share RATE_LIMIT_MAX; a route in
  // `ownLimits` counts apart with its own maximum. POST quotes/estimate stores nothing and sends
  // no mail, so pricing inputs one after another must not use up an address's submissions, but
  // it still costs CPU per call: a limit of its own, much higher.
  // Which routes are limited is decided here, once per route: the others get no hook at all,
  // where an `allowList` would run the plugin's asynchronous hook on every request to exempt it.
  const ownLimits = new Map([[`${app.prefix}${apiContract.estimateQuote.path}`, env.RATE_LIMIT_ESTIMATE_MAX]]);
  const staffPrefix = `${app.prefix}/admin/`;
  // The one limited GET: certificate look-ups, so that nobody tries codes at speed.
  const verifyUrl = `${app.prefix}${apiContract.verifyCertificate.path.replace('{code}', ':code')}`;
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (route.url === verifyUrl) {
      route.config = { ...route.config, rateLimit: { max: env.RATE_LIMIT_VERIFY_MAX } };
      return;
    }
    if (!methods.includes('POST') || route.url.startsWith(staffPrefix)) {
      route.config = { ...route.config, rateLimit: false };
      return;
    }
    // A route's limit counts all its methods: a GET sharing a POST's route would be limited too.
    if (methods.length > 1) throw new Error(`${route.url}: a POST route may not take other methods (the rate limit would count them)`);
    const max = ownLimits.get(route.url);
    if (max !== undefined) route.config = { ...route.config, rateLimit: { max } };
  });
  // PostgreSQL: one count for all the processes on the database, written in batches (the hits
  // not yet written go with the app's close). PGlite is one process: in memory, the plugin's own.
  const sharedCounts = services.database.driver === 'postgres' ? sharedRateLimitCounts(services.db, { log: app.log }) : undefined;
  if (sharedCounts !== undefined) app.addHook('onClose', () => sharedCounts.close());
  await app.register(rateLimit, {
    max: env.RATE_LIMIT_MAX,
    timeWindow: env.RATE_LIMIT_WINDOW_MS,
    ...(sharedCounts === undefined ? {} : { store: databaseRateLimitStore(sharedCounts), skipOnError: true }),
    errorResponseBuilder: (_request, context) =>
      new ApiError(429, `Too many requests from your address; try again in ${Math.ceil(context.ttl / 1000)} seconds.`),
  });
  installIdempotency(app, services.db, services.now);

  for (const routes of [
    healthRoutes,
    catalogRoutes,
    estimateRoutes,
    bookingRoutes,
    contactMessageRoutes,
    partnershipRoutes,
    offerRoutes,
    jobRoutes,
    orderRoutes,
    verifyRoutes,
  ]) {
    await app.register(routes, { services });
  }
  // multipart/form-data only where a route takes files; elsewhere it is 415 like any body that is not JSON.
  // @fastify/multipart adds two async hooks to every request of its scope (a listener on the
  // response, a clean-up after it): 11 µs of CPU per GET health, 17 per POST quotes/estimate.
  await app.register(async (withFiles) => {
    await withFiles.register(multipart, {
      limits: { fileSize: env.UPLOAD_MAX_FILE_BYTES, files: env.UPLOAD_MAX_FILES },
    });
    installUploadCleanup(withFiles);
    for (const routes of [quoteRoutes, applicationRoutes, deliveryRoutes]) await withFiles.register(routes, { services });
  });
  await app.register(adminRoutes, { prefix: '/admin', services });
  await app.register(staffRoutes, { prefix: '/staff', services });
  // The contract as an OpenAPI 3.1 document, and its readable reference (docs/).
  await app.register(openApiRoutes);
};
