/**
 * Counts words in files from the command line, with the same code the site
 * runs in the browser:
 *
 *   npm run --silent wordcount -- FILE...
 *
 * Prints one JSON object per line, {"file","words","pages","scannedPages"} or
 * {"file","error":{"code","message"}}, and exits with status 1 when any file
 * failed. The per-quote file limit does not apply here; the per-file size
 * limit does.
 */
import { readFile, stat } from 'node:fs/promises';
import { countFile } from '../lib/wordcount/count-file';
import { checkFileLimits } from '../lib/wordcount/limits';
import { nodePdfCMapUrl } from '../server/files/node-resources';
import type { FileCount } from '../lib/wordcount/types';

const pdfCMapUrl = nodePdfCMapUrl();

async function countPath(path: string): Promise<FileCount> {
  try {
    const { size } = await stat(path);
    // Checked before reading, so an oversized file is never loaded.
    const refused = checkFileLimits(path, size, 0);
    if (refused) return refused;
    return await countFile({ name: path, bytes: new Uint8Array(await readFile(path)) }, { pdfCMapUrl });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { file: path, error: { code: 'corrupt_file', message: `${path} could not be read: ${reason}` } };
  }
}

async function main(paths: string[]): Promise<number> {
  if (paths.length === 0) {
    process.stderr.write('Usage: npm run --silent wordcount -- FILE...\n');
    return 2;
  }
  let failed = false;
  for (const path of paths) {
    const result = await countPath(path);
    failed ||= 'error' in result;
    process.stdout.write(`${JSON.stringify(result)}\n`);
  }
  return failed ? 1 : 0;
}

process.exitCode = await main(process.argv.slice(2));
