import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { OrderSummary } from '@/lib/api/contract/orders';
import { isInterpreting, orderWorks, type OrderWork } from '@/lib/orders/work';
import { mailKinds, type MailKind, type OutgoingMessage } from '@/server/outbox/enqueue';
import { invoiceLink, jobLink, orderLink, siteLink, staffInvitationLink, staffLinks } from '@/server/outbox/links';
import * as orderTemplates from '@/server/outbox/order-templates';
import * as professionalTemplates from '@/server/outbox/professional-templates';
import * as staffTemplates from '@/server/outbox/staff-templates';
import * as templates from '@/server/outbox/templates';
import * as revisionLetters from '@/server/orders/revision-letters';
import type { OrderRow } from '@/server/workflow';
import { ownWords, wordingProblems } from './support/mail-wording';

/*
 * Every email is a way back: it carries the link to the page where its reader acts. Every kind of
 * email (`mailKinds`) and every template function has a sample here, and each sample must carry
 * its reader's link; a new kind or template without a sample fails, and so does one whose text
 * leaves the link out. tests/unit/server/orders/order-emails.test.ts follows the same emails
 * through the API and opens their links.
 */

const site = 'https://www.verbalis.test';
const token = 'Zx7_Qp-3kLm9NvB2cD4eF6gH8iJ0kL1mN3oP5qR7sT9';
const links = {
  order: orderLink(site, token),
  invoice: invoiceLink(site, token),
  job: jobLink(site, token),
  staffOrder: staffLinks.order(site, '6f1c2b1e-0000-4000-8000-000000000001'),
  staffProject: staffLinks.project(site, '6f1c2b1e-0000-4000-8000-000000000002'),
  staffApplication: staffLinks.application(site, '6f1c2b1e-0000-4000-8000-000000000003'),
  staffInbox: staffLinks.submission(site, 'contact-messages', 'VM-260601-7K3QXZ'),
  support: siteLink(site, '/support/'),
  proPage: siteLink(site, '/pro/translator/'),
  apply: siteLink(site, '/translators/'),
  invitation: staffInvitationLink(site, token),
};

/** Who reads an email, and the link that takes them where they act. */
type Reader = 'client' | 'professional' | 'staff' | 'invitee' | 'visitor';
interface Sample {
  template: string;
  /** A client's email about an order: its kind of work. */
  work?: OrderWork;
  reader: Reader;
  link: string;
  message: OutgoingMessage;
}

const summaryOf = (work: OrderWork): OrderSummary => ({
  serviceName: 'The service',
  languages: 'Spanish to English',
  documents: work === 'on-site' || work === 'remote' ? [] : [{ name: 'acta.pdf', sizeBytes: 1200, words: 500, pages: 2 }],
  delivery: work === 'on-site' || work === 'remote' ? null : { businessDays: 1, date: '2026-06-02', time: '20:00', dueAt: '2026-06-03T00:00:00.000Z' },
  booking:
    work === 'on-site' || work === 'remote'
      ? {
          startsAt: '2026-06-10T18:00:00.000Z',
          timeZone: 'America/New_York',
          durationMinutes: 120,
          address: work === 'on-site' ? '350 Fifth Avenue, New York, NY 10118' : null,
          platform: work === 'remote' ? 'Zoom' : null,
        }
      : null,
});

const letterOf = (work: OrderWork): orderTemplates.OrderLetter => ({
  reference: work === 'on-site' || work === 'remote' ? 'VB-260601-7K3QXZ' : 'VQ-260601-7K3QXZ',
  email: 'dana@example.org',
  clientName: 'Dana Whitfield',
  kind: work === 'on-site' || work === 'remote' ? 'booking' : 'quote',
  work,
  summary: summaryOf(work),
  totalCents: 5400,
  validUntil: new Date('2026-06-15T14:00:00Z'),
  client: { name: 'Dana Whitfield', organisation: null, purchaseOrder: null, nameSpellings: null, notes: null },
  refs: { orderId: '6f1c2b1e-0000-4000-8000-000000000001' },
});

