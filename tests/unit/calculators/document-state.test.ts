import { describe, expect, it } from 'vitest';
import { DOCUMENT_PREFIX, documentCodecs, documentDefaults, documentInput, type DocumentState } from '@/lib/calculators/document-state';
import { fileDocument, fileDocuments, scannedWordsField } from '@/lib/calculators/file-documents';
import type { Problems } from '@/lib/calculators/problems';
import { readState, writeState } from '@/lib/calculators/query';

const languages = new Set(['spanish', 'english', 'japanese']);
const codecs = documentCodecs(
  (slug) => languages.has(slug),
  (code) => ['US', 'MX', 'AE'].includes(code),
);
const defaults = documentDefaults();
const read = (query: string) => readState(new URLSearchParams(query), DOCUMENT_PREFIX, codecs, defaults);

describe('document calculator: the URL query', () => {
  it('reads a shared quote', () => {
    const state = read(
      'doc-service=standard&doc-from=japanese&doc-to=english&doc-count=1200&doc-documents=3&doc-turnaround=rush&doc-country=MX&doc-notarize=1&doc-apostilles=2&doc-mail=overnight&doc-count-by=pages',
    );
    expect(state).toEqual<DocumentState>({
      service: 'standard',
      sourceLanguage: 'japanese',
      targetLanguage: 'english',
      count: '1200',
      documents: '3',
      countBy: 'pages',
      turnaround: 'rush',
      countryOfUse: 'MX',
      notarization: true,
      apostilles: '2',
      hardCopy: 'overnight',
      shared: [],
    });
  });

  it.each([
    ['an unknown service', 'doc-service=legal'],
    ['a language not in the catalog', 'doc-from=klingon'],
    ['an upper-case slug the schema lowers but the catalog lacks', 'doc-to=FRENCH'],
    ['a word count over the engine limit', 'doc-count=500001'],
    ['zero documents', 'doc-documents=0'],
    ['an unknown turnaround', 'doc-turnaround=yesterday'],
    ['a country code that is not in the list', 'doc-country=ZZ'],
    ['a lower-case country the schema upper-cases but the list lacks', 'doc-country=xx'],
    ['too many apostilles', 'doc-apostilles=51'],
    ['an unknown mail option', 'doc-mail=pigeon'],
  ])('ignores %s', (_case, query) => {
    expect(read(query)).toEqual(defaults);
  });

  it('normalises values the engine schema normalises', () => {
    expect(read('doc-from=SPANISH&doc-country=mx')).toMatchObject({ sourceLanguage: 'spanish', countryOfUse: 'MX' });
  });

  it('round-trips through the query, leaving defaults out', () => {
    const state: DocumentState = { ...documentDefaults({ language: 'spanish' }), count: '800', turnaround: 'expedited' };
    const query = writeState(new URLSearchParams(), DOCUMENT_PREFIX, codecs, state, defaults);
    expect(query.toString()).toBe('doc-from=spanish&doc-count=800&doc-turnaround=expedited');
    expect(read(query.toString())).toEqual(state);
  });

  it('carries the counts of shared documents, and no file name', () => {
    const state: DocumentState = {
      ...documentDefaults({ language: 'spanish' }),
      shared: [
        { words: 10, pages: 1, scannedPages: 0, scannedWords: '' },
        { words: 9, pages: 2, scannedPages: 1, scannedWords: '600' },
      ],
    };
    const query = writeState(new URLSearchParams(), DOCUMENT_PREFIX, codecs, state, defaults);
    expect(query.toString()).toBe('doc-from=spanish&doc-counts=10.1.0_9.2.1.600');
    expect(read(query.toString())).toEqual(state);
  });

  it.each([
    ['a part that is not counts', 'doc-counts=10.1.0_birth.pdf'],
    ['a document with nothing to price', 'doc-counts=0.1.0'],
    ['scanned words without scanned pages', 'doc-counts=10.1.0.600'],
    ['a word count over the engine limit', 'doc-counts=500001.1.0'],
    ['a page count over the engine limit', 'doc-counts=10.2001.0'],
    ['more documents than a quote takes', `doc-counts=${Array.from({ length: 101 }, () => '10.1.0').join('_')}`],
  ])('drops a shared list with %s, whole', (_case, query) => {
    expect(read(query).shared).toEqual([]);
  });

  it('leaves an unreadable typed scanned-words count out of the link', () => {
    const state: DocumentState = { ...defaults, shared: [{ words: 9, pages: 2, scannedPages: 1, scannedWords: 'many' }] };
    expect(writeState(new URLSearchParams(), DOCUMENT_PREFIX, codecs, state, defaults).toString()).toBe('doc-counts=9.2.1');
  });

  it('presets the source language, into English', () => {
    expect(documentDefaults({ language: 'spanish' })).toMatchObject({ sourceLanguage: 'spanish', targetLanguage: 'english', service: 'certified' });
  });
});

