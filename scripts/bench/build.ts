/**
 * npm run bench:build — builds the site from clean and prints its size and speed, then builds a bare
 * Next app with the same number of pages in the same run, as the floor to compare against.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createBareNextApp } from './lib/bare-next';
import { GENERATION_MARKS, generationCpuSeconds, parseGenerationPhase, type GenerationPhase } from './lib/generation';
import { firstLoadJsGzip, kb, listFiles, mb, runMeasured, totalBytes } from './lib/measure';
import { bytesByTemplate, folderSize, pageBytes, type Spread } from './lib/page-bytes';

const root = process.cwd();
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const nextBin = join(root, 'node_modules', '.bin', 'next');

rmSync(join(root, '.next'), { recursive: true, force: true });
rmSync(join(root, 'out'), { recursive: true, force: true });
console.log('Building the site from clean…');
const site = await runMeasured(nextBin, ['build', '--webpack'], root, env, GENERATION_MARKS);
// The measured build is `next build` alone; `npm start` serves out/ with the per-page CSP of
// dist/csp-manifest.json and the pages as the post-build step leaves them (one copy of each RSC
// payload), so that step runs too, untimed, before out/ is measured.
const postbuild = spawnSync(join(root, 'node_modules', '.bin', 'tsx'), ['scripts/postbuild.ts'], { cwd: root, env, stdio: 'inherit' });
if (postbuild.status !== 0) throw new Error('scripts/postbuild.ts failed');
const outDir = join(root, 'out');
const files = listFiles(outDir);
const out = folderSize(outDir);
const perTemplate = bytesByTemplate(pageBytes(outDir));
const html = files.filter((f) => f.endsWith('.html'));
const servicePages = html.filter((f) => /\/services\/[^/]+\/[^/]+\/index\.html$/.test(f));
const bytes = totalBytes(files);

const contentPage = ['about-us', 'certification', 'faq'].map((p) => join(outDir, p, 'index.html')).find(existsSync);
const homeJs = firstLoadJsGzip(outDir, join(outDir, 'index.html'));
const contentJs = contentPage ? firstLoadJsGzip(outDir, contentPage) : 0;
const pricingJs = existsSync(join(outDir, 'pricing', 'index.html')) ? firstLoadJsGzip(outDir, join(outDir, 'pricing', 'index.html')) : 0;

console.log(`Building a bare Next app with ${html.length} pages for comparison…`);
const bareDir = createBareNextApp(Math.max(1, html.length - 2), root);
const bare = await runMeasured(nextBin, ['build', '--webpack'], bareDir, env, GENERATION_MARKS);
const bareOut = join(bareDir, 'out');
const bareHtml = listFiles(bareOut).filter((f) => f.endsWith('.html'));
const floorJs = firstLoadJsGzip(bareOut, join(bareOut, 'page-0', 'index.html'));
rmSync(bareDir, { recursive: true, force: true });

const rate = html.length / site.seconds;
const bareRate = bareHtml.length / bare.seconds;
// The goal is about page generation, so the ratio uses Next's own timing of that phase (compile,
// page data collection and tracing left out); the whole-build figures stay alongside.
const siteGen = parseGenerationPhase(site.output);
const bareGen = parseGenerationPhase(bare.output);
const genRate = (phase: GenerationPhase) => phase.pages / phase.seconds;
const genText = (phase: GenerationPhase | undefined) =>
  phase ? `${phase.pages} / ${phase.seconds.toFixed(1)} / ${genRate(phase).toFixed(1)}` : 'n/a (no "Generating static pages … in" line in the build output)';
const genRatio =
  siteGen && bareGen
    ? `${(genRate(siteGen) / genRate(bareGen)).toFixed(2)}×`
    : `n/a; whole-build ratio instead: ${(rate / bareRate).toFixed(2)}× (Next printed no generation timing)`;
// Other builds on a shared machine stretch wall time but not CPU time; pages per CPU-second of the
// same phase shows whether a ratio moved because of the code or because of the neighbours.
const siteCpu = generationCpuSeconds(site.cpuAtMark);
const bareCpu = generationCpuSeconds(bare.cpuAtMark);
const cpuText = (cpu: number | undefined, phase: GenerationPhase | undefined) =>
  cpu !== undefined && phase && cpu > 0 ? `${cpu.toFixed(1)} / ${(phase.pages / cpu).toFixed(1)}` : 'n/a';
const cpuRatio =
  siteCpu !== undefined && bareCpu !== undefined && siteGen && bareGen && siteCpu > 0 && bareCpu > 0
    ? `${(siteGen.pages / siteCpu / (bareGen.pages / bareCpu)).toFixed(2)}×`
    : 'n/a';
const spreadText = (s: Spread) => `${kb(s.median)} / ${kb(s.max)} (${s.maxPath})`;
const rows: [string, string][] = [
  ['pages built', String(html.length)],
  ['service pages', String(servicePages.length)],
  ['build seconds', site.seconds.toFixed(1)],
  ['pages per second (whole build)', rate.toFixed(1)],
  ['page generation: pages / seconds / pages per second', genText(siteGen)],
  ['page generation: CPU seconds / pages per CPU-second', cpuText(siteCpu, siteGen)],
  ['peak memory (build process tree)', mb(site.peakRssBytes)],
  ['total bytes of out/', `${bytes} (${mb(bytes)}; goal ≤ 450 MB)`],
  ['files in out/', `${out.files} (Cloudflare Pages allows 20,000)`],
  ['bytes per page', `${Math.round(bytes / html.length)} (${kb(bytes / html.length)})`],
  ...perTemplate.flatMap((t): [string, string][] => [
    [`${t.template} (${t.pages}): HTML median / max`, spreadText(t.html)],
    [`${t.template}: RSC files median / max`, spreadText(t.rsc)],
    [`${t.template}: HTML + RSC median / max${t.template === 'service page' ? ' (goal ≤ 100 KB)' : ''}`, spreadText(t.total)],
  ]),
  ['first-load JS, home (gzip)', kb(homeJs)],
  ['first-load JS, content page (gzip)', `${kb(contentJs)} (${contentPage ? contentPage.replace(outDir, '') : 'none'})`],
  ['first-load JS, /pricing/ (gzip)', kb(pricingJs)],
  ['bare Next: pages / seconds / pages per second', `${bareHtml.length} / ${bare.seconds.toFixed(1)} / ${bareRate.toFixed(1)}`],
  ['bare Next: page generation: pages / seconds / pages per second', genText(bareGen)],
  ['bare Next: page generation: CPU seconds / pages per CPU-second', cpuText(bareCpu, bareGen)],
  ['bare Next: first-load JS floor (gzip)', kb(floorJs)],
  ['content page above the floor (goal ≤ 12 KB)', kb(contentJs - floorJs)],
  ['/pricing/ above the floor (goal ≤ 110 KB)', kb(pricingJs - floorJs)],
  ['page generation vs bare Next (goal ≥ 0.7×)', genRatio],
  ['page generation vs bare Next, per CPU-second', cpuRatio],
  ['whole build vs bare Next (pages per second)', `${(rate / bareRate).toFixed(2)}×`],
];
const width = Math.max(...rows.map(([k]) => k.length));
for (const [key, value] of rows) console.log(`${key.padEnd(width)}  ${value}`);
