import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadClientReferences } from '@/lib/content/client-references';
import { loadFaq } from '@/lib/content/faq';
import { loadTestimonials } from '@/lib/content/testimonials';
import { contentErrorOf, faqEntry, reference, tempTree, testimonial, words, type TempTree } from './fixtures';

let tree: TempTree;
beforeEach(() => {
  tree = tempTree();
});
afterEach(() => tree.remove());

describe('loadFaq', () => {
  it('groups entries by category order, keeps file order inside a category, and renders answers', () => {
    const file = tree.write(
      'faq.yaml',
      JSON.stringify([
        { ...faqEntry, id: 'how-much', category: 'pricing-and-payment', question: 'How much does it cost?' },
        faqEntry,
        { ...faqEntry, id: 'second-certified', question: 'Is notarization needed?', answer: `${words(50)} See the [support center](/support/).` },
      ]),
    );
    const faq = loadFaq(file);
    expect(faq.map((f) => f.id)).toEqual(['what-is-a-certified-translation', 'second-certified', 'how-much']);
    expect(faq[0]?.path).toBe('/faq/#what-is-a-certified-translation');
    expect(faq[1]?.answer.links).toEqual(['/support/']);
    expect(faq[2]?.index).toBe(0);
  });

  it.each([
    ['an unknown category', { ...faqEntry, category: 'visas' }, '[0].category'],
    ['a question without a question mark', { ...faqEntry, question: 'What a certified translation is' }, '[0].question: must end with a question mark'],
    ['an answer under 40 words', { ...faqEntry, answer: words(10) }, '[0].answer: must be 40–150 words (has 10)'],
    ['an id that is not kebab-case', { ...faqEntry, id: 'What Is It' }, '[0].id'],
  ])('rejects %s', (_case, entry, problem) => {
    const file = tree.write('faq.yaml', JSON.stringify([entry]));
    const error = contentErrorOf(() => loadFaq(file));
    expect(error.file).toBe(file);
    expect(error.message).toContain(problem);
  });

  it('rejects a duplicate id, naming both positions', () => {
    const file = tree.write('faq.yaml', JSON.stringify([faqEntry, { ...faqEntry, question: 'Another question?' }]));
    expect(contentErrorOf(() => loadFaq(file)).message).toContain('[1].id: duplicate id "what-is-a-certified-translation", already used by [0].id');
  });

  it('rejects a file that is not a list', () => {
    const file = tree.write('faq.yaml', 'question: one');
    expect(contentErrorOf(() => loadFaq(file)).message).toContain('(root)');
  });
});

describe('loadTestimonials', () => {
  it('loads testimonials newest first', () => {
    const file = tree.write('testimonials.yaml', JSON.stringify([testimonial, { ...testimonial, id: 'later', date: '2026-01-05' }]));
    expect(loadTestimonials(file).map((t) => t.id)).toEqual(['later', 'green-card-queens']);
  });

  it.each([
    ['a rating of 6', { ...testimonial, rating: 6 }, '[0].rating'],
    ['a fractional rating', { ...testimonial, rating: 4.5 }, '[0].rating'],
    ['a full surname', { ...testimonial, name: 'Lucía Martínez' }, '[0].name: must be a first name and a last initial'],
    ['an unknown service', { ...testimonial, service: 'subtitling' }, '[0].service'],
    ['a date before 2024', { ...testimonial, date: '2023-12-31' }, '[0].date: must be between 2024 and 2026'],
    ['a quote under 30 words', { ...testimonial, quote: words(12) }, '[0].quote: must be 30–90 words'],
  ])('rejects %s', (_case, entry, problem) => {
    const file = tree.write('testimonials.yaml', JSON.stringify([entry]));
    expect(contentErrorOf(() => loadTestimonials(file)).message).toContain(problem);
  });
});

describe('loadClientReferences', () => {
  it('loads references in file order with rendered work and outcome', () => {
    const file = tree.write('references.yaml', JSON.stringify([reference, { ...reference, id: 'hospital', sector: 'healthcare' }]));
    const references = loadClientReferences(file);
    expect(references.map((r) => r.id)).toEqual(['immigration-firm', 'hospital']);
    expect(references[0]?.work.wordCount).toBe(80);
  });

  it.each([
    ['an unknown sector', { ...reference, sector: 'retail' }, '[0].sector'],
    ['no services', { ...reference, services: [] }, '[0].services'],
    ['work under 60 words', { ...reference, work: words(20) }, '[0].work: must be 60–150 words'],
    ['an outcome over 80 words', { ...reference, outcome: words(90) }, '[0].outcome: must be 30–80 words'],
  ])('rejects %s', (_case, entry, problem) => {
    const file = tree.write('references.yaml', JSON.stringify([entry]));
    expect(contentErrorOf(() => loadClientReferences(file)).message).toContain(problem);
  });
});
