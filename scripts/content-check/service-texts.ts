import { readFileSync } from 'node:fs';
import { htmlFiles, pagePath } from './built-site';
import { mainText } from './similarity';

/** A service variant page's path: /services/<service>/<slug>/ (not the overview or a listing). */
const variantPage = /^\/services\/[^/]+\/[^/]+\/$/;

/**
 * The `<main>` text of every built service variant page (out/services/<service>/<slug>/index.html),
 * by path. The overview and the three listing pages are not variants and are left out.
 */
export function readServicePageTexts(outDir: string): Map<string, string> {
  const texts = new Map<string, string>();
  for (const file of htmlFiles(outDir)) {
    const path = pagePath(outDir, file);
    if (!variantPage.test(path)) continue;
    const text = mainText(readFileSync(file, 'utf8'));
    if (text === undefined) throw new Error(`${path} has no <main>`);
    texts.set(path, text);
  }
  return texts;
}
