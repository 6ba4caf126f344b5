import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getServiceCopy, loadServiceCopy } from '@/lib/catalog/copy/load.server';
import { allLegalRules, cite } from '@/lib/catalog/copy/legal';
import { fill, template } from '@/lib/catalog/copy/template';
import { indefiniteArticle } from '@/lib/catalog/copy/text';
import { documentTurnaround } from '@/lib/catalog/copy/turnaround';
import { getCatalog } from '@/lib/catalog/load.server';
import { VARIANT_SERVICE_IDS, type Language } from '@/lib/catalog/schema';
import { ContentError } from '@/lib/errors/content-error';
import { getPriceTables } from '@/lib/pricing/load.server';
import { listPageVariants } from '@/lib/services/page-variants';
import {
  articleProblems,
  auditRenderedCopy,
  bannedPhraseProblems,
  citationProblems,
  jurisdictionProblems,
  mechanicalProblems,
  placeProblems,
  regionProblems,
} from '@/scripts/content-check/copy-truth';
import { auditServicePageCopy } from '@/scripts/content-check/service-pages';
import { editedContent, errorOf } from './support/edited-content';

const copyDir = editedContent('content/service-copy', 'service-copy-truth-');

describe('indefinite articles', () => {
  it.each([
    ['hour', 'an'],
    ['honest', 'an'],
    ['house', 'a'],
    ['university', 'a'],
    ['unintended', 'an'],
    ['US', 'a'],
    ['U.S.', 'a'],
    ['USCIS', 'a'],
    ['FBI', 'an'],
    ['RFE', 'an'],
    ['Arabic', 'an'],
    ['Albuquerque', 'an'],
    ['Ukrainian', 'a'],
    ['Urdu', 'an'],
    ['Uzbek', 'an'],
    ['Uyghur', 'a'],
    ['Utah', 'a'],
    ['European', 'a'],
    ['one-time', 'a'],
    ['Oromo', 'an'],
    ['8:00', 'an'],
    ['11:00', 'an'],
    ['9:00', 'a'],
    ['Spanish', 'a'],
  ])('%s takes "%s"', (word, article) => {
    expect(indefiniteArticle(word)).toBe(article);
  });

  it('are chosen from the value a template fills in', () => {
    const sentence = template('language').parse('Book a {language} interpreter. A {language} session, or an {language} one.');
    expect(fill(sentence, { language: 'Arabic' })).toBe('Book an Arabic interpreter. An Arabic session, or an Arabic one.');
    expect(fill(sentence, { language: 'Ukrainian' })).toBe('Book a Ukrainian interpreter. A Ukrainian session, or a Ukrainian one.');
    // Only a whole word "a" is an article: "via {x}" and "Sofia {x}" are left alone.
    expect(fill(template('city').parse('Sofia {city} via {city}'), { city: 'Austin' })).toBe('Sofia Austin via Austin');
  });
});

