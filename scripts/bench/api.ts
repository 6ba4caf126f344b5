/**
 * npm run bench:api — the API's throughput against the framework's floor, measured side by side in
 * one run on one machine. It starts, each in its own process on loopback:
 *   - a bare Fastify app (lib/bare-fastify.ts): GET /health and POST of the estimate's exact body,
 *     and the same POST priced by the API's own engine (the ceiling of any API layer on this machine);
 *   - the bundled server as `npm start` runs it (embedded PGlite in a temporary folder) with
 *     LOG_LEVEL=warn, and a second one with the default logging (stdout to a file);
 * and load-tests them with autocannon (BENCH_CONNECTIONS, default 50, for BENCH_SECONDS, default 10,
 * per endpoint in BENCH_ROUNDS, default 3, interleaved rounds). The rate limit is raised so that
 * nothing is refused, and only 2xx answers are counted (anything else is reported). Prints 2xx per
 * second (mean of the rounds), p50 and p99 latency (median round), the server's CPU time per answer,
 * and the ratios: quotes/estimate / bare POST, priced bare POST / bare POST, health / bare GET,
 * default logging / warn.
 * Then the upload scenarios (lib/upload-load.ts), run first on a fresh server: /health p95 while
 * three quote requests with a hostile DOCX (390 KB inflating to 95 MB of XML, the XML limit raised
 * so that each is parsed in full) are processed, and the RSS growth while 16 requests of one 45 MB
 * scanned PDF each arrive at once. Exits with 1 when a goal is missed.
 *
 * npm run bench:api -- --only throughput — the load tests only, without the upload scenarios (which
 * take several minutes): for iterating on the request path. Their goals are then reported as
 * skipped, and the run exits with 1 as it can't show them met.
 *
 * npm run bench:api -- --processes N — PostgreSQL instead (started here, as tests/helpers/postgres.ts
 * does): the server with WEB_CONCURRENCY=1 against WEB_CONCURRENCY=N, same run, same database, and
 * quotes/estimate on the embedded PGlite beside them (where the rate limit is counted in memory);
 * its goal: the estimate on PostgreSQL at 0.6 × or more of PGlite's. Then the shared rate limit's
 * overshoot: on a database of its own, WEB_CONCURRENCY=N with the default estimate limit, three
 * times that many estimates from one address at once; the 2xx must be at least the limit and at
 * most the limit plus its documented bound (server/http/rate-limit-counts.ts).
 *
 * autocannon runs in this process, which is none of the servers' but shares their machine: on two
 * cores it takes most of one, so the absolute figures are below what the server does on a larger
 * machine, and N processes can't reach N× here. Compare ratios within one run.
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { startTestPostgres } from '../../tests/helpers/postgres';
import { rateLimitOvershootBound } from '../../server/http/rate-limit-counts';
import { burst, interleaved, printTable, withChildren, type LoadTarget, type Summary } from './lib/api-load';
import { startApi, startBareFastify, type BenchServer } from './lib/api-server';
import { healthWhileHostileDocx, rssUnderUploads } from './lib/upload-load';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const { values: args } = parseArgs({ options: { processes: { type: 'string' }, only: { type: 'string' } } });
const processes = args.processes === undefined ? undefined : Number(args.processes);
if (processes !== undefined && !(Number.isInteger(processes) && processes >= 2)) throw new Error('--processes takes a whole number of 2 or more');
if (args.only !== undefined && args.only !== 'throughput') throw new Error('--only takes "throughput" (the load tests without the upload scenarios)');
const withUploads = args.only === undefined;

const estimateBody = JSON.stringify({
  calculator: 'document',
  input: {
    service: 'certified',
    sourceLanguage: 'spanish',
    targetLanguage: 'english',
    documents: [
      { name: 'birth.pdf', words: 412 },
      { name: 'diploma.jpg', scannedPages: 2 },
      { name: 'transcript.docx', words: 1830 },
    ],
    turnaround: 'expedited',
    notarization: true,
    hardCopy: 'priority',
  },
});
const contactBody = JSON.stringify({
  name: 'Dana Whitfield',
  email: 'dana@example.org',
  topic: 'document-translation',
  message: 'I need my birth certificate and diploma translated for a USCIS filing next month.',
  consent: true,
  company_website: '',
  formFillMs: 60_000,
});

/**
 * The processes whose CPU an answer costs: the server's (a cluster's primary and workers) and, with
 * PostgreSQL, the database server's (the postmaster and its backends), whose work is the request's too.
 */
