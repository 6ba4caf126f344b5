import { describe, expect, it } from 'vitest';
import { countTemplates, getServiceCopy, loadServiceCopy } from '@/lib/catalog/copy/load.server';
import { fill, template } from '@/lib/catalog/copy/template';
import { getCatalog } from '@/lib/catalog/load.server';
import { getVariantCopy } from '@/lib/catalog/page-copy.server';
import { VARIANT_SERVICE_IDS } from '@/lib/catalog/schema';
import { parseServiceSlug } from '@/lib/catalog/slugs';
import { ContentError } from '@/lib/errors/content-error';
import { editedContent, errorOf } from './support/edited-content';

/** A copy of content/service-copy in a temp dir, with `edit` applied to one file. */
const copyDir = editedContent('content/service-copy', 'service-copy-');
const loadError = (dir: string) => errorOf(ContentError, () => loadServiceCopy(dir));

describe('service page copy in content/service-copy', () => {
  it('loads and validates every file once per process', () => {
    expect(countTemplates(loadServiceCopy())).toBeGreaterThan(300);
    expect(getServiceCopy()).toBe(getServiceCopy());
  });

  it.each([
    [
      'a placeholder the code does not supply',
      'pair.yaml',
      (t: string) => t.replace('"Sources for {language} in {city}"', '"Sources for {language} in {town}"'),
      'sources.heading[0]: {town} is not a placeholder here; this key can use {language}, {city}',
    ],
    [
      'a required placeholder left out',
      'location.yaml',
      (t: string) => t.replace('"On-Site Interpreters in {place}"', '"On-Site Interpreters"'),
      'h1.onSite: must contain {place}',
    ],
    [
      'a stray brace',
      'platform.yaml',
      (t: string) => t.replace('"What {platform} can\'t do"', '"What {platform can\'t do"'),
      'limits.heading[1]: has a "{" or "}" that is not part of a {placeholder}',
    ],
    ['an unknown key', 'shared.yaml', (t: string) => t.replace('timeZoneAllYear:', 'timeZoneAllYaer:'), 'Unrecognized key: "timeZoneAllYaer"'],
    ['a missing key', 'titles.yaml', (t: string) => t.replace(/ {2}rate:\n.*\n.*\n/, ''), 'descriptions.rate: Invalid input'],
    ['an empty list of phrasings', 'language-translation.yaml', (t: string) => t.replace(/h1:\n.*\n.*\n/, 'h1: []\n'), 'h1: needs at least one phrasing'],
    ['a file without its updated date (the sitemap lastmod)', 'pair.yaml', (t: string) => t.replace(/^updated: .*\n/m, ''), 'updated: Invalid input'],
    [
      'an updated date that is not a date',
      'platform.yaml',
      (t: string) => t.replace(/^updated: '.*'/m, "updated: '2026-13-01'"),
      'updated: is not a real calendar date',
    ],
    [
      'text that starts with a placeholder, unquoted',
      'language-interpreting.yaml',
      (t: string) => t.replace('availability: "For {language}, {availability}."', 'availability: {language}'),
      'availability: expected text',
    ],
  ])('rejects %s, naming the file and the key', (_case, file, edit, problem) => {
    const error = loadError(copyDir(file, edit));
    expect(error.file).toMatch(new RegExp(`${file.replace('.', '\\.')}$`));
    expect(error.message).toContain(problem);
  });

  it('names the titles.yaml key when no title candidate fits a page', () => {
    const long = '"On-Site Interpreters for Hospitals, Courts and Schools in {place}"';
    const copy = loadServiceCopy(copyDir('titles.yaml', (t) => t.replace('"On-Site Interpreters in {place}"', long)));
    const catalog = getCatalog();
    const variant = parseServiceSlug('on-site-interpretation', 'new-york-ny', catalog);
    if (variant === null) throw new Error('fixture slug missing');
    expect(() => getVariantCopy('on-site-interpretation', variant, catalog, copy)).toThrow(
      'No title for New York, NY (content/service-copy/titles.yaml, titles.location.onSite) fits 1-60 characters',
    );
  });

  it('fills templates and checks their placeholders', () => {
    const sentence = template('city', 'state?').parse('Welcome   to\n {city}.');
    expect(fill(sentence, { city: 'Reno', state: 'Nevada' })).toBe('Welcome to Reno.');
    expect(
      template('city')
        .safeParse('Welcome to {City}.')
        .error?.issues.map((i) => i.message),
    ).toEqual(['{City} is not a placeholder here; this key can use {city}', 'must contain {city}']);
  });
});

// 23 pages that together use every sentence of content/service-copy/ that any of the service
// pages uses, under each service, tier and travel zone (chosen by a greedy set cover when the copy
// moved out of TypeScript; the snapshot was recorded from the TypeScript version). The
// language-in-city pages among them are built ones, with facts from content/catalog/pairs.yaml.
// After an intended change to the copy or the catalog, update it with
// `npx vitest run tests/unit/catalog/service-copy.test.ts -u` and review the diff.
const samplePages = [
  'document-translation/buffalo-ny',
  'document-translation/korean-in-los-angeles-ca',
  'document-translation/honolulu-hi',
  'document-translation/marathi',
  'document-translation/spanish-in-dallas-tx',
  'document-translation/portuguese',
  'document-translation/chinese-traditional-in-los-angeles-ca',
  'document-translation/urdu',
  'on-site-interpretation/anchorage-ak',
  'on-site-interpretation/mandarin',
  'on-site-interpretation/haitian-creole-in-miami-fl',
  'on-site-interpretation/lowell-ma',
  'on-site-interpretation/malayalam',
  'on-site-interpretation/new-york-ny',
  'on-site-interpretation/santa-ana-ca',
  'remote-interpretation/anchorage-ak',
  'remote-interpretation/boston-ma',
  'remote-interpretation/cantonese-in-san-francisco-ca',
  'remote-interpretation/malayalam',
  'remote-interpretation/omaha-ne',
  'remote-interpretation/phone-interpreting',
  'remote-interpretation/spanish',
  'remote-interpretation/video-remote-interpreting',
  'remote-interpretation/zoom',
];

describe('service page words', () => {
  it('match the recorded snapshot of a representative sample', async () => {
    const catalog = getCatalog();
    const sample = Object.fromEntries(
      samplePages.map((page) => {
        const [serviceId = '', slug = ''] = page.split('/');
        const service = VARIANT_SERVICE_IDS.find((id) => id === serviceId);
        const variant = service === undefined ? null : parseServiceSlug(service, slug, catalog);
        if (service === undefined || variant === null) throw new Error(`${page} is not a service page`);
        return [page, getVariantCopy(service, variant, catalog)];
      }),
    );
    await expect(`${JSON.stringify(sample, null, 2)}\n`).toMatchFileSnapshot('./__snapshots__/service-copy-sample.json');
  });
});
