/**
 * Before `next build` (after the catalog is fetched, when it comes from the API): writes each
 * calculator's data to public/calculator-data/<kind>.json, which the calculators embedded in
 * service pages fetch when they activate. The pages' addresses carry each file's version.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CALCULATOR_KINDS, islandDataFile, islandDataJson } from '../lib/calculators/island-data.server';

const publicDir = path.join(process.cwd(), 'public');
rmSync(path.join(publicDir, 'calculator-data'), { recursive: true, force: true });
for (const kind of CALCULATOR_KINDS) {
  const file = path.join(publicDir, islandDataFile(kind));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, islandDataJson(kind));
}
console.log(`Calculator data written for ${CALCULATOR_KINDS.join(', ')}`);