describe('the checks of the service pages’ words', () => {
  it.each([
    'Among our Lexington clients, Spanish is the language we are asked for most, ahead of Japanese, Swahili and Kinyarwanda.',
    'Marshallese is the second most requested language for certified translation in Springdale.',
    'Outside Kentucky, Spanish work for us concentrates in Louisville, KY and Miami, FL.',
    'Our Hmong interpreters are most in demand in Saint Paul, MN.',
    'Demand for Somali is highest in Columbus, OH.',
    'Booking a specialist means working with someone who already knows how Spanish speakers there describe their schools.',
    'Our Honolulu interpreters know these venues, their security procedures and their paperwork.',
    'Yes. Certification is the same wherever you live, which the USCIS office serving Houston accepts like any other.',
    'Courts generally accept a certified translation with the translator’s statement of accuracy.',
    'An apostille is never needed for USCIS or any other office inside the United States.',
    'Every translation meets that standard, and if USCIS questions it we revise it free or refund you.',
    'Expedited delivery halves the standard time, and 24-hour rush is available for up to five pages.',
    'Delivery dates on your quote are business days, counted from the moment you place the order.',
    'Our linguists know speakers from Cambodia, whichever of those places a Lowell family comes from.',
    'Certified Spanish translation accepted by USCIS, courts and universities.',
    "Hartford's large Puerto Rican community makes Spanish the dominant request in its courts.",
    'Refugees have added Swahili and Dari to the Spanish requests; Spanish leads community requests in the courts.',
    'The city keeps Spanish and French in steady demand.',
  ])('refuse "%s"', (sentence) => {
    expect(bannedPhraseProblems(sentence)).not.toEqual([]);
  });

  it('let plain statements through', () => {
    expect(bannedPhraseProblems('Tell us where the speaker is from, and we match a linguist who knows that variety.')).toEqual([]);
  });

  it('refuse "a" before a vowel sound and "an" before a consonant sound', () => {
    expect(articleProblems('Book a Arabic interpreter.')).toEqual(['"a Arabic" should be "an Arabic"']);
    expect(articleProblems('An Ukrainian session and an US office.')).toEqual(['"An Ukrainian" should be "a Ukrainian"', '"an US" should be "a US"']);
    expect(articleProblems('An hour with a university, a US office, an FBI check, a one-off and an 8:00 a.m. start.')).toEqual([]);
  });

  it('refuse unfilled placeholders, doubled words and loose spacing', () => {
    expect(mechanicalProblems('Interpreters in {city}.')).toHaveLength(1);
    expect(mechanicalProblems('We serve the the whole area.')).toEqual(['doubled word "the the"']);
    expect(mechanicalProblems('Two  spaces , and a comma.')).toEqual(['two spaces in a row', 'space before punctuation near "Two  spaces ,"']);
    expect(mechanicalProblems('Somali (Maay Maay) records', ['Maay Maay'])).toEqual([]);
  });

  it('refuse an article before a place name and a place without its preposition', () => {
    const places = ['Lowell', 'Albuquerque', 'Arkansas', 'New York'];
    expect(placeProblems('How soon can a Khmer interpreter join a call Lowell?', places)).toEqual(['"call Lowell": a preposition is missing before the place']);
    expect(placeProblems('Whether a Albuquerque client or a Arkansas family', places)).toEqual([
      '"a Albuquerque": no article before a place name',
      '"a Arkansas": no article before a place name',
    ]);
    expect(placeProblems('Join a call from Lowell; a client in Albuquerque; our New York coordinators.', places)).toEqual([]);
  });

  const rule = {
    where: 'CA',
    statement: 'In California, exhibits need a sworn translation',
    rule: 'Cal. Rules of Court, rule 3.1110(g)',
    source: 'https://courts.ca.gov',
  };

  it('refuse a legal statement without its citation, and a citation not from the data', () => {
    expect(citationProblems(`Yes. ${rule.statement}. Add notarization.`, [rule])).toHaveLength(1);
    expect(citationProblems(`Yes. ${cite(rule)} Add notarization.`, [rule])).toEqual([]);
    expect(citationProblems('USCIS wants a certified translation (8 CFR 103.2(b)(9)).', [rule])).toEqual([
      'citation "8 CFR 103.2(b)(9)" does not come from content/service-copy/legal-rules.yaml',
    ]);
  });

  it('refuse "the state" and the bare name on the pages of a place that is not a state', () => {
    const dc = { state: 'District of Columbia', name: 'the District of Columbia' };
    expect(jurisdictionProblems('Washington is the only city with a page, but we serve the whole state from it.', dc)).toHaveLength(1);
    expect(jurisdictionProblems('A hard copy can be mailed to any address in District of Columbia.', dc)).toHaveLength(1);
    expect(jurisdictionProblems('A hard copy can be mailed to any address in the District of Columbia.', dc)).toEqual([]);
  });

  it('refuse a US state among the places a language comes from', () => {
    const language = (slug: string, regions: string[]) => ({ slug, regions }) as unknown as Language;
    const catalog = { locations: [] };
    expect(regionProblems([language('marshallese', ['Marshall Islands', 'Arkansas', 'Hawaii'])], catalog)).toHaveLength(2);
    expect(regionProblems([language('georgian', ['Georgia'])], catalog)).toHaveLength(1);
    expect(regionProblems([language('georgian', ['Georgia (the country)']), language('navajo', ['Navajo Nation (Arizona)'])], catalog)).toEqual([]);
  });

  it('report each problem with its page, by kind', () => {
    const problems = auditRenderedCopy([{ page: 'remote-interpretation/khmer-in-lowell-ma', texts: ['Join a call Lowell with a Arabic speaker.'] }], {
      places: ['Lowell'],
      names: [],
      legalRules: [],
    });
    expect(Object.fromEntries(problems)).toEqual({
      'a or an': ['remote-interpretation/khmer-in-lowell-ma: "a Arabic" should be "an Arabic"'],
      'place names without their preposition': ['remote-interpretation/khmer-in-lowell-ma: "call Lowell": a preposition is missing before the place'],
    });
  });
});

