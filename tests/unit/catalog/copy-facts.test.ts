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
/** The words of a city or pair page as it is built (service-wide blocks left out). */
function pageText(serviceId: 'document-translation' | 'on-site-interpretation', slug: string): string {
  const [languageSlug = '', locationSlug = ''] = slug.split('-in-');
  const variant = slug.includes('-in-')
    ? { kind: 'pair' as const, language: language(languageSlug), location: location(locationSlug) }
    : { kind: 'location' as const, location: location(slug) };
  const own = getOwnVariantCopy(serviceId, variant, catalog);
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
  const remote = location('honolulu-hi');
  it('says travel can cost more than a session only when the fee is higher than the cheapest booking', () => {
    const figures = travelFigures(tables.interpretation.onSite);
    expect(figures.cheapestSessionCents).toBe(Math.min(...Object.values(tables.interpretation.onSite.hourlyCents)) * 2);
    const clauses = (feeCents: number) =>
      [remote, ...catalog.locations.filter((l) => l.travelZone === 4)].map((l) =>
        travelZoneClause(l, copy.shared, { ...figures, feeCents: { ...figures.feeCents, 4: feeCents } }),
      );
    expect(clauses(figures.cheapestSessionCents - 100).join(' ')).not.toContain('can cost more than');
    expect(clauses(figures.cheapestSessionCents + 100).some((c) => c.includes('can cost more than'))).toBe(true);
  });
});

describe('state court rules', () => {
  it('prints California’s rule on the translation pages of its cities and language pairs', () => {
    for (const slug of ['los-angeles-ca', 'fresno-ca', 'san-jose-ca', 'spanish-in-los-angeles-ca']) {
      expect(pageText('document-translation', slug), slug).toContain('(Cal. Rules of Court, rule 3.1110(g))');
    }
    expect(pageText('document-translation', 'spanish-in-houston-tx')).toContain('(Tex. R. Evid. 1009(a))');
  });
});