const brief: templates.ProjectBrief = {
  reference: 'VJ-260601-7K3QXZ',
  serviceName: 'Document Translation',
  languages: 'Spanish to English',
  volume: '500 words',
  when: null,
  timeZone: null,
  place: null,
  deadline: new Date('2026-06-03T00:00:00Z'),
  payCents: 3000,
};
const submission: templates.SubmissionSummary = {
  what: 'message',
  reference: 'VM-260601-7K3QXZ',
  lines: ['From: Dana Whitfield <dana@example.org>'],
  staffLink: links.staffInbox,
  refs: {},
};

/** The client's emails about an order, for every kind of work. */
const clientSamples: Sample[] = orderWorks.flatMap((work) => {
  const o = letterOf(work);
  const client = (template: string, message: OutgoingMessage): Sample => ({ template, work, reader: 'client', link: links.order, message });
  return [
    client('orderReceipt', orderTemplates.orderReceipt(o, links.order)),
    client('orderConfirmed', orderTemplates.orderConfirmed(o, links.order, links.invoice)),
    client('orderCancelled', orderTemplates.orderCancelled(o, links.order)),
    client('orderCancelled', orderTemplates.orderCancelled(o, links.order, true)),
    client('orderExpired', orderTemplates.orderExpired(o, links.order)),
    client('orderAssigned', orderTemplates.orderAssigned(o, links.order, 'Lucía R.')),
    client('orderDelivered', orderTemplates.orderDelivered(o, links.order)),
    client('orderApproved', orderTemplates.orderApproved(o, links.order)),
    client('orderReturned', orderTemplates.orderReturned(o, links.order)),
    client('orderLinkAgain', orderTemplates.orderLinkAgain(o, links.order)),
    client(
      'orderUnstaffed',
      orderTemplates.orderUnstaffed(o, links.order, 'Nobody we work with has the credential it needs.', new Date('2026-06-02T15:00:00Z')),
    ),
    client('orderStillUnstaffed', orderTemplates.orderStillUnstaffed(o, links.order, 'Nobody we work with has the credential it needs.')),
    // Revisions are of delivered documents; a booking has none.
    ...(isInterpreting(work)
      ? []
      : [
          client('revisionRequested', orderTemplates.revisionRequested(o, links.order, '2026-06-03T21:00:00.000Z')),
          client('revisionForwarded', orderTemplates.revisionForwarded(o, links.order, '2026-06-03T21:00:00.000Z')),
          client('revisionDeclined', orderTemplates.revisionDeclined(o, links.order, 'The new page is a new document: we quote it apart.')),
        ]),
  ];
});

/** An order's row, as the revision letters read it. */
const row: OrderRow = {
  id: '6f1c2b1e-0000-4000-8000-000000000001',
  reference: 'VQ-260601-7K3QXZ',
  kind: 'quote',
  sourceId: '6f1c2b1e-0000-4000-8000-000000000009',
  state: 'revision_requested',
  tokenHash: 'hash',
  email: 'dana@example.org',
  clientName: 'Dana Whitfield',
  quote: {},
  totalCents: 5400,
  summary: summaryOf('translation'),
  projectDraft: {},
  validUntil: new Date('2026-06-15T14:00:00Z'),
  projectId: '6f1c2b1e-0000-4000-8000-000000000002',
  documents: null,
  documentsConfirmedAt: null,
  documentsConfirmedBy: null,
  createdAt: new Date('2026-06-01T14:00:00Z'),
  updatedAt: new Date('2026-06-01T14:00:00Z'),
};
const revision = { number: 1, comment: 'Page 2: the date.', dueAt: new Date('2026-06-03T21:00:00Z') };