describe('legal-rules.yaml', () => {
  it('refuses a statement without its source', () => {
    const dir = copyDir('legal-rules.yaml', (t) => t.replace(/\n {4}source: "https:\/\/courts\.ca\.gov[^\n]*/, ''));
    const error = errorOf(ContentError, () => loadServiceCopy(dir));
    expect(error.message).toContain('courtTranslations[0].source: Invalid input');
  });

  it('gives every statement a source: a URL, a published citation or a file of content/ that exists', () => {
    for (const { source } of allLegalRules(getServiceCopy().legalRules)) {
      if (source.startsWith('content/')) expect(existsSync(source)).toBe(true);
      else expect(source).toMatch(/^https:\/\/\S+$|^\S+(?: \S+){3,}$/);
    }
  });
});

describe('turnaround promises', () => {
  const tables = getPriceTables();
  const shared = getServiceCopy().shared;
  const terms = readFileSync('content/agreements/terms-of-service.md', 'utf8');

  it('are worded from the price tables the quote uses', () => {
    const { summary, counting } = documentTurnaround(tables.turnaround, shared);
    expect(summary).toContain(
      'Rush delivery, for orders of up to five pages, is due by 8:00 p.m. Eastern the same day when you confirm on a business day before 12:00 p.m.',
    );
    expect(summary).toContain('Expedited delivery, for orders of more than five pages');
    expect(counting).toContain('counted from when you confirm the order');
    expect(counting).toContain('an order confirmed after 5:00 p.m. Eastern');
    expect(counting).not.toContain('paid');
    const changed = { ...tables.turnaround, rush: { ...tables.turnaround.rush, maxPages: 3, nextDayBy: '10:00' }, orderCutoff: '16:00', dueBy: '18:00' };
    expect(documentTurnaround(changed, shared).summary).toContain('up to three pages');
    expect(documentTurnaround(changed, shared).summary).toContain('by 10:00 a.m. Eastern on the next business day');
    expect(documentTurnaround(changed, shared).counting).toContain('after 4:00 p.m. Eastern');
    expect(documentTurnaround(changed, shared).counting).toContain('due by 6:00 p.m. Eastern');
  });

  it('agree with the cut-off and the delivery time of the terms of service', () => {
    expect(terms).toContain(`Orders confirmed after ${tables.turnaround.orderCutoff} Eastern`);
    expect(terms).toContain(`delivery is due by ${tables.turnaround.dueBy} Eastern`);
    expect(terms).toContain(`before ${tables.turnaround.rush.sameDayBefore} Eastern`);
  });
});

describe('every service page', () => {
  it('renders without any problem the content check looks for', () => {
    const { pageCount, problems } = auditServicePageCopy();
    // Every built variant page: each service's languages, cities and platforms.
    const catalog = getCatalog();
    expect(pageCount).toBe(VARIANT_SERVICE_IDS.reduce((sum, serviceId) => sum + listPageVariants(serviceId, catalog).length, 0));
    expect(pageCount).toBeGreaterThan(600);
    expect(Object.fromEntries(problems)).toEqual({});
  });

  it('draws its languages’ regions from outside the US states', () => {
    expect(regionProblems(getCatalog().languages, getCatalog())).toEqual([]);
  });
});
