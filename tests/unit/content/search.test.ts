import { describe, expect, it } from 'vitest';
import { normalizeText, queryTerms, searchDocs, type SearchDoc } from '@/lib/support/search';

const doc = (path: string, title: string, summary: string, body: string): SearchDoc => ({
  path,
  title,
  summary,
  category: 'ordering',
  text: normalizeText(`${title} ${summary} ${body}`),
});

const docs = [
  doc('/support/apostille/', 'Which countries accept an apostille?', 'Check the Hague list first.', 'Consular legalization applies elsewhere.'),
  doc('/support/payments/', 'Payment methods and invoices', 'Cards, ACH and purchase orders.', 'Invoices are due in 30 days; a W-9 is available.'),
  doc('/support/notary/', 'Notarization add-on', 'When a notary is needed.', 'An apostille requires notarization first.'),
];

describe('normalizeText', () => {
  it('lowercases, strips accents and punctuation', () => {
    expect(normalizeText('São Paulo: Cédula (RG), W-9!')).toBe('sao paulo cedula rg w 9');
  });
});

describe('queryTerms', () => {
  it('splits a query into unique normalised words', () => {
    expect(queryTerms('  Apostille  apostille, Hague ')).toEqual(['apostille', 'hague']);
  });
});

describe('searchDocs', () => {
  it('finds an article by a word that appears only in its body', () => {
    expect(searchDocs(docs, 'legalization').map((d) => d.path)).toEqual(['/support/apostille/']);
  });

  it('matches the start of words and ignores accents in the query', () => {
    expect(searchDocs(docs, 'invo').map((d) => d.path)).toEqual(['/support/payments/']);
    expect(searchDocs(docs, 'légalization').map((d) => d.path)).toEqual(['/support/apostille/']);
  });

  it('requires every word and ranks title matches first', () => {
    expect(searchDocs(docs, 'apostille').map((d) => d.path)).toEqual(['/support/apostille/', '/support/notary/']);
    expect(searchDocs(docs, 'apostille invoice')).toEqual([]);
  });

  it('returns nothing for an empty query', () => {
    expect(searchDocs(docs, '  ')).toEqual([]);
  });
});
