import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { quoteDocumentTranslation, type DocumentQuoteInput } from '@/lib/pricing';
import { pricingContext } from '@/server/catalog/catalog-store';
import { priceQuote, type CalculatorKind } from '@/server/quotes/calculators';
import { bookings, files, offers, projects, quotes } from '@/server/db/schema';
import { buildDocx, paragraph, wordDocument } from '@/tests/fixtures/wordcount/docx-builder';
import { buildPdf } from '@/tests/fixtures/wordcount/pdf-builder';
import { seedProfessionals } from './support/fixtures';
import { formWithFiles } from './support/multipart';
import { onSiteBooking, onSiteQuote, quoteContact, remoteBooking, remoteQuote } from './support/payloads';
import { adminHeaders, sharedBehaviourDriver, postgresForFile, appForSuite } from './support/test-app';

const postgres = postgresForFile();

const certified: DocumentQuoteInput = {
  service: 'certified',
  sourceLanguage: 'spanish',
  targetLanguage: 'english',
  documents: [{ name: 'letter', words: 100 }],
};
// 6 words on one PDF page, 600 words in the DOCX.
const pdf = buildPdf([{ kind: 'text', lines: ['Acta de nacimiento de Ana Souza'] }]);
const docx = buildDocx({ document: wordDocument(paragraph(Array.from({ length: 600 }, () => 'palabra').join(' '))) });

/** One input per calculator, between them setting every optional field of a quote. */
const everyCalculator: [CalculatorKind, object][] = [
  [
    'document',
    {
      ...certified,
      documents: [
        { name: 'a.pdf', words: 412 },
        { name: 'b.jpg', scannedPages: 2 },
      ],
      turnaround: 'rush',
      notarization: true,
      hardCopy: 'priority',
    },
  ],
  ['portuguese', { direction: 'pt-en', variant: 'pt-BR', documents: [{ type: 'birth-certificate', quantity: 2 }] }],
  ['on-site', onSiteQuote],
  ['remote', remoteQuote],
  ['transcription', { audioMinutes: 42.5, language: 'spanish' }],
];

/** The client confirms the order a request became (only then is it a project with offers). */
async function confirmOrder(app: FastifyInstance, receipt: { json: () => { data: { orderToken: string } } }): Promise<void> {
  const res = await app.inject({ method: 'POST', url: `/api/v1.1/orders/${receipt.json().data.orderToken}/confirm`, payload: {} });
  expect(res.statusCode).toBe(200);
}

