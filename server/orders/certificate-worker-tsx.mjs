/**
 * The certificate worker where it has not been bundled (`tsx server/index.ts`, vitest): a worker
 * thread inherits neither vitest's transforms nor, reliably, tsx's, so it registers tsx itself
 * (which resolves `@/` through tsconfig.json). The bundled server never loads this file.
 */
import { register } from 'tsx/esm/api';

register();
const { default: render, developmentKey, invoice, preview } = await import('./certificate-worker.ts');

export default render;
export { developmentKey, invoice, preview };
