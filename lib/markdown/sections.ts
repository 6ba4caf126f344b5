import type { Element, Root, RootContent } from 'hast';
import { toString } from 'hast-util-to-string';
import { ContentError } from '@/lib/errors/content-error';

export interface Section {
  id: string;
  title: string;
  heading: Element;
  /** The content after the heading, up to the next heading of the same level. */
  body: Root;
}

export interface SplitTree {
  intro: Root;
  sections: Section[];
}

function isHeading(node: RootContent, tag: 'h2' | 'h3'): node is Element {
  return node.type === 'element' && node.tagName === tag;
}

/**
 * Cuts a rendered page at its `##` (or `###`) headings, so a page component can lay out each part
 * of the copy in its own block (cards, steps, a certificate) while the words stay in content/.
 */
export function splitSections(tree: Root, tag: 'h2' | 'h3' = 'h2'): SplitTree {
  const intro: Root = { type: 'root', children: [] };
  const sections: Section[] = [];
  for (const node of tree.children) {
    if (isHeading(node, tag)) {
      const id = typeof node.properties.id === 'string' ? node.properties.id : '';
      sections.push({ id, title: toString(node), heading: node, body: { type: 'root', children: [] } });
    } else {
      (sections.at(-1)?.body ?? intro).children.push(node);
    }
  }
  return { intro, sections };
}

/**
 * The sections a page layout needs, by heading id. All are checked up front, so a missing one
 * fails the build naming the file; the returned lookup then always finds its section.
 */
export function pickSections<const Id extends string>(tree: Root, ids: readonly Id[], file: string): (id: Id) => Section {
  const { sections } = splitSections(tree);
  const byId = new Map(sections.map((s) => [s.id, s]));
  const problems = ids.filter((id) => !byId.has(id)).map((id) => `body: needs a "##" section whose heading makes the id "${id}"`);
  if (problems.length > 0) throw new ContentError(file, problems);
  return (id) => {
    const section = byId.get(id);
    if (!section) throw new ContentError(file, [`body: no section "${id}"`]);
    return section;
  };
}

/** A section as a tree of its own, heading included, ready for the Markdown component. */
export function sectionTree(section: Section, withHeading = true): Root {
  return { type: 'root', children: withHeading ? [section.heading, ...section.body.children] : section.body.children };
}
