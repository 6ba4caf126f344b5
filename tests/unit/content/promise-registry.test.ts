import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getServiceCopy } from '@/lib/catalog/copy/load.server';
import { loadPromises } from '@/lib/promises/registry.server';
import { site } from '@/lib/site';
import { getPriceTables } from '@/lib/pricing/load.server';
import { loadCredentialRegistry } from '@/lib/promises/credentials.server';
import { CLIENT_UPDATE_HOURS, CLIENT_UPDATE_LEAD_HOURS } from '@/server/assignment/policy';
import { invoiceTerms, SITE_TAKES_NO_PAYMENT } from '@/server/orders/invoice-pdf';

const registry = loadPromises();
const byId = new Map(registry.map((entry) => [entry.id, entry]));

const numberWords: Record<string, string> = { one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', ten: '10', noon: '12:00' };
/** The figures a text states: numbers and clock times, with number words as digits. */
function figures(text: string): Set<string> {
  const words = text.toLowerCase().match(/\d+(?::\d\d)?|\b(?:one|two|three|four|five|six|seven|ten|noon)\b/g) ?? [];
  return new Set(words.map((word) => numberWords[word] ?? word));
}

describe('content/promises.yaml, the registry of what the site promises', () => {
  it('names files that exist, and a rule and a test for every promise it calls kept', () => {
    for (const entry of registry) {
      for (const file of [...entry.enforcedBy, ...entry.provedBy, ...(entry.settings ? [entry.settings.file] : [])]) {
        expect(existsSync(file), `${entry.id}: ${file}`).toBe(true);
      }
      if (entry.status === 'kept') {
        expect(entry.enforcedBy.length, entry.id).toBeGreaterThan(0);
        expect(entry.provedBy.length, entry.id).toBeGreaterThan(0);
      }
    }
  });

  it('holds the figures the settings hold', () => {
    const { turnaround } = getPriceTables();
    expect(byId.get('turnaround')?.settings?.values).toEqual({
      dueBy: turnaround.dueBy,
      orderCutoff: turnaround.orderCutoff,
      standardPagesPerDay: turnaround.standard.pagesPerBusinessDay,
      expeditedSurchargePercent: turnaround.expedited.surchargePercent,
    });
    expect(byId.get('rush')?.settings?.values).toEqual({
      rushSurchargePercent: turnaround.rush.surchargePercent,
      rushMaxPages: turnaround.rush.maxPages,
      rushSameDayBefore: turnaround.rush.sameDayBefore,
      rushNextDayBy: turnaround.rush.nextDayBy,
    });
    expect(byId.get('revision-period')?.settings?.values).toEqual({ revisionDays: site.revisionDays });
    expect(byId.get('revision-turnaround')?.settings?.values).toEqual({
      standardPagesPerDay: turnaround.standard.pagesPerBusinessDay,
      orderCutoff: turnaround.orderCutoff,
      dueBy: turnaround.dueBy,
    });
    expect(byId.get('unstaffed-orders')?.settings?.values).toEqual({ clientUpdateHours: CLIENT_UPDATE_HOURS, clientUpdateLeadHours: CLIENT_UPDATE_LEAD_HOURS });
    expect(byId.get('transcription-turnaround')?.settings?.values).toEqual({
      audioMinutesPerBusinessDay: getPriceTables().transcription.audioMinutesPerBusinessDay,
    });
    expect(readFileSync('server/env.ts', 'utf8')).toContain(
      `RETENTION_DAYS: z.coerce.number().int().min(1).default(${byId.get('retention')?.settings?.values.retentionDays})`,
    );
  });

  it('quotes the same figures the terms of service print', () => {
    const terms = readFileSync('content/agreements/terms-of-service.md', 'utf8');
    const retention = byId.get('retention')?.settings?.values.retentionDays;
    expect(terms).toContain(`kept for ${retention} days from submission`);
    expect(terms).toContain(`due by ${byId.get('turnaround')?.settings?.values.dueBy} Eastern`);
    expect(terms).toContain(`before ${byId.get('rush')?.settings?.values.rushSameDayBefore} Eastern`);
  });

  it('holds the payment terms the invoice prints to those the support article, the FAQ and the terms state', () => {
    const { invoiceDueDays, invoiceMethods } = site.payment;
    expect(byId.get('payment-terms')?.settings?.values).toEqual({ invoiceDueDays, invoiceMethods });
    // The article sets the figure in bold; the invoice prints its sentences word for word.
    const article = readFileSync('content/support/payment-methods-invoices-and-purchase-orders.md', 'utf8').replaceAll('**', '');
    expect(article).toContain(SITE_TAKES_NO_PAYMENT);
    expect(article).toContain(invoiceTerms(invoiceDueDays, invoiceMethods));
    expect(article).toContain('The PO number appears on the invoice, together with any reference you give us');
    const faq = readFileSync('content/faq.yaml', 'utf8');
    expect(faq).toContain(`pay by invoice, due ${invoiceDueDays} days from the invoice date`);
    expect(faq).toContain(`pay by invoice, by ${invoiceMethods}`);
    expect(readFileSync('content/agreements/terms-of-service.md', 'utf8')).toContain(`payable within ${invoiceDueDays} days by ACH, wire transfer or check`);
  });

  it('words the revision as the guarantee and the support article state it: staff read it, then one business day for five pages', () => {
    const revision = byId.get('revision-turnaround')?.settings?.values;
    // The guarantee writes the figure in words: "up to five pages".
    expect(revision?.standardPagesPerDay).toBe(5);
    const guarantee = readFileSync('content/agreements/refund-and-acceptance-guarantee.md', 'utf8');
    expect(guarantee).toContain('A member of our staff reads your request and sends the work back to the professional with it.');
    expect(guarantee).toContain('Revisions to certified translations of up to five pages are delivered within one business day of your request');
    expect(guarantee).toContain(`a request made after ${revision?.orderCutoff} Eastern`);
    expect(guarantee).toContain(`due by ${revision?.dueBy} Eastern`);
    const article = readFileSync('content/support/revisions-and-the-acceptance-guarantee.md', 'utf8');
    expect(article).toContain('A member of our staff reads the request and sends the work back to the professional with it.');
    expect(article).toContain('Corrections to certified translations of up to five pages are delivered within one business day');
  });

  it('composes the credentials promise from the requirements assignment reads, and refuses one that says more', () => {
    const { promise, requirements } = loadCredentialRegistry();
    expect(byId.get('credentials')?.promise).toBe(promise);
    expect(requirements.map((r) => [r.service, r.setting, r.credential])).toEqual([
      ['on-site-interpretation', 'legal', 'court'],
      ['on-site-interpretation', 'medical', 'medical-interpreter'],
    ]);
    const dir = mkdtempSync(join(tmpdir(), 'promises-'));
    const edited = readFileSync('content/promises.yaml', 'utf8').replace(promise, `${promise.slice(0, -1)}; at conferences, only to AIIC members.`);
    writeFileSync(join(dir, 'promises.yaml'), edited);
    expect(() => loadCredentialRegistry(join(dir, 'promises.yaml'))).toThrow(/the credentials promise must read, from its requirements/);
  });

  it('gives pages only phrases whose figures the promise or its settings state', () => {
    for (const entry of registry) {
      const stated = new Set([...figures(entry.promise), ...Object.values(entry.settings?.values ?? {}).flatMap((value) => [...figures(String(value))])]);
      for (const phrase of entry.wording) {
        for (const figure of figures(phrase)) expect(stated.has(figure), `${entry.id}: "${phrase}" says ${figure}`).toBe(true);
      }
    }
  });

  it('words the guarantee as legal-rules.yaml and the guarantee’s terms do', () => {
    const guarantee = byId.get('guarantee')?.promise;
    expect(guarantee).toBe(`${getServiceCopy().legalRules.guarantee.statement}.`);
    const terms = readFileSync('content/agreements/refund-and-acceptance-guarantee.md', 'utf8');
    expect(terms).toContain('within 60 days of the date of the notice and within two years of delivery');
    expect(terms).toContain('identifies our translation as the problem');
  });
});
