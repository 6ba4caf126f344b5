import { describe, expect, it } from 'vitest';
import { checkLink, type KnownSite } from '@/lib/content/links';

const site: KnownSite = {
  pages: new Set(['/', '/faq/', '/support/', '/support/how-to-order/', '/services/']),
  anchors: new Map([
    ['/faq/', new Set(['what-is-a-certified-translation'])],
    ['/support/how-to-order/', new Set(['step-by-step'])],
  ]),
};
const own = new Set(['the-rule']);

describe('checkLink', () => {
  it.each([
    ['/support/how-to-order/'],
    ['/support/how-to-order/#step-by-step'],
    ['/faq/#what-is-a-certified-translation'],
    ['/services/#proofreading'], // anchors of pages without a known id list are checked after the build
    ['/services/document-translation/spanish/'], // catalog pages are checked after the build
    ['/blog/rss.xml'],
    ['#the-rule'],
    ['https://www.uscis.gov/'],
    ['https://travel.state.gov/content/travel.html'],
    ['mailto:hello@verbalis.com'],
    ['tel:+16465550142'],
  ])('accepts %s', (href) => {
    expect(checkLink(href, site, own)).toBeUndefined();
  });

  it.each([
    ['/support/how-to-pay/', 'is not a page on this site'],
    ['/support/how-to-order', 'must end with "/"'],
    ['/support/how-to-order/#missing', 'has no element with id "missing"'],
    ['/faq/#nope', 'has no element with id "nope"'],
    ['#elsewhere', 'points at no heading on this page'],
    ['support/how-to-order/', 'must be root-relative'],
    ['/support/?q=apostille', 'carry no query string'],
    ['/services/document-translation/Spanish/', 'is not a page on this site'],
    ['https://example.com/guide', 'external links go to official sources only'],
    ['https://uscis.gov.example.com/', 'external links go to official sources only'],
    ['http://www.uscis.gov/', 'must use https://'],
    ['javascript:alert(1)', 'must use https://'],
  ])('rejects %s', (href, problem) => {
    expect(checkLink(href, site, own)).toContain(problem);
  });
});
