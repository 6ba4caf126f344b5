import { describe, expect, it } from 'vitest';
import { auditPagePromises, pagePromiseProblems, type PromiseContext } from '@/scripts/content-check/page-promises';
import { readPageText } from '@/scripts/content-check/page-text';
import { readPromiseContext } from '@/scripts/content-check/built-promises';

/** A context with the registry's phrases as a page would quote them, and the price table's figures. */
const context: PromiseContext = {
  wording: new Map([
    ['turnaround', ['one business day for every five pages']],
    ['rush', ['due the same day or by noon the next']],
    ['revision-period', ['within 60 days of delivery']],
    ['retention', ['deleted automatically after 365 days']],
    ['guarantee', ['names our translation as the problem']],
    ['credentials', ['court-certified or registered interpreters where a court interpreter program covers the language']],
    ['review', ['a second linguist only when proofreading is ordered']],
  ]),
  languageNames: ['Russian', 'Serbian', 'Mam', 'Haitian Creole'],
  languageCodes: new Set(['ru', 'sr', 'mam', 'ht']),
  travel: { maxFeeCents: 15000, cheapestSessionCents: 19000 },
  courtRules: new Map([['/services/document-translation/los-angeles-ca/', 'Cal. Rules of Court, rule 3.1110(g)']]),
};

function page(body: string, head = '<title>A page | Verbalis</title>'): ReturnType<typeof readPageText> {
  return readPageText(`<!DOCTYPE html><html><head>${head}</head><body><main>${body}</main></body></html>`);
}

/** The rules that refuse something on the page. */
function rulesOn(body: string, path = '/x/', head?: string, ctx: PromiseContext = context): string[] {
  return [...new Set(pagePromiseProblems(path, page(body, head), ctx).map((p) => p.rule))];
}

describe('readPageText', () => {
  it('reads each block with its own words, its links and its headings, without scripts or hidden marks', () => {
    const { blocks } = page(
      '<h2 id="a">Prices<a href="#a" aria-hidden="true">#</a></h2><ul><li><p>Our <strong>guarantee</strong>: <a href="/agreement/x/">terms</a>.</p></li></ul>' +
        '<h3>Zone fees</h3><p>None in zone 1.</p><script>self.x="<p>hidden</p>"</script>',
      '<title>T &amp; U</title><meta name="description" content="What it says."/>',
    );
    expect(blocks.map((b) => [b.tag, b.text])).toEqual([
      ['title', 'T & U'],
      ['meta', 'What it says.'],
      ['h2', 'Prices'],
      ['p', 'Our guarantee: terms.'],
      ['h3', 'Zone fees'],
      ['p', 'None in zone 1.'],
    ]);
    expect(blocks[3]?.links).toEqual(['/agreement/x/']);
    expect(blocks[3]?.headings).toEqual(['Prices']);
    expect(blocks[5]?.headings).toEqual(['Prices', 'Zone fees']);
  });
});

