import { describe, expect, it } from 'vitest';
import { CatalogError } from '@/lib/catalog/errors';
import { getCatalog, loadCatalog } from '@/lib/catalog/load.server';
import { editedContent, errorOf } from './support/edited-content';

/** A copy of the real catalog in a temp dir, with `edit` applied to one file. */
const catalogDir = editedContent('content/catalog', 'catalog-');
const loadError = (dir: string) => errorOf(CatalogError, () => loadCatalog(dir));

describe('loadCatalog', () => {
  it('loads a valid directory', () => {
    const catalog = loadCatalog(catalogDir());
    expect(catalog.languages.find((l) => l.slug === 'tigrinya')?.nativeName).toBe('ትግርኛ');
  });

  it('memoises getCatalog per directory', () => {
    expect(getCatalog()).toBe(getCatalog());
  });

  it.each([
    {
      problem: 'a missing field',
      file: 'languages.yaml',
      edit: (t: string) => t.replace('  nativeName: Español\n', ''),
      message: /languages\.yaml › \[0\] \(spanish\) › nativeName: Invalid input: expected string, received undefined/,
    },
    {
      problem: 'a bad enum value',
      file: 'languages.yaml',
      edit: (t: string) => t.replace(/(slug: tigrinya\n\s+tier:) rare/, '$1 legendary'),
      message: /languages\.yaml › \[\d+\] \(tigrinya\) › tier: Invalid option: expected one of "common"\|"standard"\|"rare"/,
    },
    {
      problem: 'an unknown demand language',
      file: 'locations.yaml',
      edit: (t: string) => t.replace('urdu, ukrainian, wolof]', 'urdu, ukrainian, klingon]'),
      message: /locations\.yaml › \[0\] \(new-york-ny\) › demandLanguages\[14\]: unknown language "klingon"/,
    },
    {
      problem: 'a duplicate slug',
      file: 'languages.yaml',
      edit: (t: string) => t.replace('slug: portuguese\n', 'slug: spanish\n'),
      message: /Duplicate slug "spanish": .*languages\.yaml › \[0\] \(spanish\) and .*languages\.yaml › \[1\] \(spanish\)/,
    },
    {
      problem: 'a slug that is not kebab-case',
      file: 'platforms.yaml',
      edit: (t: string) => t.replace('slug: zoom\n', 'slug: Zoom_Video\n'),
      message: /platforms\.yaml › \[0\] \(Zoom_Video\) › slug: must be lowercase kebab-case/,
    },
    {
      problem: 'an invalid time zone',
      file: 'locations.yaml',
      edit: (t: string) => t.replace('timeZone: America/Phoenix\n  travelZone: 1', 'timeZone: Arizona/Phoenix\n  travelZone: 1'),
      message: /locations\.yaml › \[\d+\] \(phoenix-az\) › timeZone: must be an IANA time zone/,
    },
    {
      problem: 'a romanization for a language written in Latin letters',
      file: 'languages.yaml',
      edit: (t: string) => t.replace(/(slug: polish\n[\s\S]*?  note: >-\n(?:    .*\n)+)/, '$1  romanization: Polish names need no romanization.\n'),
      message: /languages\.yaml › \[\d+\] \(polish\) › romanization: romanization is for a language written in a non-Latin script/,
    },
    {
      problem: 'document facts on a spoken-only language',
      file: 'languages.yaml',
      edit: (t: string) => t.replace(/(slug: cantonese\n[\s\S]*?  note: >-\n(?:    .*\n)+)/, '$1  names: Names are written family name first.\n'),
      message: /languages\.yaml › \[\d+\] \(cantonese\) › names: a spoken-only language has no document-translation page/,
    },
    {
      problem: 'interpreting facts on a written-only entry',
      file: 'languages.yaml',
      edit: (t: string) => t.replace(/(slug: latin\n[\s\S]*?  note: >-\n(?:    .*\n)+)/, '$1  address: Speakers use formal address.\n'),
      message: /languages\.yaml › \[\d+\] \(latin\) › address: a written-only entry has no interpreting pages/,
    },
    {
      problem: 'broken YAML',
      file: 'services.yaml',
      edit: (t: string) => `${t}\n- id: [unclosed\n`,
      message: /services\.yaml: /,
    },
  ])('rejects $problem, naming the file, entry and field', ({ file, edit, message }) => {
    const error = loadError(catalogDir(file, edit));
    expect(error.message).toMatch(message);
  });

  it('reports every problem at once', () => {
    const error = loadError(
      catalogDir('languages.yaml', (t) => t.replace('  nativeName: Español\n', '').replace(/(slug: tigrinya\n\s+tier:) rare/, '$1 legendary')),
    );
    expect(error.problems).toHaveLength(2);
  });
});
