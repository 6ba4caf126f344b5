/**
 * The file worker where it has not been bundled (`tsx server/index.ts`, vitest): a worker
 * thread inherits neither vitest's transforms nor, reliably, tsx's, so it registers tsx itself
 * (which resolves `@/` through tsconfig.json). The bundled server never loads this file.
 */
import { register } from 'tsx/esm/api';

// pdf.js is plain JavaScript: imported before tsx is registered it loads in 0.15 s instead of
// 1.7 s through tsx's loader, and the word counter's later import finds it loaded.
await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
await import('pdfjs-dist/legacy/build/pdf.mjs');
register();
const { default: examine } = await import('./file-worker.ts');

export default examine;
