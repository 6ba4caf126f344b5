/**
 * npm run bench:lighthouse — Lighthouse (mobile profile, simulated throttling) in Debian's Chromium
 * against the built server, on one page of each template, and on the same page with every script
 * removed (the floor: its HTML and CSS only, served through a loopback proxy). Prints the scores,
 * LCP, TBT, CLS, transferred bytes, first-load JS and the ratios of our LCP and TBT to the floor.
 * Run `npm run build` first. `--runs N` measures each page N times and keeps the median run;
 * `--only home,contact` measures just the templates whose names start with those words.
 * Only loopback addresses are reached; Chromium resolves no other host name.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Result } from 'lighthouse';
import { startBuiltServer } from './lib/built-server';
import { measureOf, runLighthouse, type PageMeasure } from './lib/lighthouse-run';
import { printReport, type TemplateRow } from './lib/lighthouse-report';
import { firstLoadJsGzip, scriptFile } from './lib/measure';
import { createOfferToken } from './lib/offer-token';
import { startScriptFreeProxy } from './lib/script-free-proxy';
import { htmlFileOf, pageTemplates } from './lib/templates';

const root = process.cwd();
const outDir = join(root, 'out');
const runsArg = process.argv.indexOf('--runs');
const runs = runsArg === -1 ? 1 : Math.max(1, Number(process.argv[runsArg + 1]) || 1);
const onlyArg = process.argv.indexOf('--only');
const only =
  onlyArg === -1
    ? []
    : (process.argv[onlyArg + 1] ?? '')
        .split(',')
        .map((w) => w.trim().toLowerCase())
        .filter(Boolean);
const deadline = Date.now() + 30 * 60_000;
const reportsDir = mkdtempSync(join(tmpdir(), 'verbalis-lighthouse-'));

/** The median run by performance score, then LCP: one whole run, so its figures belong together. */
function medianRun(results: Result[]): Result {
  const sorted = [...results].sort(
    (a, b) =>
      (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0) ||
      (b.audits['largest-contentful-paint']?.numericValue ?? 0) - (a.audits['largest-contentful-paint']?.numericValue ?? 0),
  );
  const median = sorted[Math.floor(sorted.length / 2)];
  if (!median) throw new Error('no Lighthouse run to take the median of');
  return median;
}

/**
 * Lighthouse sometimes loses a trace on a busy machine (NO_NAVSTART, NO_FCP): such a run says
 * nothing about the page, so it is run again, up to twice, and the retry is reported.
 */
async function runWithRetry(url: string): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouse(url);
    } catch (error) {
      if (attempt >= 3 || !(error instanceof Error) || !/NO_NAVSTART|NO_FCP|NO_LCP|PROTOCOL_TIMEOUT/.test(error.message)) throw error;
      process.stderr.write(`  retrying after: ${error.message}\n`);
    }
  }
}

async function measure(url: string, label: string): Promise<PageMeasure> {
  const results: Result[] = [];
  for (let run = 0; run < runs; run += 1) {
    if (Date.now() > deadline) throw new Error('bench:lighthouse ran past its 30-minute budget');
    const result = await runWithRetry(url);
    writeFileSync(join(reportsDir, `${label}-${run + 1}.json`), JSON.stringify(result));
    results.push(result);
  }
  return measureOf(medianRun(results));
}

const server = await startBuiltServer(root);
const proxy = await startScriptFreeProxy(server.origin);
try {
  const token = await createOfferToken(server.origin, server.adminToken, server.mail);
  const rows: TemplateRow[] = [];
  const templates = pageTemplates(outDir).filter((t) => only.length === 0 || only.some((w) => t.name.startsWith(w)));
  if (templates.length === 0) throw new Error(`--only ${only.join(',')} matches no template`);
  for (const template of templates) {
    const query = template.name.startsWith('offer') ? `?offer=${token}` : '';
    const label = template.name.replace(/\W+/g, '-');
    process.stderr.write(`measuring ${template.name} (${template.path}${query ? '?offer=…' : ''})…\n`);
    const ours = await measure(`${server.origin}${template.path}${query}`, label);
    const floor = await measure(`${proxy.origin}${template.path}${query}`, `${label}-floor`);
    rows.push({
      template,
      ours,
      floor,
      firstLoadJs: firstLoadJsGzip(outDir, htmlFileOf(outDir, template.path)),
      loadedJs: ours.scripts.reduce((sum, path) => sum + gzipSync(readFileSync(scriptFile(outDir, path))).length, 0),
    });
  }
  printReport(rows, runs);
  console.log(`\nLighthouse reports (JSON): ${reportsDir}`);
} finally {
  await proxy.stop();
  await server.stop();
}