describe('promise wording on built pages: each rule refuses its slip and lets the registry’s words through', () => {
  it.each([
    ['delivery-time', '<p>Certified translations are delivered within 24 hours.</p>', '<p>Standard delivery takes one business day for every five pages.</p>'],
    ['delivery-time', '<p>Proofread files are returned within one to two business days.</p>', '<p>All 96 pages were delivered in ten business days.</p>'],
    ['retention', '<p>Your files are deleted after 30 days.</p>', '<p>Files are deleted automatically after 365 days, or sooner on request.</p>'],
    [
      'guarantee',
      '<p>If USCIS rejects our translation, we revise it free of charge or refund it.</p>',
      '<p>If a USCIS notice names our translation as the problem, we revise it free of charge or refund what you paid.</p>',
    ],
    [
      'guarantee',
      '<p>If USCIS does not accept our certified translation, we revise it for free or refund you.</p>',
      '<p>If USCIS does not accept it, we revise it or refund you under our <a href="/agreement/refund-and-acceptance-guarantee/">guarantee</a>.</p>',
    ],
    [
      'credentials',
      '<p>We assign court-certified interpreters to every hearing.</p>',
      '<p>For legal work we assign court-certified or registered interpreters where a court interpreter program covers the language.</p>',
    ],
    ['credentials', '<p>Interpreters hold the credentials their settings call for.</p>', '<p>Certified interpreters have passed the federal examination.</p>'],
    [
      'second-linguist',
      '<p>Every certified translation is checked by a second linguist.</p>',
      '<p>A second linguist checks the translation line by line when you order proofreading.</p>',
    ],
    ['acceptance', '<p>Our certified translations are accepted by all courts.</p>', '<p>Whether a translation is accepted is the receiving office’s decision.</p>'],
    ['acceptance', '<h2>Who accepts it</h2>', '<p>Universities usually say which evaluators they accept.</p>'],
    [
      'acceptance',
      '<p>We can tell you who accepts it.</p>',
      '<p>We offer your booking to interpreters in your city, and email you the name of the one who accepts it.</p>',
    ],
    ['demand-ranking', '<p>Pages for the most requested languages.</p>', '<p>Pages for every language we translate.</p>'],
    [
      'apostille-never',
      '<p>You never need an apostille for a document used inside the United States.</p>',
      '<p>A foreign public record offered in a US court may need an apostille.</p>',
    ],
    ['zero-fee', '<p>A travel fee of $0.00 to $150.00 applies.</p>', '<p>Travel fee: none in zone 1, $150.00 in zone 4.</p>'],
    ['scripts-plural', '<p>Serbian is written in the Cyrillic and Latin script.</p>', '<p>Mandarin is written in the Han (Simplified and Traditional) script.</p>'],
    ['scripts-plural', '<p>Azerbaijani uses the Latin (Azerbaijan), Arabic (Iran) alphabet.</p>', '<p>Uzbek uses the Latin and Cyrillic alphabets.</p>'],
    ['lower-case-language', '<p>The script matters too: russian is written in Cyrillic.</p>', '<p>The script matters too: Russian is written in Cyrillic.</p>'],
    ['lower-case-language', '<p>haitian creole uses the Latin alphabet.</p>', '<td>mam</td>'],
    [
      'travel-versus-session',
      '<p>Honolulu is a zone 4 market, where travel can cost more than the session itself.</p>',
      '<p>Honolulu is a zone 4 market, where the travel fee comes on top of the session.</p>',
    ],
    ['timing-heading', '<h2>Timing for Buffalo</h2><p>Buffalo has pages of its own.</p>', '<h2>Timing for Boise</h2><p>An order confirmed before 3:00 p.m. is due by 6:00 p.m.</p>'],
    ['order-steps', '<p>A standard translation is signed by hand.</p>', '<p>A certified translation is signed electronically by the translator.</p>'],
  ])('%s: refuses "%s" and lets "%s" through', (rule, refused, passed) => {
    expect(rulesOn(refused)).toContain(rule);
    expect(rulesOn(passed)).not.toContain(rule);
  });

  it('refuses a travel sentence only when the fee is below the cheapest session', () => {
    const sentence = '<p>Travel can cost more than the session itself.</p>';
    expect(rulesOn(sentence, '/x/', undefined, { ...context, travel: { maxFeeCents: 25000, cheapestSessionCents: 19000 } })).not.toContain(
      'travel-versus-session',
    );
  });

  it('reads the title and the description too', () => {
    expect(rulesOn('<p>Nothing here.</p>', '/x/', '<title>Who Accepts It</title><meta name="description" content="Pages for the most requested languages."/>')).toEqual([
      'acceptance',
      'demand-ranking',
    ]);
  });

  it('requires the state court rule on the pages that name courts of a state with one', () => {
    const path = '/services/document-translation/los-angeles-ca/';
    expect(rulesOn('<p>Filed with the courts of California.</p>', path)).toContain('court-rule');
    expect(rulesOn('<p>An exhibit needs a translation certified under oath (Cal. Rules of Court, rule 3.1110(g)).</p>', path)).not.toContain('court-rule');
  });

  it('leaves the agreements to the registry test for delivery times and the guarantee, but not for slips', () => {
    const body = '<p>Corrections are delivered within 3 business days.</p><p>If USCIS rejects it, we revise it or refund you.</p><p>A fee of $0.00.</p>';
    expect(rulesOn(body, '/agreement/terms-of-service/')).toEqual(['zero-fee']);
  });

  it('groups the problems of many pages by rule, each line naming its page', () => {
    const { pageCount, problems } = auditPagePromises(
      [
        ['/a/', page('<p>The most requested languages.</p>')],
        ['/b/', page('<p>All good.</p>')],
      ],
      context,
    );
    expect(pageCount).toBe(2);
    expect([...problems.keys()]).toEqual(['rankings of demand']);
    expect(problems.get('rankings of demand')?.[0]).toMatch(/^\/a\/: "most requested"/);
  });
});

describe('the context read from the registry, the catalog and the price tables', () => {
  it('holds the registry’s phrases, every language, the travel figures and the pages that must print a court rule', () => {
    const real = readPromiseContext();
    expect(real.wording.get('guarantee')?.length).toBeGreaterThan(0);
    expect(real.languageNames).toContain('Russian');
    expect(real.travel.cheapestSessionCents).toBeGreaterThan(0);
    expect(real.courtRules.get('/services/document-translation/los-angeles-ca/')).toBe('Cal. Rules of Court, rule 3.1110(g)');
    expect(real.courtRules.has('/services/on-site-interpretation/los-angeles-ca/')).toBe(false);
  });
});
