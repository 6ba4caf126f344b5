/**
 * npm run check:budgets (after the build): the first-load JS of every page in out/ (gzip sum of the
 * scripts its HTML references) against its budget above Next's own floor: 12.5 KB for content pages,
 * 110 KB for calculator and form pages. Also fails when pdf.js, the phone number metadata or the date
 * picker is part of any page's first load, when a page's entry script lacks V8's compile hint
 * (scripts/build/compile-hints.ts), and when a service page's HTML plus RSC files pass 100 KB.
 * Prints the sizes; exits 1 on any page past its budget.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  budgetAboveFloor,
  checkBudgets,
  compileHintCheck,
  eagerHeavyModules,
  nextFloorGzipBytes,
  servicePageBytesBudget,
  type BudgetLine,
} from './bench/lib/budgets';
import { firstLoadScripts, kb, scriptFile } from './bench/lib/measure';
import { pageBytes } from './bench/lib/page-bytes';
import { pageTemplates } from './bench/lib/templates';
import { htmlFiles, pagePath } from './content-check/built-site';

const outDir = join(process.cwd(), 'out');
if (!existsSync(join(outDir, 'index.html'))) {
  console.error('✗ out/ not found: build the site first');
  process.exit(1);
}

// Thousands of pages share a few dozen scripts: read and compress each once.
const scriptText = new Map<string, string>();
const gzipBytes = new Map<string, number>();
function load(src: string): string {
  let text = scriptText.get(src);
  if (text === undefined) {
    const bytes = readFileSync(scriptFile(outDir, src));
    text = bytes.toString('utf8');
    scriptText.set(src, text);
    gzipBytes.set(src, gzipSync(bytes).length);
  }
  return text;
}

const started = performance.now();
const pages: { path: string; bytes: number }[] = [];
const eager: string[] = [];
const unhinted = new Set<string>();
let entryScripts = 0;
const checkedScriptSets = new Set<string>();
for (const file of htmlFiles(outDir)) {
  const scripts = firstLoadScripts(readFileSync(file, 'utf8'));
  const texts = scripts.map(load);
  const path = pagePath(outDir, file);
  pages.push({ path, bytes: scripts.reduce((sum, src) => sum + (gzipBytes.get(src) ?? 0), 0) });
  const key = scripts.join(' ');
  if (checkedScriptSets.has(key)) continue;
  checkedScriptSets.add(key);
  const heavy = eagerHeavyModules(texts);
  if (heavy.length > 0) eager.push(`${path}: ${heavy.join(', ')}`);
  const hints = compileHintCheck(scripts, texts);
  entryScripts += hints.entries;
  for (const src of hints.unhinted) unhinted.add(src);
}
const summary = checkBudgets(pages);

const row = (line: BudgetLine) =>
  `  ${line.path.padEnd(58)} ${line.kind.padEnd(11)} ${kb(line.bytes).padStart(9)}  +${kb(line.aboveFloor).padStart(8)} of +${kb(line.budget)}${line.over ? '  ✗ over budget' : ''}`;
console.log(`First-load JS (gzip), ${pages.length} pages, Next floor ${kb(nextFloorGzipBytes)} (${Math.round(performance.now() - started)} ms)`);
console.log(`Budgets above the floor: content ${kb(budgetAboveFloor.content)}, calculator/form ${kb(budgetAboveFloor.interactive)}\n`);
const templates = new Set(pageTemplates(outDir).map((t) => t.path));
for (const line of summary.lines.filter((l) => templates.has(l.path))) console.log(row(line));
console.log('\nHeaviest page of each kind:');
for (const line of Object.values(summary.heaviest)) console.log(row(line));

let failed = false;
if (summary.over.length > 0) {
  failed = true;
  console.error(`\n✗ ${summary.over.length} pages past their first-load JS budget:`);
  for (const line of summary.over.slice(0, 25)) console.error(row(line));
}
if (eager.length > 0) {
  failed = true;
  console.error('\n✗ code that must load only when used is part of the first load:');
  for (const line of eager.slice(0, 25)) console.error(`  ${line}`);
}
if (unhinted.size > 0 || entryScripts === 0) {
  failed = true;
  console.error(`\n✗ first-load entry scripts without V8's compile hint (scripts/build/compile-hints.ts; has Next changed how it builds or names chunks?):`);
  if (entryScripts === 0) console.error('  no page names an entry script (`name-hash.js`)');
  for (const src of [...unhinted].slice(0, 25)) console.error(`  ${src}`);
}
const servicePages = pageBytes(outDir).filter((page) => page.template === 'service page');
const heavy = servicePages.filter((page) => page.html + page.rsc > servicePageBytesBudget).sort((a, b) => b.html + b.rsc - (a.html + a.rsc));
const heaviest = [...servicePages].sort((a, b) => b.html + b.rsc - (a.html + a.rsc))[0];
if (heaviest)
  console.log(`\nHeaviest service page (HTML + RSC files, budget ${kb(servicePageBytesBudget)}): ${heaviest.path} ${kb(heaviest.html)} + ${kb(heaviest.rsc)}`);
if (heavy.length > 0) {
  failed = true;
  console.error(`\n✗ ${heavy.length} service pages past ${kb(servicePageBytesBudget)} of HTML and RSC files:`);
  for (const page of heavy.slice(0, 25)) console.error(`  ${page.path.padEnd(70)} HTML ${kb(page.html).padStart(9)}  RSC ${kb(page.rsc).padStart(9)}`);
}
if (failed) process.exit(1);
console.log(
  `\n✓ all ${pages.length} pages within their budgets, ${servicePages.length} service pages within ${kb(servicePageBytesBudget)} of HTML and RSC; pdf.js, the phone metadata and the date picker load only when used; every entry script carries the compile hint`,
);
