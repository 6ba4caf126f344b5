import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payFromRate } from '@/server/assignment/pay';
import { rankCandidates, type CandidateProfile } from '@/server/assignment/ranking';
import { offers, outboxMessages, professionals } from '@/server/db/schema';
import { addProject, offerLinks } from './support/fixtures';
import { formWithFiles } from './support/multipart';
import { applicationForm, cvPdf } from './support/payloads';
import { prefix } from './support/staff-session';
import { adminHeaders, appForSuite, sharedBehaviourDriver, postgresForFile } from './support/test-app';

describe('pay from the professional’s own rate', () => {
  it.each([
    { userType: 'translator', words: 1200, minutes: null, rates: { perWordCents: 11 }, pay: 13_200 },
    { userType: 'proofreader', words: 500, minutes: null, rates: { perWordCents: 4 }, pay: 2_000 },
    { userType: 'interpreter', words: null, minutes: 150, rates: { perHourCents: 6_000 }, pay: 15_000 },
    { userType: 'interpreter', words: null, minutes: 45, rates: { perHourCents: 5_500 }, pay: 4_125 },
    { userType: 'transcriber', words: null, minutes: 30, rates: { perMinuteCents: 150 }, pay: 4_500 },
    // No rate in the job's unit, or a job not measured in it (an immigration package has no word count).
    { userType: 'translator', words: 1200, minutes: null, rates: { perHourCents: 6_000 }, pay: null },
    { userType: 'translator', words: null, minutes: null, rates: { perWordCents: 11 }, pay: null },
    { userType: 'interpreter', words: null, minutes: 60, rates: {}, pay: null },
  ] as const)('$userType, $words words / $minutes min at $rates: $pay', ({ userType, words, minutes, rates, pay }) => {
    expect(payFromRate(rates, { userType, words, minutes })).toBe(pay);
  });
});

describe('ranking someone not rated yet', () => {
  const base: CandidateProfile = {
    id: 'a',
    userType: 'translator',
    active: true,
    languages: ['spanish'],
    locations: [],
    platforms: [],
    certifications: [],
    specializations: [],
    rating: null,
    capacity: 3,
    activeLoad: 0,
    lastOfferedAt: null,
    rates: {},
  };
  const needs = {
    userType: 'translator',
    sourceLanguage: 'spanish',
    targetLanguage: 'english',
    location: null,
    platform: null,
    certifications: [],
    requiredCredentials: [],
    specialization: null,
    words: 1000,
    minutes: null,
    payCents: 6_000,
    payCeilingCents: null,
  } as const;

  it('places a newcomer between a 5-star and a 3-star professional, as 4 stars would', () => {
    const ranked = rankCandidates(
      needs,
      [
        { ...base, id: 'low', rating: 3 },
        { ...base, id: 'new' },
        { ...base, id: 'top', rating: 5 },
      ],
      new Date('2026-06-01T00:00:00Z'),
    );
    expect(ranked.map((r) => r.candidate.id)).toEqual(['top', 'new', 'low']);
    expect(ranked[1]?.breakdown.rating).toBe(10);
  });
});

const postgres = postgresForFile();

describe.each(sharedBehaviourDriver)('rates, offers and ratings through the API (%s)', (driver) => {
  const ctx = appForSuite(driver, postgres);
  const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    ctx().app.inject({ method, url: `${prefix}${url}`, headers: adminHeaders, ...(payload === undefined ? {} : { payload }) });
  let applicants = 0;

  /** An approved applicant: the professional's row. */
  async function approvedTranslator(rates: object, approval: object = {}) {
    applicants += 1;
    const email = `translator${applicants}@example.org`;
    const sent = await ctx().app.inject({
      method: 'POST',
      url: `${prefix}/applications`,
      ...formWithFiles(
        {
          ...applicationForm,
          email,
          name: `Translator ${'ABCDEFGHIJ'[applicants] ?? 'Z'}ianne`,
          languagePairs: [{ source: 'spanish', target: 'english' }],
          rates,
        },
        [{ name: 'cv', filename: 'cv.pdf', bytes: cvPdf }],
      ),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const row = (await inject('GET', '/admin/applications?limit=200')).json().data.find((a: { email: string }) => a.email === email);
    const approved = await inject('POST', `/admin/applications/${row.id}/approve`, approval);
    expect(approved.statusCode, approved.body).toBe(201);
    return approved.json().data as { id: string; email: string; rating: number | null; rates: object };
  }

  it('keeps the applicant’s rate, has no invented rating, and pays each offer at the professional’s own rate', async () => {
    const { app } = ctx();
    const cheap = await approvedTranslator({ perWordCents: 9 });
    const dear = await approvedTranslator({ perWordCents: 11 }, { rates: { perWordCents: 14 } });
    expect(cheap).toMatchObject({ rating: null, rates: { perWordCents: 9 } });
    // Staff may set the rate at approval.
    expect(dear.rates).toEqual({ perWordCents: 14 });

    const project = await addProject(app, { words: 1000, payCents: 7777 });
    const sent = await app.services.db.select().from(offers).where(eq(offers.projectId, project.id));
    const payOf = (id: string) => sent.find((o) => o.professionalId === id)?.payCents;
    expect(payOf(cheap.id)).toBe(9_000);
    expect(payOf(dear.id)).toBe(14_000);
    const links = await offerLinks(app.services.db, project.id);
    const cheapLink = links.find((l) => l.to === cheap.email);
    const view = await app.inject({ method: 'GET', url: `${prefix}/offers/${cheapLink?.token ?? ''}` });
    expect(view.json().data.project.payCents).toBe(9_000);
    const [mail] = (
      await app.services.db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.kind, 'offer'), eq(outboxMessages.recipient, cheap.email)))
    ).filter((m) => m.subject.includes(project.reference));
    expect(mail?.text).toContain('Pay: $90.00');
  });

  it('offers someone without a rate in the job’s unit the pay the project states, and staff may set their rate', async () => {
    const { app } = ctx();
    const pro = await approvedTranslator({ perWordCents: 10 });
    const changed = await inject('PATCH', `/admin/professionals/${pro.id}`, { rates: { perHourCents: 5_000 } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.rates).toEqual({ perHourCents: 5_000 });
    const project = await addProject(app, { words: 1000, payCents: 7777 });
    const [offer] = await app.services.db
      .select()
      .from(offers)
      .where(and(eq(offers.projectId, project.id), eq(offers.professionalId, pro.id)));
    expect(offer?.payCents).toBe(7777);

    expect((await inject('PATCH', `/admin/professionals/${pro.id}`, { rates: { perWordCents: 500 } })).statusCode).toBe(422);
    const [row] = await app.services.db.select().from(professionals).where(eq(professionals.id, pro.id));
    expect(row?.rates).toEqual({ perHourCents: 5_000 });
  });
});