const pidsOf = (server: BenchServer, database?: () => number) => () => [
  ...withChildren(server.child.pid ?? 0),
  ...(database === undefined ? [] : withChildren(database())),
];
const health = (label: string, server: BenchServer, database?: () => number): LoadTarget => ({
  name: `GET health ${label}`,
  method: 'GET',
  url: `${server.base}/health`,
  pids: pidsOf(server, database),
});
const estimate = (label: string, server: BenchServer, database?: () => number): LoadTarget => ({
  name: `POST quotes/estimate ${label}`,
  method: 'POST',
  url: `${server.base}/quotes/estimate`,
  body: estimateBody,
  pids: pidsOf(server, database),
});
const contact = (label: string, server: BenchServer, database?: () => number): LoadTarget => ({
  name: `POST contact-messages ${label}`,
  method: 'POST',
  url: `${server.base}/contact-messages`,
  body: contactBody,
  pids: pidsOf(server, database),
});

function header(database: string): void {
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  console.info(
    `API benchmark: ${connections} connections, ${seconds} s per endpoint in ${rounds} interleaved rounds, ${database}, ` +
      `${os.availableParallelism()} CPUs (load average ${load}).\nautocannon runs in the benchmark's own process on the same machine and takes CPU ` +
      `the servers would otherwise have: compare ratios within this run, not absolute figures across machines.\n`,
  );
}

const rpsOf = (rows: Summary[], name: string) => rows.find((r) => r.name === name)?.rps ?? Number.NaN;
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;

