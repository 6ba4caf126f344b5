import { describe, expect, it } from 'vitest';
import { scriptNames, scriptSentence, travelFigures, travelZoneClause } from '@/lib/catalog/copy/facts';
import { getServiceCopy } from '@/lib/catalog/copy/load.server';
import { localDeadlines } from '@/lib/catalog/copy/turnaround';
import { getCatalog } from '@/lib/catalog/load.server';
import type { Language, Location } from '@/lib/catalog/schema';
import { getPriceTables } from '@/lib/pricing/load.server';
import { getOwnVariantCopy } from '@/lib/services/own-copy.server';

const catalog = getCatalog();
const copy = getServiceCopy();
const tables = getPriceTables();
const language = (slug: string): Language => {
  const found = catalog.languages.find((l) => l.slug === slug);
  if (found === undefined) throw new Error(slug);
  return found;
};
const location = (slug: string): Location => {
  const found = catalog.locations.find((l) => l.slug === slug);
  if (found === undefined) throw new Error(slug);
  return found;
};
/** The words of a city's page as it is built (service-wide blocks left out). */
function pageText(serviceId: 'document-translation', slug: string): string {
  const own = getOwnVariantCopy(serviceId, { kind: 'location', location: location(slug) }, catalog);
  return [...own.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.bullets ?? [])]), ...own.faq.flatMap((f) => [f.question, f.answer])].join('\n');
}

describe('writing systems', () => {
  it('reads one script or several from the catalog’s entry', () => {
    expect(scriptNames('Cyrillic')).toEqual(['Cyrillic']);
    expect(scriptNames('Cyrillic and Latin')).toEqual(['Cyrillic', 'Latin']);
    expect(scriptNames('Gurmukhi (India), Shahmukhi (Pakistan)')).toEqual(['Gurmukhi (India)', 'Shahmukhi (Pakistan)']);
    expect(scriptNames('Han (Simplified and Traditional)')).toEqual(['Han (Simplified and Traditional)']);
  });

  it('calls several scripts scripts, and keeps the language’s name capitalised on interpreting pages', () => {
    expect(scriptSentence(language('serbian'), copy.shared)).toMatch(/^Serbian is written in the Cyrillic and Latin scripts, /);
    expect(scriptSentence(language('uzbek'), copy.shared)).toMatch(/^Uzbek uses the Latin and Cyrillic alphabets, /);
    expect(scriptSentence(language('russian'), copy.shared)).toMatch(/^Russian is written in the Cyrillic script, /);
    const interpreting = scriptSentence(language('russian'), copy.shared, copy.languageInterpreting.onSite.details.script);
    expect(interpreting).toContain(': Russian is written in the Cyrillic script');
    expect(interpreting).not.toMatch(/layout|signature/);
  });
});

describe('city deadlines', () => {
  it('gives the order cut-off and the due time on a city’s clock, twice for a city without daylight saving time', () => {
    expect(localDeadlines(tables.turnaround, 'America/New_York')).toBeUndefined();
    expect(localDeadlines(tables.turnaround, 'America/Chicago')).toEqual({
      winter: { cutoff: '4:00 p.m.', dueBy: '7:00 p.m.' },
      summer: { cutoff: '4:00 p.m.', dueBy: '7:00 p.m.' },
    });
    expect(localDeadlines(tables.turnaround, 'Pacific/Honolulu')).toEqual({
      winter: { cutoff: '12:00 p.m.', dueBy: '3:00 p.m.' },
      summer: { cutoff: '11:00 a.m.', dueBy: '2:00 p.m.' },
    });
  });

  it('has a timing section only where it gives a time: none on an Eastern city’s page', () => {
    expect(pageText('document-translation', 'buffalo-ny')).not.toMatch(/Timing for|Deadlines/);
    expect(pageText('document-translation', 'honolulu-hi')).toMatch(
      /an order confirmed before 12:00 p\.m\. on a business day \(11:00 a\.m\. from March to November\)/,
    );
  });
});

describe('travel fees against the cheapest booking', () => {
  const zone4 = catalog.locations.filter((l) => l.travelZone === 4);
  it('says travel can cost more than a session only when the fee is higher than the cheapest booking', () => {
    expect(zone4.map((l) => l.slug)).toContain('honolulu-hi');
    const figures = travelFigures(tables.interpretation.onSite);
    expect(figures.cheapestSessionCents).toBe(Math.min(...Object.values(tables.interpretation.onSite.hourlyCents)) * 2);
    const clauses = (feeCents: number) => zone4.map((l) => travelZoneClause(l, copy.shared, { ...figures, feeCents: { ...figures.feeCents, 4: feeCents } }));
    expect(clauses(figures.cheapestSessionCents - 100).join(' ')).not.toContain('can cost more than');
    expect(clauses(figures.cheapestSessionCents + 100).some((c) => c.includes('can cost more than'))).toBe(true);
  });
});

describe('state court rules', () => {
  it('prints a state’s rule on the translation pages of all its cities, however many there are', () => {
    const rules = copy.legalRules.courtTranslations;
    const withRule = catalog.locations.filter((l) => rules.some((r) => r.where === l.stateCode));
    expect(withRule.filter((l) => l.stateCode === 'CA').length).toBeGreaterThan(7);
    for (const city of withRule) {
      const rule = rules.find((r) => r.where === city.stateCode);
      expect(pageText('document-translation', city.slug), city.slug).toContain(`(${rule?.rule})`);
    }
  });
});
