import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Sums the resident memory of a process and all its descendants (Linux /proc). */
function treeRssBytes(rootPid: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(fields[1]);
      const pages = Number(fields[21]);
      const pid = Number(entry);
      rss.set(pid, pages * 4096);
      children.set(ppid, [...(children.get(ppid) ?? []), pid]);
    } catch {
      // the process ended while we looked
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length > 0) {
    const pid = stack.pop();
    if (pid === undefined) break;
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

export interface RunResult {
  seconds: number;
  peakRssBytes: number;
  output: string;
}

/** Runs a command, timing it and sampling the peak memory of its process tree. */
export function runMeasured(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    let peak = 0;
    const timer = setInterval(() => {
      if (child.pid !== undefined) peak = Math.max(peak, treeRssBytes(child.pid));
    }, 250);
    child.on('exit', (code) => {
      clearInterval(timer);
      const seconds = (performance.now() - started) / 1000;
      if (code === 0) resolve({ seconds, peakRssBytes: peak, output });
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

/** Same-origin, non-noModule script addresses an HTML page references, each once, in document order. */
export function firstLoadScripts(html: string): string[] {
  const seen = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bnoModule\b/i.test(attributes)) continue;
    const src = /\bsrc="([^"]+)"/i.exec(attributes)?.[1];
    if (src && src.startsWith('/') && !src.startsWith('//')) seen.add(src);
  }
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
