import { existsSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { site } from '@/lib/site';
import { getPriceTables } from '@/lib/pricing/load.server';

const entrySchema = z.strictObject({
  id: z.string().regex(/^[a-z-]+$/),
  promise: z.string().min(20),
  settings: z.strictObject({ file: z.string(), values: z.record(z.string(), z.union([z.string(), z.number()])) }).optional(),
  enforcedBy: z.array(z.string()),
  provedBy: z.array(z.string()),
  status: z.enum(['kept', 'gap', 'owned-elsewhere']),
  gap: z.string().optional(),
});
const registry = z.array(entrySchema).parse(parse(readFileSync('content/promises.yaml', 'utf8')));
const byId = new Map(registry.map((entry) => [entry.id, entry]));

describe('content/promises.yaml, the registry of what the site promises', () => {
  it('names files that exist, and a rule and a test for every promise it calls kept', () => {
    expect(new Set(byId.keys()).size).toBe(registry.length);
    for (const entry of registry) {
      for (const file of [...entry.enforcedBy, ...entry.provedBy, ...(entry.settings ? [entry.settings.file] : [])]) {
        expect(existsSync(file), `${entry.id}: ${file}`).toBe(true);
      }
      if (entry.status === 'kept') {
        expect(entry.enforcedBy.length, entry.id).toBeGreaterThan(0);
        expect(entry.provedBy.length, entry.id).toBeGreaterThan(0);
      }
      expect(entry.status === 'gap', `${entry.id}: a gap says what is missing, and only a gap`).toBe(entry.gap !== undefined);
    }
  });

  it('holds the figures the settings hold', () => {
    const { turnaround } = getPriceTables();
    expect(byId.get('turnaround')?.settings?.values).toEqual({
      dueBy: turnaround.dueBy,
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
});
