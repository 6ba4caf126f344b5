/**
 * npm run check:html (after the build): runs the Nu HTML Checker (vnu-jar, needs `java`) over one
 * built page of every template (see `sampleTemplates`: every static route, one variant page of each
 * kind of each service, the first page of every other parameter route, the 404 page) in one JVM,
 * prints each error as file:line:column: message and exits 1 on any. Warnings are listed, and
 * counted, but do not fail. `--all` checks every page in out/ instead of the sample.
 * It reads the catalog through the build's loaders, which import 'server-only': run it as
 * `npm run check:html` (`tsx --conditions=react-server`).
 */
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { getServicesData } from '@/lib/services/data.server';
import { htmlFiles, pagePath } from './content-check/built-site';
import { sampleTemplates, type SampledPage } from './html-check/sample';
import { checkWithVnu, type VnuMessage } from './html-check/vnu';

const root = process.cwd();
const outDir = join(root, 'out');
if (!existsSync(join(outDir, 'index.html'))) {
  console.error('✗ out/ not found: build the site first (npm run build:test)');
  process.exit(1);
}

const started = performance.now();
const pages: SampledPage[] = process.argv.includes('--all')
  ? [...htmlFiles(outDir)].map((file) => ({ template: pagePath(outDir, file), path: pagePath(outDir, file), file }))
  : sampleTemplates(join(root, 'app'), outDir, getServicesData().catalog);
const messages = checkWithVnu(pages.map((page) => page.file));
const seconds = ((performance.now() - started) / 1000).toFixed(1);

/** Findings grouped by `key`, in first-seen order (Map.groupBy needs Node 21). */
function groupBy(list: VnuMessage[], key: (m: VnuMessage) => string): Map<string, VnuMessage[]> {
  const groups = new Map<string, VnuMessage[]>();
  for (const m of list) groups.set(key(m), [...(groups.get(key(m)) ?? []), m]);
  return groups;
}

const where = (m: VnuMessage) => `${relative(root, m.file)}:${m.line ?? '?'}:${m.column ?? '?'}`;
const errors = messages.filter((m) => m.kind === 'error');
const warnings = messages.filter((m) => m.kind === 'warning');

if (warnings.length > 0) {
  const byMessage = groupBy(warnings, (m) => m.message);
  console.log(`Warnings (not failing): ${warnings.length}`);
  for (const [message, list] of byMessage) console.log(`  ${list.length}× ${message}\n     e.g. ${list.slice(0, 1).map(where).join('')}`);
}
const templateOf = new Map(pages.map((page) => [page.file, page.template]));
const failingPages = new Set(errors.map((m) => m.file));
if (errors.length > 0) {
  console.error(`\n✗ ${errors.length} HTML errors on ${failingPages.size} of ${pages.length} pages (Nu HTML Checker, ${seconds} s)`);
  for (const m of errors) console.error(`  ${where(m)}: ${m.message}`);
  console.error('\nBy template:');
  for (const [file, list] of groupBy(errors, (m) => m.file))
    console.error(`  ${String(list.length).padStart(4)}  ${templateOf.get(file) ?? relative(root, file)}`);
  process.exit(1);
}
console.log(
  `✓ valid HTML: ${pages.length} pages (${new Set(pages.map((p) => p.template)).size} templates), 0 errors, ${warnings.length} warnings (Nu HTML Checker, ${seconds} s)`,
);
