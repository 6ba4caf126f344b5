/**
 * The registry this project installs from does not serve every platform build of optional native
 * packages (e.g. @next/swc-darwin-arm64), so `npm install` leaves them out of package-lock.json and
 * `npm ci` then refuses the lock as "Missing: … from lock file". This adds the entries npm would have
 * written (version, optional, os/cpu), which npm ci skips on other platforms.
 *
 * After changing dependencies: npm install && npx tsx scripts/lockfile-platform-stubs.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface LockEntry {
  version?: string;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

const oses = ['darwin', 'win32', 'linux', 'freebsd', 'android', 'openharmony', 'sunos', 'netbsd', 'openbsd', 'aix'];
const cpus = ['arm64', 'x64', 'ia32', 'arm', 'loong64', 'ppc64', 'riscv64', 's390x', 'wasm32'];

/**
 * The lock as npm writes it (json-stringify-nice with npm's key order, in @npmcli/arborist), so that
 * the next `npm install` leaves the file as it is: in every object, plain values and arrays before
 * objects; within each group npm's leading keys in their order, then the rest by
 * `localeCompare(…, 'en')` (so `string_decoder` sorts before `string-width`, unlike `<`).
 */
const npmLeadingKeys = ['name', 'version', 'lockfileVersion', 'resolved', 'integrity', 'requires', 'packages', 'dependencies'];

function compareKeys(a: string, b: string): number {
  const ia = npmLeadingKeys.indexOf(a);
  const ib = npmLeadingKeys.indexOf(b);
  if (ia !== -1 || ib !== -1) return ia === -1 ? 1 : ib === -1 ? -1 : ia - ib;
  return a.localeCompare(b, 'en');
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringifyLikeNpm(value: unknown): string {
  const sorted = (_key: string, val: unknown): unknown =>
    isPlainObject(val)
      ? Object.fromEntries(
          Object.entries(val).sort(([ak, av], [bk, bv]) => (isPlainObject(av) === isPlainObject(bv) ? compareKeys(ak, bk) : isPlainObject(av) ? 1 : -1)),
        )
      : val;
  return `${JSON.stringify(value, sorted, 2)}\n`;
}

function missingFromLock(): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'lock-check-'));
  copyFileSync('package.json', join(dir, 'package.json'));
  copyFileSync('package-lock.json', join(dir, 'package-lock.json'));
  try {
    execFileSync('npm', ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'pipe' });
    return [];
  } catch (error) {
    const output = String(Reflect.get(Object(error), 'stderr') ?? '');
    return [...output.matchAll(/Missing: (@?[^@\s]+)@\S* from lock file/g)].map((m) => m[1] ?? '');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const lock: { packages: Record<string, LockEntry> } = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const added: string[] = [];
for (const name of missingFromLock()) {
  const key = `node_modules/${name}`;
  if (lock.packages[key]) continue;
  const version = Object.values(lock.packages)
    .map((entry) => entry.optionalDependencies?.[name] ?? entry.dependencies?.[name])
    .find((spec): spec is string => spec !== undefined && /^\d/.test(spec));
  if (!version) continue;
  const base = name.split('/').pop() ?? name;
  const os = oses.find((o) => base.includes(o));
  const cpu = cpus.find((c) => new RegExp(`(^|-)${c}(-|$)`).test(base));
  lock.packages[key] = { version, optional: true, ...(os ? { os: [os] } : {}), ...(cpu ? { cpu: [cpu] } : {}) };
  added.push(`${name}@${version}`);
}
writeFileSync('package-lock.json', stringifyLikeNpm(lock));
console.log(added.length ? `lockfile: added ${added.length} platform entries: ${added.join(', ')}` : 'lockfile: nothing missing');
