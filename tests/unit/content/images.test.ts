import { describe, expect, it } from 'vitest';
import type { Element } from 'hast';
import { renderBody } from '@/lib/content/collection';
import { contentErrorOf } from './fixtures';

function firstImage(markdown: string): Element | undefined {
  const node = renderBody(markdown, 'content/blog/x.md').tree.children.find((child) => child.type === 'element');
  return node?.type === 'element' ? node.children.find((child): child is Element => child.type === 'element' && child.tagName === 'img') : undefined;
}

describe('markdown images', () => {
  it('get the width and height of the file in public/, and lazy loading', () => {
    expect(firstImage('![The Verbalis share card](/og/default.png)')?.properties).toMatchObject({ width: 1200, height: 630, loading: 'lazy', alt: 'The Verbalis share card' });
  });

  it.each([
    ['a file that is not in public/', '![Seal](/images/missing.png)', 'body: image "/images/missing.png" is not in public/'],
    ['a remote image', '![Seal](https://www.uscis.gov/seal.png)', 'must be a file in public/'],
    ['an image without alt text', '![](/og/default.png)', 'needs alt text'],
    ['a file that is not an image', '![Icon](/favicon.svg)', 'is not a PNG, JPEG or WebP file'],
  ])('reject %s, naming the file', (_case, markdown, problem) => {
    const error = contentErrorOf(() => renderBody(markdown, 'content/blog/x.md'));
    expect(error.file).toBe('content/blog/x.md');
    expect(error.message).toContain(problem);
  });
});
