import { describe, expect, it } from 'vitest';
import { findServiceWideBlocks, maskNames, pageOwnCopy, type NamedCopy } from '@/lib/services/service-wide-copy';

function page(name: string, own: string): NamedCopy {
  return {
    names: [name],
    sections: [
      { heading: `${name} at a glance`, paragraphs: [own, `Every ${name} translation is signed and dated.`] },
      {
        heading: `How a ${name} order works`,
        paragraphs: [`You upload the ${name} original; we count the words.`],
        bullets: ['Scan every page', `Spell ${name} names as in the passport`],
      },
    ],
    faq: [
      { question: `Is ${name} certified?`, answer: `Yes: every ${name} translation carries a signed statement.` },
      { question: `Which ${name} documents?`, answer: `${name} records from ${own.slice(0, 12)}.` },
    ],
  };
}

const pages = [
  page('Spanish', 'Two surnames, paternal then maternal.'),
  page('Somali', 'Written in Latin script since 1972.'),
  page('Hmong', 'Romanised Popular Alphabet since the 1950s.'),
];

describe('maskNames', () => {
  it('replaces each name, longest first, so that a longer name is one mark', () => {
    expect(maskNames('Chinese (Simplified) is not Chinese', ['Chinese', 'Chinese (Simplified)'])).toBe('\u2022 is not \u2022');
    expect(maskNames('Houston, TX and Houston', ['Houston', 'Houston, TX'])).toBe('\u2022 and \u2022');
    expect(maskNames('the script matters: samoan uses Latin (Samoa)', ['Samoan'])).toBe('the script matters: \u2022 uses Latin (Samoa)');
    expect(maskNames('K\u2019iche\u2019 (Guatemala) and Hmong', ['K\u2019iche\u2019 (Guatemala)'])).toBe('\u2022 and Hmong');
    expect(maskNames('Ga is a legal language of Ghana', ['Ga'])).toBe('\u2022 is a legal language of Ghana');
  });
});

describe('findServiceWideBlocks and pageOwnCopy', () => {
  const serviceWide = findServiceWideBlocks(pages, 3);

  it('finds the blocks that read the same on enough pages once names are masked', () => {
    expect(serviceWide).toEqual(
      new Set([
        'Every \u2022 translation is signed and dated.',
        'You upload the \u2022 original; we count the words.',
        'Scan every page',
        'Spell \u2022 names as in the passport',
        'Yes: every \u2022 translation carries a signed statement.',
      ]),
    );
    expect(findServiceWideBlocks(pages, 4).size).toBe(0);
  });

  it('keeps a block that pages of one group share: a state\u2019s rule on all of its cities\u2019 pages', () => {
    const city = (name: string, state: string, rule: string): NamedCopy => ({
      names: [name, state],
      group: state,
      sections: [{ heading: `${name}`, paragraphs: [`Orders from ${name} are placed online.`, rule] }],
      faq: [],
    });
    const cities = [
      city('Fresno', 'California', 'In California civil cases an exhibit needs a sworn translation (rule 3.1110(g)).'),
      city('Oakland', 'California', 'In California civil cases an exhibit needs a sworn translation (rule 3.1110(g)).'),
      city('San Jose', 'California', 'In California civil cases an exhibit needs a sworn translation (rule 3.1110(g)).'),
      city('Austin', 'Texas', 'Ask the court clerk.'),
    ];
    const wide = findServiceWideBlocks(cities, 3);
    expect(wide).toEqual(new Set(['Orders from \u2022 are placed online.']));
    expect(pageOwnCopy(cities[0] ?? city('', '', ''), wide).sections[0]?.paragraphs).toEqual([
      'In California civil cases an exhibit needs a sworn translation (rule 3.1110(g)).',
    ]);
    // Without groups, the same three pages make the rule service-wide.
    expect(
      findServiceWideBlocks(
        cities.map(({ group: _group, ...rest }) => rest),
        3,
      ).size,
    ).toBe(2);
  });

  it('keeps a page\u2019s own paragraphs and FAQ entries and drops what every page says', () => {
    const own = pageOwnCopy(pages[0] ?? page('', ''), serviceWide);
    expect(own.sections).toEqual([{ heading: 'Spanish at a glance', paragraphs: ['Two surnames, paternal then maternal.'] }]);
    expect(own.faq.map((f) => f.question)).toEqual(['Which Spanish documents?']);
  });

  it('keeps a whole list when any of its items is the page\u2019s own', () => {
    const mixed: NamedCopy = {
      names: ['Hmong'],
      sections: [{ heading: 'Documents', paragraphs: ['You upload the Hmong original; we count the words.'], bullets: ['Scan every page', 'Clan names'] }],
      faq: [],
    };
    expect(pageOwnCopy(mixed, serviceWide).sections).toEqual([{ heading: 'Documents', paragraphs: [], bullets: ['Scan every page', 'Clan names'] }]);
  });
});