describe.each(sharedBehaviourDriver)('quotes and bookings (%s)', (driver) => {
  const ctx = appForSuite(driver, postgres, { setup: (database) => seedProfessionals(database.db) });
  const post = (url: string, payload: object) => ctx().app.inject({ method: 'POST', url: `/api/v1.1/${url}`, payload });

  describe('POST quotes/estimate', () => {
    it('prices with the shared engine and stores nothing', async () => {
      const { app } = ctx();
      const res = await post('quotes/estimate', { calculator: 'document', input: certified });
      expect(res.statusCode).toBe(200);
      const { quote } = res.json().data;
      // One page of a common language at $27.
      expect(quote).toMatchObject({ service: 'certified-translation', totalCents: 2700, currency: 'USD' });
      const direct = quoteDocumentTranslation(certified, pricingContext(app.services.catalog, app.services.now()));
      expect(direct.ok && direct.quote).toEqual(quote);
      expect(await app.services.db.select().from(quotes)).toHaveLength(0);
    });

    it.each(everyCalculator)('sends the %s quote exactly as the engine makes it, every optional field included', async (calculator, input) => {
      const { app } = ctx();
      const res = await post('quotes/estimate', { calculator, input });
      expect(res.statusCode).toBe(200);
      const direct = priceQuote(calculator, input, pricingContext(app.services.catalog, app.services.now()));
      if (!direct.ok) throw new Error(direct.error.message);
      expect(res.json()).toEqual({ data: { quote: JSON.parse(JSON.stringify(direct.quote)) } });
    });

    it('the estimate serializer names every field the engine sets', async () => {
      const { app } = ctx();
      const seen = new Set<string>();
      const collect = (value: unknown, path: string) => {
        if (Array.isArray(value)) value.forEach((item) => collect(item, `${path}[]`));
        else if (typeof value === 'object' && value !== null) for (const [key, inner] of Object.entries(value)) collect(inner, `${path}.${key}`);
        else seen.add(path);
      };
      for (const [calculator, input] of everyCalculator) {
        const direct = priceQuote(calculator, input, pricingContext(app.services.catalog, app.services.now()));
        if (direct.ok) collect(direct.quote, 'quote');
      }
      // The inputs above exercise the optional fields (a line note, delivery, billed minutes, interpreters).
      expect([...seen]).toEqual(expect.arrayContaining(['quote.lines[].note', 'quote.delivery.date', 'quote.billedMinutes', 'quote.interpreters']));
    });

    it.each([
      ['an unknown language', { calculator: 'document', input: { ...certified, sourceLanguage: 'klingon' } }, 'unknown_language', 'sourceLanguage'],
      ['no documents', { calculator: 'document', input: { ...certified, documents: [] } }, 'invalid_input', 'documents'],
      ['an unknown calculator', { calculator: 'horoscope', input: {} }, 'validation_failed', 'calculator'],
      ['an on-site date in the past', { calculator: 'on-site', input: { ...onSiteQuote, date: '2026-05-01' } }, 'date_in_past', 'date'],
    ])('answers 422 for %s', async (_, body, code, field) => {
      const res = await post('quotes/estimate', body);
      expect(res.statusCode).toBe(422);
      expect(res.json().error.code).toBe(code);
      expect(res.json().error.fields).toHaveProperty([field]);
    });
  });

  describe('POST quotes', () => {
    it('recounts the files, stores the server figure, flags the difference and offers the project', async () => {
      const { app } = ctx();
      const input = {
        ...certified,
        documents: [
          { name: 'acta.pdf', words: 2 },
          { name: 'diploma.docx', words: 600 },
        ],
      };
      const body = { calculator: 'document', quote: input, clientQuote: { totalCents: 8100 }, ...quoteContact };
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1.1/quotes',
        ...formWithFiles(body, [
          { name: 'files', filename: 'acta.pdf', bytes: pdf },
          { name: 'files', filename: 'diploma.docx', bytes: docx },
        ]),
      });
      expect(res.statusCode).toBe(201);
      const data = res.json().data;
      // 6 + 600 words pooled = 3 pages at $27; the browser's $81 agrees, so no flag.
      expect(data.files).toEqual([
        { name: 'acta.pdf', words: 6, pages: 1, scannedPages: 0 },
        { name: 'diploma.docx', words: 600, pages: 0, scannedPages: 0 },
      ]);
      expect(data.quote.totalCents).toBe(8100);
      expect(data.differs).toBe(false);
      expect(data.validUntil).toBe(data.quote.validUntil);

      const [row] = await app.services.db.select().from(quotes).where(eq(quotes.reference, data.reference));
      expect(row).toMatchObject({ totalCents: 8100, clientTotalCents: 8100, differs: false, email: 'ana.souza@example.org' });
      const stored = await app.services.db
        .select()
        .from(files)
        .where(eq(files.ownerId, row?.id ?? ''));
      expect(stored.map((f) => [f.originalName, f.words]).sort()).toEqual([
        ['acta.pdf', 6],
        ['diploma.docx', 600],
      ]);

      expect(row?.projectId).toBeNull();
      await confirmOrder(app, res);
      await app.services.assignmentJob.whenIdle();
      const [confirmed] = await app.services.db.select().from(quotes).where(eq(quotes.reference, data.reference));
      const [project] = await app.services.db
        .select()
        .from(projects)
        .where(eq(projects.id, confirmed?.projectId ?? ''));
      expect(project).toMatchObject({
        status: 'offering',
        userType: 'translator',
        sourceLanguage: 'spanish',
        service: 'document-translation',
        certifications: ['ata'],
      });
      expect(project?.payCents).toBe(4860);
      expect(
        await app.services.db
          .select()
          .from(offers)
          .where(eq(offers.projectId, project?.id ?? '')),
      ).toHaveLength(3);
    });

    it("stores the server's figure when the browser's differs", async () => {
      const { app } = ctx();
      const body = {
        calculator: 'document',
        quote: { ...certified, documents: [{ name: 'acta.pdf', words: 900 }] },
        clientQuote: { totalCents: 10800 },
        ...quoteContact,
      };
      const res = await app.inject({ method: 'POST', url: '/api/v1.1/quotes', ...formWithFiles(body, [{ name: 'files', filename: 'acta.pdf', bytes: pdf }]) });
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({ differs: true, clientTotalCents: 10800, quote: { totalCents: 2700 } });
      const [row] = await app.services.db.select().from(quotes).where(eq(quotes.reference, res.json().data.reference));
      expect(row).toMatchObject({ totalCents: 2700, differs: true });
    });

    it("keeps the client's document titles with their files, for the order page and staff's certificate list", async () => {
      const { app } = ctx();
      const title = 'Birth certificate of Ana Souza, issued in São Paulo, Brazil';
      const input = {
        ...certified,
        documents: [
          { name: 'acta.pdf', words: 6 },
          { name: 'diploma.docx', words: 600 },
        ],
      };
      const body = { calculator: 'document', quote: input, documentTitles: [` ${title} `, ''], ...quoteContact };
      const twoFiles = [
        { name: 'files', filename: 'acta.pdf', bytes: pdf },
        { name: 'files', filename: 'diploma.docx', bytes: docx },
      ];
      const res = await app.inject({ method: 'POST', url: '/api/v1.1/quotes', ...formWithFiles(body, twoFiles) });
      expect(res.statusCode).toBe(201);
      const view = await app.inject({ method: 'GET', url: `/api/v1.1/orders/${res.json().data.orderToken}` });
      expect(view.statusCode).toBe(200);
      const documents = view.json().data.summary.documents as { title?: string | null; name: string }[];
      expect(documents.map((d) => [d.name, d.title])).toEqual([
        ['acta.pdf', title],
        ['diploma.docx', null],
      ]);

      // Staff's files list names what each file belongs to, and finds the files by that reference.
      const reference = res.json().data.reference as string;
      const listed = await app.inject({ method: 'GET', url: `/api/v1.1/admin/files?q=${reference}`, headers: adminHeaders });
      expect(listed.statusCode).toBe(200);
      expect(
        listed
          .json()
          .data.map((f: { originalName: string; ownerReference: string | null }) => [f.originalName, f.ownerReference])
          .sort(),
      ).toEqual([
        ['acta.pdf', reference],
        ['diploma.docx', reference],
      ]);

      // More titles than files name nothing: refused on the field, and nothing is stored.
      const before = (await app.services.db.select().from(quotes)).length;
      const tooMany = await app.inject({
        method: 'POST',
        url: '/api/v1.1/quotes',
        ...formWithFiles({ ...body, documentTitles: [title, 'Diploma', 'A third'] }, twoFiles),
      });
      expect(tooMany.statusCode).toBe(422);
      expect(tooMany.json().error.fields).toHaveProperty('documentTitles');
      expect(await app.services.db.select().from(quotes)).toHaveLength(before);
    });

    it('takes a JSON proofreading request without files and offers it to proofreaders', async () => {
      const { app } = ctx();
      const input = { service: 'proofreading', sourceLanguage: 'german', documents: [{ words: 3000 }] };
      const res = await post('quotes', { calculator: 'document', quote: input, ...quoteContact });
      expect(res.statusCode).toBe(201);
      expect(res.json().data.quote.totalCents).toBe(12000);
      await confirmOrder(app, res);
      const [row] = await app.services.db.select().from(quotes).where(eq(quotes.reference, res.json().data.reference));
      const [project] = await app.services.db
        .select()
        .from(projects)
        .where(eq(projects.id, row?.projectId ?? ''));
      expect(project).toMatchObject({ userType: 'proofreader', service: 'proofreading', words: 3000 });
    });

    it.each([
      ['interpretation', { calculator: 'on-site', quote: onSiteQuote }, 422, 'calculator'],
      ['a missing email', { calculator: 'document', quote: certified, email: undefined }, 422, 'email'],
      ['an invalid calculator input', { calculator: 'document', quote: { ...certified, turnaround: 'yesterday' } }, 422, 'quote.turnaround'],
      ['an unknown language', { calculator: 'document', quote: { ...certified, targetLanguage: 'elvish' } }, 422, 'quote.targetLanguage'],
    ])('refuses %s', async (_, change, status, field) => {
      const res = await post('quotes', { ...quoteContact, ...change });
      expect(res.statusCode).toBe(status);
      expect(res.json().error.fields).toHaveProperty([field]);
    });

    it('answers 415 to a file that is not a document, whatever its name', async () => {
      const body = { calculator: 'document', quote: certified, ...quoteContact };
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/v1.1/quotes',
        ...formWithFiles(body, [{ name: 'files', filename: 'acta.pdf', bytes: Uint8Array.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]) }]),
      });
      expect(res.statusCode).toBe(415);
      expect(res.json().error).toMatchObject({ code: 'unsupported_media_type', fields: { 'files.0': expect.stringContaining('acta.pdf') } });
    });
  });

  describe('POST bookings', () => {
    it('books on-site interpretation and offers it to interpreters in that city', async () => {
      const { app } = ctx();
      const res = await post('bookings', { kind: 'on-site', quote: onSiteQuote, booking: onSiteBooking, ...quoteContact });
      expect(res.statusCode).toBe(201);
      const data = res.json().data;
      expect(data).toMatchObject({ startsAt: '2026-06-10T18:00:00.000Z', timeZone: 'America/New_York', differs: false });
      await confirmOrder(app, res);
      const [row] = await app.services.db.select().from(bookings).where(eq(bookings.reference, data.reference));
      await app.services.assignmentJob.whenIdle();
      const [project] = await app.services.db
        .select()
        .from(projects)
        .where(eq(projects.id, row?.projectId ?? ''));
      expect(project).toMatchObject({ userType: 'interpreter', location: 'new-york-ny', certifications: ['court'], specialization: 'legal' });
      expect(project?.clientContact).toMatchObject({ address: '350 Fifth Avenue, Suite 4100, New York, NY 10118' });
      const offered = await app.services.db
        .select()
        .from(offers)
        .where(eq(offers.projectId, project?.id ?? ''));
      expect(offered.length).toBeGreaterThan(0);
    });

    it('books a remote session on a platform', async () => {
      const { app } = ctx();
      const res = await post('bookings', { kind: 'remote', quote: remoteQuote, booking: remoteBooking, ...quoteContact });
      expect(res.statusCode).toBe(201);
      await confirmOrder(app, res);
      const [row] = await app.services.db.select().from(bookings).where(eq(bookings.reference, res.json().data.reference));
      const [project] = await app.services.db
        .select()
        .from(projects)
        .where(eq(projects.id, row?.projectId ?? ''));
      expect(project).toMatchObject({ service: 'remote-interpretation', platform: 'zoom', sourceLanguage: 'mandarin' });
    });

    it.each([
      ['a time that differs from the quote', { booking: { ...onSiteBooking, dateTime: '2026-06-10T15:00:00-04:00' } }, 'booking.dateTime'],
      ['a duration that differs from the quote', { booking: { ...onSiteBooking, durationMinutes: 180 } }, 'booking.durationMinutes'],
      ['a time in the past', { booking: { ...onSiteBooking, dateTime: '2026-05-10T14:00:00-04:00' } }, 'booking.dateTime'],
      ['an unknown city', { quote: { ...onSiteQuote, location: 'atlantis' } }, 'quote.location'],
      ['no kind', { kind: 'hologram' }, 'kind'],
    ])('answers 422 for %s', async (_, change, field) => {
      const res = await post('bookings', { kind: 'on-site', quote: onSiteQuote, booking: onSiteBooking, ...quoteContact, ...change });
      expect(res.statusCode).toBe(422);
      expect(res.json().error.fields).toHaveProperty([field]);
    });
  });
});
