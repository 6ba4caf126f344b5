/**
 * Copies pdf.js's predefined character maps into public/pdfjs/cmaps/, where the
 * word-count worker fetches them for PDFs whose CJK fonts rely on them (older
 * Japanese, Chinese and Korean PDFs without embedded maps). The copy is build
 * output: public/pdfjs/ is not committed. Run before `next build`.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const started = performance.now();
const source = join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'cmaps');
const target = join(process.cwd(), 'public', 'pdfjs', 'cmaps');

if (!existsSync(source)) {
  console.error(`copy-pdfjs-assets: ${source} is missing; reinstall pdfjs-dist`);
  process.exit(1);
}
rmSync(target, { recursive: true, force: true });
mkdirSync(target, { recursive: true });
cpSync(source, target, { recursive: true, filter: (path) => !path.endsWith('LICENSE') });
const files = readdirSync(target).length;
console.log(`copy-pdfjs-assets: ${files} character maps in public/pdfjs/cmaps/ in ${Math.round(performance.now() - started)} ms`);
