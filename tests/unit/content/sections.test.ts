import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '@/lib/content/markdown';
import { pickSections, sectionTree, splitSections } from '@/lib/markdown/sections';
import { toString } from 'hast-util-to-string';

const tree = renderMarkdown('Intro text.\n\n## What we do\n\nWe translate.\n\n### Cards\n\nOne card.\n\n## How it works\n\n1. Upload\n2. Pay').tree;

describe('splitSections', () => {
  it('cuts the page at its h2 headings, keeping the intro and nested h3s', () => {
    const { intro, sections } = splitSections(tree);
    expect(toString(intro).trim()).toBe('Intro text.');
    expect(sections.map((s) => [s.id, s.title])).toEqual([
      ['what-we-do', 'What we do'],
      ['how-it-works', 'How it works'],
    ]);
    expect(toString(sections[0]?.body ?? intro)).toContain('One card.');
  });

  it('splits a section body at its h3 headings', () => {
    const [first] = splitSections(tree).sections;
    if (!first) throw new Error('fixture');
    const { intro, sections } = splitSections(first.body, 'h3');
    expect(toString(intro).trim()).toBe('We translate.');
    expect(sections.map((s) => s.id)).toEqual(['cards']);
    expect(toString(sectionTree(first))).toMatch(/^What we do/);
  });
});

describe('pickSections', () => {
  it('returns a lookup for sections that exist', () => {
    const section = pickSections(tree, ['how-it-works'], 'content/pages/home.md');
    expect(section('how-it-works').title).toBe('How it works');
  });

  it('fails naming the file and each missing section', () => {
    expect(() => pickSections(tree, ['how-it-works', 'our-services', 'why-us'], 'content/pages/home.md')).toThrow(
      /content\/pages\/home\.md: body: needs a "##" section whose heading makes the id "our-services"; body: needs .* "why-us"/,
    );
  });
});
