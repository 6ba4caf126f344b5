import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { deferredScripts } from '../../build/deferred-scripts';

/** Clock ticks per second in /proc/<pid>/stat CPU fields (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

interface TreeSample {
  rssBytes: number;
  /** CPU time of the tree so far, its reaped children included (utime + stime + cutime + cstime). */
  cpuSeconds: number;
}

/** Resident memory and CPU time of a process and all its descendants (Linux /proc). */
function sampleTree(rootPid: number): TreeSample {
  const children = new Map<number, number[]>();
  const stats = new Map<number, TreeSample>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name, from field 3 (state) on: ppid is [1], utime..cstime [11..14], rss [21].
      const fields = stat
        .slice(stat.lastIndexOf(')') + 2)
        .split(' ')
        .map(Number);
      const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + (fields[i] ?? 0), 0);
      const pid = Number(entry);
      const ppid = fields[1] ?? 0;
      stats.set(pid, { rssBytes: (fields[21] ?? 0) * 4096, cpuSeconds: ticks / TICKS_PER_SECOND });
      children.set(ppid, [...(children.get(ppid) ?? []), pid]);
    } catch {
      // the process ended while we looked
    }
  }
  const total: TreeSample = { rssBytes: 0, cpuSeconds: 0 };
  const stack = [rootPid];
  while (stack.length > 0) {
    const pid = stack.pop();
    if (pid === undefined) break;
    total.rssBytes += stats.get(pid)?.rssBytes ?? 0;
    total.cpuSeconds += stats.get(pid)?.cpuSeconds ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

export interface RunResult {
  seconds: number;
  peakRssBytes: number;
  output: string;
  /** CPU seconds of the process tree when the output first matched each mark; absent if it never did. */
  cpuAtMark: Record<string, number>;
}

/**
 * Runs a command, timing it and sampling the peak memory of its process tree. `marks` name
 * patterns in the output (e.g. the start and end of a build phase); the tree's CPU time is read
 * when each first appears, so a phase's CPU cost can be told apart from time spent waiting for a
 * shared CPU.
 */
export function runMeasured(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv = process.env,
  marks: Record<string, RegExp> = {},
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const cpuAtMark: Record<string, number> = {};
    const onOutput = (chunk: Buffer) => {
      output += chunk.toString();
      for (const [name, pattern] of Object.entries(marks)) {
        if (cpuAtMark[name] === undefined && child.pid !== undefined && pattern.test(output)) cpuAtMark[name] = sampleTree(child.pid).cpuSeconds;
      }
    };
    child.stdout.on('data', onOutput);
    child.stderr.on('data', onOutput);
    let peak = 0;
    const timer = setInterval(() => {
      if (child.pid !== undefined) peak = Math.max(peak, sampleTree(child.pid).rssBytes);
    }, 250);
    child.on('exit', (code) => {
      clearInterval(timer);
      const seconds = (performance.now() - started) / 1000;
      if (code === 0) resolve({ seconds, peakRssBytes: peak, output, cpuAtMark });
      else reject(new Error(`${command} ${args.join(' ')} failed with ${code}\n${output.slice(-4000)}`));
    });
  });
}

export function listFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(full));
    else out.push(full);
  }
  return out;
}

export function totalBytes(files: readonly string[]): number {
  return files.reduce((sum, file) => sum + statSync(file).size, 0);
}

/**
 * Same-origin, non-noModule script addresses an HTML page loads, each once, in document order:
 * `<script src>` elements, then the scripts its loader appends after the largest contentful paint.
 */
export function firstLoadScripts(html: string): string[] {
  const seen = new Set<string>();
  const sameOrigin = (src: string | undefined): src is string => src !== undefined && src.startsWith('/') && !src.startsWith('//');
  for (const match of html.matchAll(/<script\b([^>]*)>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bnoModule\b/i.test(attributes)) continue;
    const src = /\bsrc="([^"]+)"/i.exec(attributes)?.[1];
    if (sameOrigin(src)) seen.add(src);
  }
  for (const { src } of deferredScripts(html)) if (sameOrigin(src)) seen.add(src);
  return [...seen];
}

/** out/ file of a script address: query dropped, `%5BuserType%5D` decoded to `[userType]`. */
export function scriptFile(outDir: string, src: string): string {
  return join(outDir, decodeURIComponent(src.split('?')[0] ?? src));
}

/** Sum of the gzip sizes of the non-noModule scripts an HTML page references. */
export function firstLoadJsGzip(outDir: string, htmlFile: string, gzipSize: (file: string) => number = (file) => gzipSync(readFileSync(file)).length): number {
  return firstLoadScripts(readFileSync(htmlFile, 'utf8')).reduce((sum, src) => sum + gzipSize(scriptFile(outDir, src)), 0);
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
