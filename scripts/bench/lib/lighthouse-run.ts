import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { freePort } from './built-server';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-default-apps',
  // Nothing but loopback resolves: no third-party request can leave the machine, whatever a page asks for.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof categories)[number];

export interface PageMeasure {
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferBytes: number;
  /** Audits that cost points: id and score, for the report under the table. */
  failing: string[];
  /**
   * Path of every same-origin script the page loaded before Lighthouse stopped: those its HTML names
   * and the chunks loaded on demand without any input from the visitor (a lazy form, a field's
   * control coming into view).
   */
  scripts: string[];
}

/** Same-origin script paths among the run's network requests. */
export function loadedScripts(result: Pick<Result, 'audits' | 'finalDisplayedUrl'>): string[] {
  const origin = new URL(result.finalDisplayedUrl).origin;
  const details = result.audits['network-requests']?.details;
  const items = details?.type === 'table' ? details.items : [];
  const paths = new Set<string>();
  for (const item of items) {
    if (item.resourceType !== 'Script' || typeof item.url !== 'string') continue;
    const url = new URL(item.url);
    if (url.origin === origin) paths.add(url.pathname);
  }
  return [...paths];
}

async function waitForDevtools(port: number, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return;
    } catch {
      // Chromium is still starting
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('Chromium did not open its DevTools port');
}

/** Runs `task` against a fresh Chromium (own profile, so no cache or storage leaks between runs). */
async function withChromium<T>(task: (port: number) => Promise<T>): Promise<T> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'lh-chromium-'));
  const chromium = spawn(chromiumPath, [...chromiumFlags, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'], { stdio: 'ignore' });
  try {
    await waitForDevtools(port, Date.now() + 30_000);
    return await task(port);
  } finally {
    chromium.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    rmSync(profile, { recursive: true, force: true });
  }
}

function numeric(result: Result, audit: string): number {
  return result.audits[audit]?.numericValue ?? Number.NaN;
}

function failingAudits(result: Result): string[] {
  const failing = new Set<string>();
  for (const category of categories) {
    for (const ref of result.categories[category]?.auditRefs ?? []) {
      const audit = result.audits[ref.id];
      if (!audit || audit.score === null || ref.weight === 0) continue;
      if (audit.score < (category === 'performance' ? 0.9 : 1)) failing.add(`${ref.id} (${Math.round(audit.score * 100)})`);
    }
  }
  return [...failing];
}

export function measureOf(result: Result): PageMeasure {
  const score = (category: Category) => Math.round((result.categories[category]?.score ?? 0) * 100);
  return {
    scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') },
    lcpMs: numeric(result, 'largest-contentful-paint'),
    tbtMs: numeric(result, 'total-blocking-time'),
    cls: numeric(result, 'cumulative-layout-shift'),
    transferBytes: numeric(result, 'total-byte-weight'),
    failing: failingAudits(result),
    scripts: loadedScripts(result),
  };
}

/** One Lighthouse navigation with the default (mobile, simulated throttling) settings. */
export async function runLighthouse(url: string, timeoutMs = 120_000): Promise<Result> {
  return withChromium(async (port) => {
    const flags: Flags = { port, output: 'json', logLevel: 'error', onlyCategories: [...categories], maxWaitForLoad: 45_000 };
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Lighthouse took more than ${timeoutMs / 1000} s on ${url}`)), timeoutMs);
    });
    try {
      const run = await Promise.race([lighthouse(url, flags), timeout]);
      if (!run) throw new Error(`Lighthouse returned no result for ${url}`);
      if (run.lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${run.lhr.runtimeError.message}`);
      return run.lhr;
    } finally {
      clearTimeout(timer);
    }
  });
}