describe('document calculator: the engine input', () => {
  const base: DocumentState = { ...documentDefaults({ language: 'spanish' }) };
  const build = (state: Partial<DocumentState>, files: Parameters<typeof documentInput>[1] = []) => {
    const problems: Problems = {};
    return { input: documentInput({ ...base, ...state }, files, problems), problems };
  };

  it.each([
    ['one document of typed words', { count: '1200' }, [{ words: 1200 }]],
    ['typed words shared over three documents', { count: '1000', documents: '3' }, [{ words: 334 }, { words: 333 }, { words: 333 }]],
    ['a typed page count', { count: '4', countBy: 'pages' as const, documents: '2' }, [{ pages: 2 }, { pages: 2 }]],
    ['no count: no documents', { count: '' }, []],
    ['a count of zero: no documents', { count: '0' }, []],
  ])('%s', (_case, state, documents) => {
    const { input, problems } = build(state);
    expect(input.documents).toEqual(documents);
    expect(problems).toEqual({});
  });

  it.each([
    ['a count that is not a number', { count: '12 pages' }, { count: 'whole-number' }],
    ['a document count that is not a number', { count: '100', documents: 'three' }, { documents: 'whole-number' }],
    ['more documents than words', { count: '2', documents: '3' }, { documents: 'documents-over-count' }],
    ['an apostille count that is not a number', { apostilles: 'two' }, { apostilles: 'whole-number' }],
  ])('reports %s', (_case, state, expected) => {
    expect(build(state).problems).toEqual(expected);
  });

  it('puts counted files before typed documents', () => {
    const { input } = build({ count: '100' }, [{ name: 'a.pdf', words: 40, scannedPages: 1 }]);
    expect(input.documents).toEqual([{ name: 'a.pdf', words: 40, scannedPages: 1 }, { words: 100 }]);
  });

  it('sends add-ons with certified translation', () => {
    const { input } = build({ notarization: true, apostilles: '2', hardCopy: 'priority', countryOfUse: 'MX' });
    expect(input).toMatchObject({
      service: 'certified',
      targetLanguage: 'english',
      notarization: true,
      apostilles: 2,
      hardCopy: 'priority',
      countryOfUse: 'MX',
    });
  });

  it.each(['standard', 'proofreading'] as const)('leaves add-ons out of %s', (service) => {
    const { input } = build({ service, notarization: true, apostilles: '2', hardCopy: 'priority' });
    expect(input).toMatchObject({ notarization: false, apostilles: 0, hardCopy: 'none' });
  });

  it('leaves the target language out of proofreading', () => {
    expect(build({ service: 'proofreading' }).input).not.toHaveProperty('targetLanguage');
  });
});

describe('counted files as documents', () => {
  const file = { id: 'f1', name: 'scan.pdf', words: 120, scannedPages: 2, scannedWords: '' };

  it.each([
    ['text and scanned pages', file, { name: 'scan.pdf', words: 120, scannedPages: 2 }],
    ['a word count for the scanned pages', { ...file, scannedWords: '450' }, { name: 'scan.pdf', words: 120, scannedPages: 2, scannedWords: 450 }],
    ['text only: the scanned words field is ignored', { ...file, scannedPages: 0, scannedWords: '450' }, { name: 'scan.pdf', words: 120 }],
    ['nothing to translate', { ...file, words: 0, scannedPages: 0 }, undefined],
  ])('%s', (_case, counted, expected) => {
    expect(fileDocument(counted, {})).toEqual(expected);
  });

  it('a shared document has counts and no name', () => {
    expect(fileDocument({ id: 's0', words: 9, scannedPages: 1, scannedWords: '600' }, {})).toEqual({ words: 9, scannedPages: 1, scannedWords: 600 });
  });

  it('shortens long names to what the engine accepts', () => {
    expect(fileDocument({ ...file, name: `${'a'.repeat(300)}.pdf` }, {})?.name).toHaveLength(200);
  });

  it('reports an unreadable scanned word count under the file', () => {
    const problems: Problems = {};
    expect(fileDocuments([{ ...file, scannedWords: 'many' }], problems)).toEqual([{ name: 'scan.pdf', words: 120, scannedPages: 2 }]);
    expect(problems).toEqual({ [scannedWordsField('f1')]: 'whole-number' });
  });
});
