import { describe, expect, it } from 'vitest';
import { shingles } from '@/scripts/content-check/similarity';
import { mainSections, sharedBySection } from '@/scripts/content-check/similarity-sections';

const page = (own: string) =>
  `<html><body><nav>Menu</nav><main><h1>Title ${own}</h1><p>lead text of the page</p>` +
  `<section><h2 id="prices">Prices</h2><p>from twenty seven dollars a page for every language</p></section>` +
  `<section><h2>About ${own}</h2><p>${own} alpha beta gamma delta epsilon zeta</p></section></main><footer>Foot</footer></body></html>`;

describe('mainSections', () => {
  it('cuts <main> at its h2s, naming each by its id or else its text, the text before the first h2 as (top)', () => {
    expect(mainSections(page('Kyrgyz'))).toEqual([
      { heading: '(top)', text: 'Title Kyrgyz lead text of the page' },
      { heading: 'prices', text: 'Prices from twenty seven dollars a page for every language' },
      { heading: 'About Kyrgyz', text: 'About Kyrgyz Kyrgyz alpha beta gamma delta epsilon zeta' },
    ]);
  });

  it('has no sections without <main>', () => {
    expect(mainSections('<html><body><h2>x</h2></body></html>')).toEqual([]);
  });
});

describe('sharedBySection', () => {
  it('counts each section’s shingles and those the neighbour has too, each shingle once under the section it starts in', () => {
    const a = mainSections(page('Kyrgyz'));
    const b = shingles(mainSections(page('Tajik')).map((s) => s.text).join(' '));
    const shares = sharedBySection(a, b);
    expect(shares.map((s) => s.heading)).toEqual(['(top)', 'prices', 'About Kyrgyz']);
    const prices = shares[1];
    // Ten shingles start at its ten words; the last three run into the next section, and only
    // "page for every language about" of those is on the neighbour too.
    expect(prices).toEqual({ heading: 'prices', shingles: 10, shared: 7 });
    // "alpha beta gamma delta epsilon" and "beta gamma delta epsilon zeta".
    expect(shares[2]?.shared).toBe(2);
    const total = shares.reduce((n, s) => n + s.shingles, 0);
    expect(total).toBe(shingles(a.map((s) => s.text).join(' ')).size);
  });
});