async function compareWithFloor(): Promise<boolean> {
  const bundled = spawnSync('npm', ['run', '-s', 'build:server'], { stdio: 'inherit' });
  if (bundled.status !== 0) throw new Error('npm run build:server failed');
  const servers: BenchServer[] = [];
  try {
    const bare = await startBareFastify();
    servers.push(bare);
    const quiet = await startApi({
      LOG_LEVEL: 'warn',
      // Let the hostile DOCX in, so that the workers really parse it (the default limit refuses it unread).
      UPLOAD_MAX_XML_BYTES: String(128 * 1024 * 1024),
      UPLOAD_MAX_INFLATED_BYTES: String(128 * 1024 * 1024),
    });
    servers.push(quiet);
    // LOG_LEVEL unset: the default logging, as `npm start` runs; stdout goes to a file.
    const logged = await startApi({ LOG_LEVEL: undefined }, 'file');
    servers.push(logged);

    // The upload scenarios first, on the fresh server: its RSS is then the idle server's, not one grown by the load below.
    const memory = withUploads ? await rssUnderUploads(quiet.base, quiet.child.pid ?? 0) : undefined;
    const hostile = withUploads ? await healthWhileHostileDocx(quiet.base) : undefined;
    const logBefore = logged.logBytes();
    const rows = await interleaved(
      [
        { name: 'bare Fastify GET', method: 'GET', url: `${bare.base}/health`, pids: pidsOf(bare) },
        { name: 'bare Fastify POST (estimate body)', method: 'POST', url: `${bare.base}/estimate`, body: estimateBody, pids: pidsOf(bare) },
        { name: 'bare Fastify POST, priced', method: 'POST', url: `${bare.base}/estimate-priced`, body: estimateBody, pids: pidsOf(bare) },
        health('(warn)', quiet),
        estimate('(warn)', quiet),
        contact('(warn)', quiet),
        health('(default logging)', logged),
        estimate('(default logging)', logged),
      ],
      { connections, seconds, rounds },
    );
    const logWritten = logged.logBytes() - logBefore;

    header('embedded PGlite');
    printTable(rows);
    const bareGet = rpsOf(rows, 'bare Fastify GET');
    const barePost = rpsOf(rows, 'bare Fastify POST (estimate body)');
    const estimateRatio = rpsOf(rows, 'POST quotes/estimate (warn)') / barePost;
    const healthRatio = rpsOf(rows, 'GET health (warn)') / bareGet;
    const loggedHealth = rpsOf(rows, 'GET health (default logging)') / rpsOf(rows, 'GET health (warn)');
    const loggedEstimate = rpsOf(rows, 'POST quotes/estimate (default logging)') / rpsOf(rows, 'POST quotes/estimate (warn)');
    const pricedRatio = rpsOf(rows, 'bare Fastify POST, priced') / barePost;
    console.info(`\nquotes/estimate / bare POST  ${ratio(estimateRatio, 1)}`);
    console.info(`bare POST, priced / bare POST ${ratio(pricedRatio, 1)} (the estimate's own work on bare Fastify: the ceiling of the first ratio)`);
    console.info(`health / bare GET            ${ratio(healthRatio, 1)}`);
    console.info(
      `default logging / warn       health ${ratio(loggedHealth, 1)}, quotes/estimate ${ratio(loggedEstimate, 1)} (${(logWritten / 1024).toFixed(0)} KB of log written)`,
    );
    if (hostile !== undefined) {
      console.info(
        `\n/health during 3 hostile DOCX uploads: p95 ${hostile.p95.toFixed(1)} ms, p50 ${hostile.p50.toFixed(1)} ms, max ${hostile.max.toFixed(1)} ms ` +
          `(${hostile.samples} requests in ${hostile.seconds.toFixed(1)} s; uploads answered ${hostile.statuses.join(', ')})`,
      );
    }
    if (memory !== undefined) {
      console.info(
        `RSS under 16 concurrent 45 MB uploads: +${memory.growthMb.toFixed(0)} MB (${memory.baselineMb.toFixed(0)} → ${memory.peakMb.toFixed(0)} MB peak, ` +
          `${memory.seconds.toFixed(1)} s; answered ${[...new Set(memory.statuses)].map((s) => `${memory.statuses.filter((x) => x === s).length}× ${s}`).join(', ')})`,
      );
    }
    const contactRow = rows.find((r) => r.name === 'POST contact-messages (warn)');
    // undefined: not measured in this run (--only throughput).
    const goals: { goal: string; met: boolean | undefined }[] = [
      { goal: 'quotes/estimate ≥ 0.6 × the bare Fastify POST of its body', met: estimateRatio >= 0.6 },
      { goal: 'default logging costs ≤ 20 % of /health and quotes/estimate throughput', met: loggedHealth >= 0.8 && loggedEstimate >= 0.8 },
      { goal: 'contact-messages p99 < 100 ms', met: contactRow !== undefined && contactRow.p99 < 100 },
      { goal: 'every answer 2xx', met: rows.every((r) => r.refused === 0) },
      { goal: '/health p95 < 250 ms while 3 hostile DOCX are parsed', met: hostile && hostile.p95 < 250 && hostile.statuses.every((s) => s < 500) },
      { goal: 'RSS growth < 150 MB under 16 concurrent 45 MB uploads', met: memory && memory.growthMb < 150 && memory.statuses.every((s) => s === 201) },
    ];
    console.info('');
    for (const g of goals) console.info(`${g.met === undefined ? 'skipped' : g.met ? 'met    ' : 'MISSED '}  ${g.goal}`);
    return goals.every((g) => g.met === true);
  } finally {
    for (const server of servers.reverse()) await server.stop();
  }
}

/** The shared limit's overshoot: three times the estimate limit from one address at once, through `count` processes. */
async function overshoot(postgres: Awaited<ReturnType<typeof startTestPostgres>>, count: number, servers: BenchServer[]) {
  const formsMax = 20;
  const max = 30 * formsMax; // RATE_LIMIT_ESTIMATE_MAX's default
  const url = await postgres.createDatabase({ name: 'bench_limit' });
  const limited = await startApi({
    LOG_LEVEL: 'warn',
    DATABASE_URL: url,
    ASSIGNMENT_TICK_MS: '0',
    WEB_CONCURRENCY: String(count),
    RATE_LIMIT_MAX: String(formsMax),
  });
  servers.push(limited);
  const sent = 3 * max;
  const answered = await burst(estimate('', limited), connections, sent);
  return { max, bound: rateLimitOvershootBound(max, count), sent, ...answered };
}

