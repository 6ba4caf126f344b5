/**
 * The words a visitor reads on one built page, as blocks: each paragraph, list item, heading, table
 * cell and so on with its own text (a nested block's words are its own), the links inside it and the
 * headings of the section it is in; and the page's title and description, which search results show.
 * The promise checks (page-promises.ts) read these, so that a sentence is judged with its links.
 */
import { Parser } from 'htmlparser2';

export interface TextBlock {
  /** The element: `p`, `li`, `h2`, `td`, `meta` (the description)… */
  tag: string;
  text: string;
  /** The `href` of every link in the block. */
  links: string[];
  /** The h2 above the block, then the h3 under it if there is one (empty before the first h2). */
  headings: string[];
}

export interface PageText {
  blocks: TextBlock[];
}

/** Elements whose words run on inside the enclosing block. */
const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'br',
  'cite',
  'code',
  'data',
  'dfn',
  'em',
  'i',
  'img',
  'kbd',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
  'wbr',
]);
/** Elements whose content is not read as text (nor is an element marked `aria-hidden`). */
const SKIPPED = new Set(['script', 'style', 'template', 'noscript', 'svg', 'head']);
const DESCRIPTIONS = new Set(['description', 'og:description', 'twitter:description']);

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Reads the blocks of a page's `<body>`, after its title and descriptions from `<head>` as blocks of their own. */
export function readPageText(html: string): PageText {
  const blocks: TextBlock[] = [];
  const stack: { tag: string; text: string; links: string[] }[] = [];
  let skipping = 0;
  let inHead = false;
  let inTitle = false;
  let title = '';
  let h2 = '';
  let h3 = '';
  const descriptions = new Set<string>();
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'head') inHead = true;
        if (name === 'title' && inHead) inTitle = true;
        if (name === 'meta' && DESCRIPTIONS.has(attributes.name ?? attributes.property ?? '') && attributes.content) {
          descriptions.add(squash(attributes.content));
        }
        // Inside a skipped element every tag opens one level deeper (void ones close at once).
        if (skipping > 0 || SKIPPED.has(name) || attributes['aria-hidden'] === 'true') {
          skipping++;
          return;
        }
        if (name === 'a' && attributes.href !== undefined) stack.at(-1)?.links.push(attributes.href);
        else if (name === 'br') {
          const top = stack.at(-1);
          if (top) top.text += ' ';
        }
        if (!INLINE.has(name)) stack.push({ tag: name, text: '', links: [] });
      },
      ontext(text) {
        if (inTitle) title += text;
        if (skipping > 0) return;
        const top = stack.at(-1);
        if (top) top.text += text;
      },
      onclosetag(name) {
        if (name === 'head') inHead = false;
        if (name === 'title') inTitle = false;
        if (skipping > 0) {
          skipping--;
          return;
        }
        if (INLINE.has(name)) return;
        const block = stack.pop();
        if (block === undefined) return;
        const text = squash(block.text);
        if (text === '') return;
        // The parent's text goes on after this block: keep a space between them.
        const parent = stack.at(-1);
        if (parent) parent.text += ' ';
        if (block.tag === 'h2') [h2, h3] = [text, ''];
        if (block.tag === 'h3') h3 = text;
        const headings = block.tag === 'h2' ? [] : block.tag === 'h3' ? [h2] : [h2, h3];
        blocks.push({ tag: block.tag, text, links: block.links, headings: headings.filter((h) => h !== '') });
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  const head: TextBlock[] = [
    ...(squash(title) === '' ? [] : [{ tag: 'title', text: squash(title), links: [], headings: [] }]),
    ...[...descriptions].map((text) => ({ tag: 'meta', text, links: [], headings: [] })),
  ];
  return { blocks: [...head, ...blocks] };
}