const otherSamples: Sample[] = [
  {
    template: 'clientConfirmation',
    reader: 'visitor',
    link: links.support,
    message: templates.clientConfirmation('dana@example.org', 'Dana', submission, 'We reply soon.', `Meanwhile: ${links.support}`),
  },
  { template: 'staffNotification', reader: 'staff', link: links.staffInbox, message: templates.staffNotification('staff@verbalis.test', submission) },
  {
    template: 'offerToProfessional',
    reader: 'professional',
    link: links.job,
    message: templates.offerToProfessional('ana@example.com', 'Ana', brief, links.job, new Date('2026-06-01T16:00:00Z'), {}),
  },
  {
    template: 'assignmentConfirmation',
    reader: 'professional',
    link: links.job,
    message: templates.assignmentConfirmation('ana@example.com', 'Ana', brief, ['Notes: none'], links.job, {}),
  },
  {
    template: 'staffAssignmentNotice',
    reader: 'staff',
    link: links.staffProject,
    message: templates.staffAssignmentNotice('staff@verbalis.test', brief, 'assigned to Ana', links.staffProject, {}),
  },
  {
    template: 'staffRevisionLetter',
    reader: 'staff',
    link: links.staffOrder,
    message: revisionLetters.staffRevisionLetter(
      row,
      { ...revision, approved: new Date('2026-06-02T15:00:00Z') },
      { SITE_URL: site, STAFF_EMAIL: 'staff@verbalis.test' },
    ),
  },
  {
    template: 'professionalRevisionLetter',
    reader: 'professional',
    link: links.job,
    message: revisionLetters.professionalRevisionLetter(row, { ...revision, staffNote: 'Only page 2.' }, { name: 'Ana', email: 'ana@example.com' }, links.job),
  },
  {
    template: 'deliveryReturned',
    reader: 'professional',
    link: links.job,
    message: professionalTemplates.deliveryReturned({ name: 'Ana', email: 'ana@example.com' }, 'VQ-260601-7K3QXZ', 1, 'Page 2: the date.', links.job, {}),
  },
  {
    template: 'applicationApproved',
    reader: 'professional',
    link: links.proPage,
    message: professionalTemplates.applicationApproved({ name: 'Ana', email: 'ana@example.com' }, 'VA-260601-7K3QXZ', 'translator', links.proPage, {}),
  },
  {
    template: 'applicationRejected',
    reader: 'visitor',
    link: links.apply,
    message: professionalTemplates.applicationRejected({ name: 'Ana', email: 'ana@example.com' }, 'VA-260601-7K3QXZ', 'Not now.', links.apply, {}),
  },
  {
    template: 'staffInvitation',
    reader: 'invitee',
    link: links.invitation,
    message: staffTemplates.staffInvitation(
      { name: 'Ines', email: 'ines@verbalis.test' },
      'coordinator',
      'Ada Admin',
      links.invitation,
      new Date('2026-06-08T14:00:00Z'),
      {},
    ),
  },
];

const samples = [...clientSamples, ...otherSamples];

/** The template functions of the outbox's modules (`staffOrderLines` writes lines for one, it is not one). */
const templateFunctions = Object.entries({ ...orderTemplates, ...templates, ...professionalTemplates, ...staffTemplates, ...revisionLetters })
  .filter(([name, value]) => typeof value === 'function' && name !== 'staffOrderLines')
  .map(([name]) => name);

/** A private link is a capability: the email must say so, as the order page and the job page do. */
const privateLink = /private link: keep it to yourself/;

