import 'server-only';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';
import { readImageSize } from '@/lib/validation/image-size';

export const defaultPublicDir = join(process.cwd(), 'public');

/**
 * Gives every markdown image its intrinsic width and height (read from the file in public/), so
 * the page does not shift as images load, and lazy loading. Returns the problems: an image that is
 * not a local file, or whose size cannot be read, or that has no alt text.
 */
export function sizeImages(tree: Root, publicDir = defaultPublicDir): string[] {
  const problems: string[] = [];
  visit(tree, 'element', (node: Element) => {
    if (node.tagName !== 'img') return;
    const src = typeof node.properties.src === 'string' ? node.properties.src : '';
    if (typeof node.properties.alt !== 'string' || node.properties.alt.trim() === '') problems.push(`image "${src}" needs alt text`);
    if (!src.startsWith('/') || src.startsWith('//')) {
      problems.push(`image "${src}" must be a file in public/, linked from the root ("/images/…")`);
      return;
    }
    let bytes: Buffer;
    try {
      bytes = readFileSync(join(publicDir, decodeURIComponent(src)));
    } catch {
      problems.push(`image "${src}" is not in public/`);
      return;
    }
    const size = readImageSize(bytes);
    if (!size) {
      problems.push(`image "${src}" is not a PNG, JPEG or WebP file`);
      return;
    }
    Object.assign(node.properties, { width: size.width, height: size.height, loading: 'lazy', decoding: 'async' });
  });
  return problems;
}
