/**
 * Copies the 3:2 country flags of the installed `country-flag-icons` package into
 * public/flags/3x2/, so that the phone input's flags come from our own origin
 * (`/flags/3x2/TR.svg`). Runs before `next build` and `next dev`; files already
 * identical are left alone, and flags the package no longer has are removed.
 */
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const packageDir = dirname(require.resolve('country-flag-icons/package.json'));
const sourceDir = join(packageDir, '3x2');
const targetDir = join(process.cwd(), 'public', 'flags', '3x2');

if (!existsSync(sourceDir)) {
  console.error(`copy-flags: ${sourceDir} is missing; is country-flag-icons installed?`);
  process.exit(1);
}

const started = performance.now();
mkdirSync(targetDir, { recursive: true });
const flags = readdirSync(sourceDir).filter((name) => /^[A-Z]{2}(-[A-Z0-9]+)?\.svg$/.test(name));
let written = 0;
for (const name of flags) {
  const content = readFileSync(join(sourceDir, name));
  const target = join(targetDir, name);
  if (existsSync(target) && readFileSync(target).equals(content)) continue;
  writeFileSync(target, content);
  written += 1;
}
const wanted = new Set(flags);
for (const name of readdirSync(targetDir)) {
  if (!wanted.has(name)) rmSync(join(targetDir, name));
}
console.log(`copy-flags: ${flags.length} flags in public/flags/3x2 (${written} written) in ${Math.round(performance.now() - started)} ms`);
