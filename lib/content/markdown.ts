import type { Root, Element } from 'hast';
import { toString } from 'hast-util-to-string';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

export interface Heading {
  id: string;
  text: string;
  depth: 2 | 3;
}

export interface RenderedMarkdown {
  tree: Root;
  headings: Heading[];
  /** Every href in the document, for the link check. */
  links: string[];
  wordCount: number;
}

// Raw HTML is dropped by remark-rehype (no allowDangerousHtml); sanitizing is the second fence.
// Heading ids come from rehype-slug, so the schema must keep ids without the default "user-content-" prefix.
const schema = { ...defaultSchema, clobberPrefix: '', clobber: [] };

const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeSanitize, schema).use(rehypeSlug);

export function countWordsInText(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** Markdown to a sanitised HTML tree, with its headings and links. Build time only. */
export function renderMarkdown(source: string): RenderedMarkdown {
  const tree: Root = processor.runSync(processor.parse(source));
  const headings: Heading[] = [];
  const links: string[] = [];
  visit(tree, 'element', (node: Element) => {
    if ((node.tagName === 'h2' || node.tagName === 'h3') && typeof node.properties.id === 'string') {
      headings.push({ id: node.properties.id, text: toString(node), depth: node.tagName === 'h2' ? 2 : 3 });
    }
    if (node.tagName === 'a' && typeof node.properties.href === 'string') links.push(node.properties.href);
  });
  return { tree, headings, links, wordCount: countWordsInText(toString(tree)) };
}
