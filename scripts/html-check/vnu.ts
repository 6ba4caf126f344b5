import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The Nu HTML Checker's jar, from the vnu-jar package. */
const vnuJar = fileURLToPath(import.meta.resolve('vnu-jar/build/dist/vnu.jar'));

const messageSchema = z.object({
  type: z.string(),
  subType: z.string().optional(),
  url: z.string().optional(),
  firstLine: z.number().optional(),
  lastLine: z.number().optional(),
  firstColumn: z.number().optional(),
  lastColumn: z.number().optional(),
  message: z.string(),
});
const reportSchema = z.object({ messages: z.array(messageSchema) });

/** One finding of the checker, with the file it is in (absolute path) and where. */
export interface VnuMessage {
  kind: 'error' | 'warning' | 'info';
  file: string;
  line: number | undefined;
  column: number | undefined;
  message: string;
}

/** vnu's JSON report as findings: `error` and `non-document-error` (a file it could not read) are errors. */
function parseVnuReport(json: string): VnuMessage[] {
  return reportSchema.parse(JSON.parse(json)).messages.map((m) => ({
    kind: m.type === 'error' || m.type === 'non-document-error' ? 'error' : m.subType === 'warning' ? 'warning' : 'info',
    file: m.url?.startsWith('file:') ? fileURLToPath(m.url) : (m.url ?? '(no file)'),
    line: m.lastLine ?? m.firstLine,
    column: m.firstColumn ?? m.lastColumn,
    message: m.message,
  }));
}

/**
 * Checks `files` in one JVM (it takes seconds to start; each page then takes milliseconds) and
 * returns every finding. Needs `java` (17 or later) on the PATH: Debian's `default-jre-headless`.
 */
export function checkWithVnu(files: readonly string[]): VnuMessage[] {
  const run = spawnSync('java', ['-Xss8m', '-jar', vnuJar, '--format', 'json', '--stdout', ...files], {
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
  });
  if (run.error)
    throw new Error(`check-html: could not start java (${run.error.message}); install a Java runtime (Debian: apt-get install default-jre-headless)`);
  // vnu exits 1 when it found errors; anything else, or no report, is the checker failing.
  if ((run.status !== 0 && run.status !== 1) || !run.stdout.trimStart().startsWith('{')) {
    throw new Error(`check-html: the Nu checker failed (exit ${run.status ?? run.signal})\n${run.stderr.slice(0, 2000)}${run.stdout.slice(0, 2000)}`);
  }
  return parseVnuReport(run.stdout);
}
