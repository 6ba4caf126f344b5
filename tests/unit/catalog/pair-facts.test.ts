import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { getCatalog } from '@/lib/catalog/load.server';
import { checkPairFacts, independentFacts, pairFactsFileSchema, type PairFactsFile } from '@/lib/catalog/pair-facts';
import { pairFactsOf, readPairFactsFile } from '@/lib/catalog/pair-facts.server';
import { ContentError } from '@/lib/errors/content-error';
import { auditPairPages, pairPageProblems, type PairPage } from '../../../scripts/content-check/pair-pages';

const catalog = getCatalog();
const source = {
  id: 'a-law',
  publisher: 'A legislature',
  title: 'A law',
  url: 'https://example.org/law',
  checked: '2026-11-29',
  heading: '{language} in {city}',
  meaning: { 'document-translation': 'What it means in {city}.', 'on-site-interpretation': 'What it means on site in {city}.' },
};
const fact: PairFactsFile['facts'][number] = {
  language: 'korean',
  place: 'los-angeles-ca',
  source: 'a-law',
  services: ['document-translation'],
  text: 'A fact.',
};

function parse(raw: unknown) {
  return pairFactsFileSchema.safeParse(raw);
}

function messages(raw: unknown): string[] {
  const result = parse(raw);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

describe('pairs.yaml schema', () => {
  it('accepts a fact that cites a listed source', () => {
    expect(parse({ sources: [source], facts: [fact] }).success).toBe(true);
  });

  it('refuses a fact without a source, or citing one the file does not list', () => {
    const { source: _dropped, ...sourceless } = fact;
    expect(parse({ sources: [source], facts: [sourceless] }).success).toBe(false);
    expect(messages({ sources: [source], facts: [{ ...fact, source: 'elsewhere' }] })).toContainEqual(expect.stringContaining('unknown source "elsewhere"'));
  });

  it('refuses a source without an address or the date it was checked, and a service the source says nothing about', () => {
    const { url: _url, ...noUrl } = source;
    const { checked: _checked, ...noDate } = source;
    expect(parse({ sources: [noUrl], facts: [] }).success).toBe(false);
    expect(parse({ sources: [noDate], facts: [] }).success).toBe(false);
    expect(messages({ sources: [source], facts: [{ ...fact, services: ['remote-interpretation'] }] })).toContainEqual(
      expect.stringContaining('says nothing of what it means for remote-interpretation'),
    );
  });
});

describe('checkPairFacts', () => {
  const file = (facts: PairFactsFile['facts']): PairFactsFile => ({ sources: [source], facts });

  it('refuses document translation of a spoken-only language and interpreting of a script', () => {
    const problems = checkPairFacts(
      file([
        { ...fact, language: 'mandarin', services: ['document-translation'] },
        { ...fact, language: 'chinese-simplified', services: ['on-site-interpretation'] },
      ]),
      catalog,
      'pairs.yaml',
    );
    expect(problems).toEqual([
      expect.stringContaining('Mandarin is spoken only and has no document translation'),
      expect.stringContaining('Chinese (Simplified) is a script or written form and is never interpreted'),
    ]);
  });

  it('refuses a language or place the catalog lacks, and a pair the city does not cover', () => {
    const problems = checkPairFacts(
      file([
        { ...fact, language: 'klingon' },
        { ...fact, place: 'atlantis-ca' },
        { ...fact, language: 'yiddish' },
      ]),
      catalog,
      'pairs.yaml',
    );
    expect(problems).toEqual([
      expect.stringContaining('unknown language "klingon"'),
      expect.stringContaining('unknown place "atlantis-ca"'),
      expect.stringContaining("Yiddish is not among Los Angeles's languages for document-translation"),
    ]);
  });

  it('finds nothing wrong with content/catalog/pairs.yaml, whose every source has an address and a date', () => {
    const real = readPairFactsFile();
    expect(checkPairFacts(real, catalog, 'pairs.yaml')).toEqual([]);
    for (const s of real.sources) {
      expect(s.url).toMatch(/^https?:\/\//);
      expect(s.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});

describe('the pair pages check', () => {
  const korean = catalog.languages.find((l) => l.slug === 'korean');
  const losAngeles = catalog.locations.find((l) => l.slug === 'los-angeles-ca');
  if (!korean || !losAngeles) throw new Error('catalog fixtures missing');
  const facts = pairFactsOf('document-translation', korean, losAngeles, catalog);

  it('passes on the site as built: at least ten pair pages per service, each on two independent facts', () => {
    const { counts, problems } = auditPairPages();
    expect(problems).toEqual([]);
    for (const count of Object.values(counts)) expect(count).toBeGreaterThanOrEqual(10);
  });

  it('fails on a pair page with fewer than two facts from different sources, and on a service with too few pair pages', () => {
    expect(independentFacts(facts)).toBe(2);
    const [first] = facts;
    if (first === undefined) throw new Error('Korean in Los Angeles has no facts');
    const pages: PairPage[] = [{ serviceId: 'document-translation', slug: 'korean-in-los-angeles-ca', facts: [first, { ...first, text: 'Again.' }] }];
    expect(pairPageProblems(pages)).toEqual([
      expect.stringContaining('document-translation/korean-in-los-angeles-ca: 1 cited fact from different sources, a pair page needs 2'),
      expect.stringContaining('document-translation: 1 pair pages'),
      expect.stringContaining('on-site-interpretation: 0 pair pages'),
      expect.stringContaining('remote-interpretation: 0 pair pages'),
    ]);
  });

  it('fails on a pairs file with a fact that cites no source', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pairs-'));
    const path = join(dir, 'pairs.yaml');
    const { source: _dropped, ...sourceless } = fact;
    writeFileSync(path, stringify({ sources: [source], facts: [sourceless] }));
    expect(() => readPairFactsFile(path)).toThrow(ContentError);
    expect(auditPairPages(path).problems).toContainEqual(expect.stringContaining('facts[0].source'));
  });
});