async function compareProcesses(count: number): Promise<boolean> {
  const bundled = spawnSync('npm', ['run', '-s', 'build:server'], { stdio: 'inherit' });
  if (bundled.status !== 0) throw new Error('npm run build:server failed');
  const postgres = await startTestPostgres();
  const servers: BenchServer[] = [];
  try {
    const url = await postgres.createDatabase({ name: 'bench' });
    // One database for both, as processes on several machines share one: the second finds it migrated and seeded.
    const env = { LOG_LEVEL: 'warn', DATABASE_URL: url, ASSIGNMENT_TICK_MS: '0' };
    // The embedded database, as `npm start` runs without DATABASE_URL: its rate limit is counted in memory.
    const embedded = await startApi({ LOG_LEVEL: 'warn', ASSIGNMENT_TICK_MS: '0' });
    servers.push(embedded);
    const one = await startApi({ ...env, WEB_CONCURRENCY: '1' });
    servers.push(one);
    const many = await startApi({ ...env, WEB_CONCURRENCY: String(count) });
    servers.push(many);
    const label = `(${count} processes)`;
    const database = postgres.serverPid;
    const rows = await interleaved(
      [
        health('(1 process)', one, database),
        health(label, many, database),
        estimate('(PGlite)', embedded),
        estimate('(1 process)', one, database),
        estimate(label, many, database),
        contact('(1 process)', one, database),
        contact(label, many, database),
      ],
      { connections, seconds, rounds },
    );
    const limit = await overshoot(postgres, count, servers);
    header('PostgreSQL (CPU per request: the API processes and the database server), and the estimate on the embedded PGlite');
    printTable(rows);
    console.info('');
    for (const endpoint of ['GET health', 'POST quotes/estimate', 'POST contact-messages']) {
      const single = rpsOf(rows, `${endpoint} (1 process)`);
      console.info(`${endpoint.padEnd(22)} ${count} processes / 1: ${ratio(rpsOf(rows, `${endpoint} ${label}`), single)}`);
    }
    const pglite = rpsOf(rows, 'POST quotes/estimate (PGlite)');
    const onPostgres = rpsOf(rows, 'POST quotes/estimate (1 process)') / pglite;
    console.info(
      `quotes/estimate on PostgreSQL / on PGlite: 1 process ${ratio(onPostgres, 1)}, ${count} processes ${ratio(rpsOf(rows, `POST quotes/estimate ${label}`), pglite)}`,
    );
    console.info(
      `\nrate limit across ${count} processes: ${limit.ok} of ${limit.sent} estimates from one address answered 2xx ` +
        `(limit ${limit.max}, documented overshoot at most ${limit.bound}); ${limit.refused} refused, ${limit.errors} errors`,
    );
    const goals = [
      { goal: 'every answer 2xx', met: rows.every((r) => r.refused === 0) },
      { goal: 'quotes/estimate on PostgreSQL (1 process) ≥ 0.6 × on PGlite', met: onPostgres >= 0.6 },
      {
        goal: `rate limit across ${count} processes: 2xx within [limit, limit + bound], the rest refused`,
        met: limit.ok >= limit.max && limit.ok <= limit.max + limit.bound && limit.ok + limit.refused === limit.sent && limit.errors === 0,
      },
    ];
    console.info('');
    for (const g of goals) console.info(`${g.met ? 'met    ' : 'MISSED '}  ${g.goal}`);
    return goals.every((g) => g.met);
  } finally {
    for (const server of servers.reverse()) await server.stop();
    await postgres.stop();
  }
}

const met = processes === undefined ? await compareWithFloor() : await compareProcesses(processes);
process.exitCode = met ? 0 : 1;
