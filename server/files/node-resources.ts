import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Where pdf.js's character maps are installed, for `pdfCMapUrl` when counting
 * in Node (the CLI, the API). Browser code must not import this module.
 */
export function nodePdfCMapUrl(): string {
  const packageJson = createRequire(import.meta.url).resolve('pdfjs-dist/package.json');
  return `${join(dirname(packageJson), 'cmaps')}/`;
}