describe('every email carries its reader’s link', () => {
  it('finds every email written in the modules whose templates it samples', () => {
    // A message is an object with a recipient: written anywhere else, its template would escape the samples.
    const templateModules = [
      'server/outbox/order-templates.ts',
      'server/outbox/templates.ts',
      'server/outbox/professional-templates.ts',
      'server/outbox/staff-templates.ts',
      'server/orders/revision-letters.ts',
    ];
    const writers = readdirSync('server', { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .map((file) => join('server', file))
      .filter((file) => /\brecipient: /.test(readFileSync(file, 'utf8')))
      .filter((file) => !file.startsWith(join('server', 'db')) && file !== join('server', 'outbox', 'enqueue.ts'));
    expect(writers.sort()).toEqual([...templateModules].sort());
  });

  it('has a sample of every kind of email and of every template', () => {
    expect(new Set(samples.map((s) => s.message.kind))).toEqual(new Set<MailKind>(mailKinds));
    expect(new Set(samples.map((s) => s.template))).toEqual(new Set(templateFunctions));
  });

  it.each(samples.map((s) => [s.template, s.message.kind, s.reader, s] as const))('%s (%s) links its %s to where they act', (_t, _k, reader, sample) => {
    expect(sample.message.text).toContain(sample.link);
    const paths: Record<Reader, RegExp> = {
      client: /https:\/\/www\.verbalis\.test\/orders\/\?token=[A-Za-z0-9_-]{43}/,
      professional: /https:\/\/www\.verbalis\.test\/(jobs\/\?offer=[A-Za-z0-9_-]{43}|pro\/translator\/)/,
      staff: /https:\/\/www\.verbalis\.test\/staff\/(orders|projects|inbox)\/\?\S+/,
      invitee: /https:\/\/www\.verbalis\.test\/staff\/invitation\/\?token=[A-Za-z0-9_-]{43}/,
      visitor: /https:\/\/www\.verbalis\.test\/[a-z-]+\//,
    };
    expect(sample.message.text).toMatch(paths[reader]);
    // Nobody is sent to look for a link in another email.
    expect(sample.message.text).not.toMatch(/link from (our first|your offer) email/);
    if (sample.link.includes('token=') || sample.link.includes('offer=')) expect(sample.message.text).toMatch(privateLink);
  });
});

describe('the confirmation links the invoice issued with it', () => {
  it.each(orderWorks)('%s: the invoice’s PDF, under the same private token as the order page', (work) => {
    const { text } = orderTemplates.orderConfirmed(letterOf(work), links.order, links.invoice);
    expect(text).toContain(`Your invoice (PDF, a private link too): https://www.verbalis.test/api/v1.1/orders/${token}/invoice`);
    expect(text).toContain(links.order);
  });
});

describe('the client’s emails say what is true for their kind of order', () => {
  it.each(clientSamples.map((s) => [s.work, s.template, s.message.subject, s] as const))('%s: %s, “%s”', (work, _template, _subject, sample) => {
    expect(work).toBeDefined();
    if (work !== undefined) expect(wordingProblems(work, `${sample.message.subject}\n${ownWords(sample.message.text)}`)).toEqual([]);
  });

  it('tells each work apart where it matters', () => {
    const text = (work: OrderWork, make: (o: orderTemplates.OrderLetter) => OutgoingMessage) => ownWords(make(letterOf(work)).text);
    expect(text('certified-translation', (o) => orderTemplates.orderApproved(o, links.order))).toContain('the certificate of translation accuracy');
    expect(text('translation', (o) => orderTemplates.orderApproved(o, links.order))).toContain('Your translation is approved');
    expect(text('transcription', (o) => orderTemplates.orderApproved(o, links.order))).toContain('Your transcript is approved');
    expect(text('on-site', (o) => orderTemplates.orderApproved(o, links.order))).toContain('approved the session');
    expect(text('on-site', (o) => orderTemplates.orderAssigned(o, links.order, 'Lucía R.'))).toContain('will be at the address below');
    expect(text('remote', (o) => orderTemplates.orderAssigned(o, links.order, 'Lucía R.'))).toContain('will join the session on Zoom');
    expect(text('proofreading', (o) => orderTemplates.orderConfirmed(o, links.order, links.invoice))).toContain('offering it to our proofreaders');
    // A revision the client asked for is theirs; a return by our review happened before the client had it.
    const revised = text('transcription', (o) => orderTemplates.revisionForwarded(o, links.order, '2026-06-03T21:00:00.000Z'));
    expect(revised).toContain('sent it to your transcriber');
    expect(revised).toContain('The revised transcript is due by');
    expect(revised).not.toContain('Our review');
    expect(text('translation', (o) => orderTemplates.orderReturned(o, links.order))).toContain(
      'Our review found something to correct before the translation reaches you',
    );
    expect(text('remote', (o) => orderTemplates.orderReturned(o, links.order))).toContain("check the session's start and end times");
  });
});
