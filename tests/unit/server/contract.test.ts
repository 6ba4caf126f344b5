import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dataEnvelope, errorBodySchema } from '@/lib/api/contract/envelope';
import { apiSchemas } from '@/lib/api/contract/registry';
import { apiContract, type RouteName } from '@/lib/api/contract/routes';
import { addProject, offerLinks, seedProfessionals } from './support/fixtures';
import { formWithFiles } from './support/multipart';
import { applicationForm, contactForm, cvPdf, onSiteBooking, onSiteQuote, partnershipForm, quoteContact } from './support/payloads';
import { appForSuite, postgresForFile } from './support/test-app';

const postgres = postgresForFile();
const prefix = '/api/v1.1';

/** Every method and path the app answers, from Fastify's own route tree (HEAD and OPTIONS are Fastify's and CORS's). */
function registeredRoutes(app: FastifyInstance): string[] {
  const routes: string[] = [];
  const tree = app.printRoutes({ commonPrefix: false });
  const stack: { depth: number; path: string }[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)(?:├── |└── )(\S*)(?: \(([^)]*)\))?/.exec(line);
    if (match === null) continue;
    const depth = (match[1] ?? '').length;
    while (stack.length > 0 && (stack.at(-1)?.depth ?? 0) >= depth) stack.pop();
    const path = (stack.at(-1)?.path ?? '') + (match[2] ?? '');
    stack.push({ depth, path });
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) routes.push(`${method} ${path}`);
  }
  return routes;
}

const fastifyPath = (path: string) => `${prefix}${path.replace(/\{(\w+)\}/g, ':$1')}`;

/** Parses a real answer with the contract: `{ data }` with the schema of its status. */
function expectAnswer(name: RouteName, res: { statusCode: number; json: () => unknown }) {
  const schema: z.ZodType | undefined = Object.entries(apiContract[name].responses).find(([status]) => Number(status) === res.statusCode)?.[1];
  if (schema === undefined) throw new Error(`${name} answered ${res.statusCode}: ${JSON.stringify(res.json())}`);
  const parsed = dataEnvelope(schema).safeParse(res.json());
  expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
}

describe('the API contract', () => {
  const ctx = appForSuite('pglite', postgres, { setup: (database) => seedProfessionals(database.db) });
  const post = (url: string, payload: object) => ctx().app.inject({ method: 'POST', url: `${prefix}/${url}`, payload });

  it('has an entry for every public route the API registers, with its method and path', () => {
    const registered = registeredRoutes(ctx().app)
      .filter((route) => !/^(HEAD|OPTIONS) /.test(route))
      .filter((route) => route.split(' ')[1]?.startsWith(`${prefix}/`) && !route.split(' ')[1]?.startsWith(`${prefix}/admin/`))
      .filter((route) => !route.endsWith('*'));
    const declared = Object.values(apiContract).map((route) => `${route.method} ${fastifyPath(route.path)}`);
    expect(registered.length).toBeGreaterThan(5);
    expect(registered.toSorted()).toEqual(declared.toSorted());
  });

  it('answers GET health and catalog as the contract says', async () => {
    const { app } = ctx();
    expectAnswer('getHealth', await app.inject({ method: 'GET', url: `${prefix}/health` }));
    expectAnswer('getCatalog', await app.inject({ method: 'GET', url: `${prefix}/catalog` }));
  });

  it('answers the estimate, the quote request and the booking as the contract says', async () => {
    const input = { service: 'certified', sourceLanguage: 'spanish', targetLanguage: 'english', documents: [{ name: 'acta.pdf', words: 6 }], notarization: true };
    expectAnswer('estimateQuote', await post('quotes/estimate', { calculator: 'document', input }));
    const body = { calculator: 'document', quote: input, ...quoteContact, clientQuote: { totalCents: 1 } };
    expectAnswer('createQuoteRequest', await ctx().app.inject({ method: 'POST', url: `${prefix}/quotes`, ...formWithFiles(body, [{ name: 'files', filename: 'acta.pdf', bytes: cvPdf }]) }));
    expectAnswer('createBooking', await post('bookings', { kind: 'on-site', quote: onSiteQuote, booking: onSiteBooking, ...quoteContact }));
  });

  it('answers the contact form, the partnership inquiry and the application as the contract says', async () => {
    expectAnswer('createContactMessage', await post('contact-messages', contactForm));
    expectAnswer('createPartnershipInquiry', await post('partnership-inquiries', partnershipForm));
    const application = formWithFiles(applicationForm, [{ name: 'cv', filename: 'cv.pdf', bytes: cvPdf }]);
    expectAnswer('createApplication', await ctx().app.inject({ method: 'POST', url: `${prefix}/applications`, ...application }));
  });

  it('answers an offer, its acceptance and a decline as the contract says', async () => {
    const { app } = ctx();
    const project = await addProject(app);
    const [first, second] = await offerLinks(app.services.db, project.id);
    if (first === undefined || second === undefined) throw new Error('expected two offers');
    expectAnswer('getOffer', await app.inject({ method: 'GET', url: `${prefix}/offers/${first.token}` }));
    expectAnswer('declineOffer', await post(`offers/${second.token}/decline`, { reason: 'Fully booked' }));
    expectAnswer('acceptOffer', await post(`offers/${first.token}/accept`, {}));
    expectAnswer('getOffer', await app.inject({ method: 'GET', url: `${prefix}/offers/${first.token}` }));
  });

  it('answers failures in the error envelope, 422 fields included', async () => {
    const res = await post('contact-messages', { ...contactForm, email: 'not an email' });
    expect(res.statusCode).toBe(422);
    expect(errorBodySchema.parse(res.json()).error.fields).toHaveProperty('email');
  });

  it('names every schema it gives an id, so one JSON Schema document can hold them all', () => {
    const { schemas } = z.toJSONSchema(apiSchemas, { target: 'draft-2020-12', unrepresentable: 'any' });
    expect(Object.keys(schemas)).toEqual(expect.arrayContaining(['Quote', 'OfferView', 'ErrorBody', 'QuoteRequest', 'BookingRequest', 'ContactMessage']));
  });
});
