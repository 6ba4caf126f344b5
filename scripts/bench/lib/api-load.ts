/**
 * Load for `npm run bench:api`: autocannon against one endpoint, counting only 2xx answers, with
 * the CPU time the server's processes spent per answered request (from /proc, so that the figure
 * holds when other work on the machine takes turns with the server; n/a elsewhere).
 */
import fs from 'node:fs';
import autocannon from 'autocannon';

export interface LoadTarget {
  name: string;
  url: string;
  method: 'GET' | 'POST';
  body?: string;
  /** The processes that serve it: their CPU time is counted. */
  pids: () => number[];
}

interface LoadSample {
  /** 2xx answers per second. */
  rps: number;
  non2xx: number;
  errors: number;
  p50: number;
  p99: number;
  /** Server CPU milliseconds per 2xx answer, or NaN where /proc can't be read. */
  cpuMsPerRequest: number;
}

const ticksPerSecond = 100; // USER_HZ on Linux

/** utime + stime of a process in milliseconds, or NaN. */
function cpuMs(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    return Number.NaN;
  }
}

/** A process and its children (the workers of a cluster's primary). */
export function withChildren(pid: number): number[] {
  try {
    const children = fs
      .readdirSync(`/proc/${pid}/task`)
      .flatMap((task) => fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(' '))
      .filter((entry) => entry !== '')
      .map(Number);
    return [pid, ...children];
  } catch {
    return [pid];
  }
}

/**
 * CPU milliseconds `pids` spent between two readings. A process that exited or started between
 * them (a database backend, a replaced worker) is left out, rather than making the sum NaN.
 */
function cpuSince(before: Map<number, number>): number {
  let spent = 0;
  let read = false;
  for (const [pid, ms] of before) {
    const now = cpuMs(pid);
    if (Number.isFinite(ms) && Number.isFinite(now)) {
      spent += now - ms;
      read = true;
    }
  }
  return read ? spent : Number.NaN;
}
const cpuNow = (pids: number[]) => new Map(pids.map((pid) => [pid, cpuMs(pid)]));

async function load(target: LoadTarget, connections: number, seconds: number): Promise<LoadSample> {
  const before = cpuNow(target.pids());
  const result = await autocannon({
    url: target.url,
    method: target.method,
    connections,
    duration: seconds,
    headers: { 'content-type': 'application/json' },
    ...(target.body === undefined ? {} : { body: target.body }),
  });
  const spent = cpuSince(before);
  const ok = result['2xx'];
  return {
    rps: ok / result.duration,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMsPerRequest: ok > 0 ? spent / ok : Number.NaN,
  };
}

interface Row {
  name: string;
  samples: LoadSample[];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

export interface Summary {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  cpuMsPerRequest: number;
  refused: number;
}

/** Mean throughput of the rounds, median latencies and CPU per request, every non-2xx and error counted. */
function summarise(row: Row): Summary {
  const { samples } = row;
  return {
    name: row.name,
    rps: samples.reduce((sum, s) => sum + s.rps, 0) / Math.max(1, samples.length),
    p50: median(samples.map((s) => s.p50)),
    p99: median(samples.map((s) => s.p99)),
    cpuMsPerRequest: median(samples.map((s) => s.cpuMsPerRequest)),
    refused: samples.reduce((sum, s) => sum + s.non2xx + s.errors, 0),
  };
}

/**
 * Runs every target `rounds` times, interleaved (a change in the machine's load hits every target
 * alike), after a warm-up of each (JIT, connection handling, database caches).
 */
export async function interleaved(targets: LoadTarget[], options: { connections: number; seconds: number; rounds: number }): Promise<Summary[]> {
  const rows: Row[] = targets.map((target) => ({ name: target.name, samples: [] }));
  for (const target of targets) await load(target, options.connections, 2);
  for (let round = 0; round < options.rounds; round += 1) {
    for (const [i, target] of targets.entries()) rows[i]?.samples.push(await load(target, options.connections, options.seconds / options.rounds));
  }
  return rows.map(summarise);
}

export function printTable(summaries: Summary[], ratioTo?: (s: Summary) => string): void {
  console.info(
    `${'endpoint'.padEnd(34)} ${'2xx/s'.padStart(7)}  ${'p50 ms'.padStart(7)}  ${'p99 ms'.padStart(7)}  ${'CPU ms/req'.padStart(10)}  ${'non-2xx'.padStart(7)}${ratioTo ? '  ratio' : ''}`,
  );
  for (const s of summaries) {
    console.info(
      `${s.name.padEnd(34)} ${s.rps.toFixed(0).padStart(7)}  ${s.p50.toFixed(1).padStart(7)}  ${s.p99.toFixed(1).padStart(7)}  ${s.cpuMsPerRequest.toFixed(3).padStart(10)}  ${String(s.refused).padStart(7)}${ratioTo ? `  ${ratioTo(s)}` : ''}`,
    );
  }
}

/** `amount` requests to one target over `connections`, as fast as they are answered: how many were 2xx. */
export async function burst(target: LoadTarget, connections: number, amount: number): Promise<{ ok: number; refused: number; errors: number }> {
  const result = await autocannon({
    url: target.url,
    method: target.method,
    connections,
    amount,
    headers: { 'content-type': 'application/json' },
    ...(target.body === undefined ? {} : { body: target.body }),
  });
  return { ok: result['2xx'], refused: result.non2xx, errors: result.errors + result.timeouts };
}
