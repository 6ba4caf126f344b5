/**
 * `npm run check` (and `npm test`): every step of the suite, independent steps side by side, then a
 * table of each step's time. A stage's steps start together; the next stage starts once they have
 * all passed. Steps that share a stage are the light or I/O-bound ones: the unit tests, the build
 * and the end-to-end tests each have the machine to themselves, so timing-sensitive tests don't
 * compete with a compiler for the CPU.
 */
import { spawn } from 'node:child_process';

interface StepResult {
  name: string;
  seconds: number;
  ok: boolean;
}

const stages: string[][] = [['typecheck', 'lint'], ['test:unit'], ['build:test'], ['check:content', 'check:html', 'check:budgets'], ['test:e2e']];

/** Runs `npm run <name>`; a step that shares its stage has its output printed once it ends, in one piece. */
function runStep(name: string, alone: boolean): Promise<StepResult> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '-s', name], { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = (performance.now() - started) / 1000;
      if (!alone) process.stdout.write(`\n── ${name} ──\n${Buffer.concat(output).toString()}`);
      resolve({ name, seconds, ok: code === 0 && signal === null });
    });
  });
}

function printTable(results: StepResult[], total: number): void {
  const width = Math.max(...results.map((result) => result.name.length), 'total'.length);
  console.log('\nstep times');
  for (const { name, seconds, ok } of results) console.log(`  ${name.padEnd(width)}  ${seconds.toFixed(1).padStart(7)} s  ${ok ? 'passed' : 'FAILED'}`);
  console.log(`  ${'total'.padEnd(width)}  ${total.toFixed(1).padStart(7)} s`);
}

async function main(): Promise<void> {
  const started = performance.now();
  const results: StepResult[] = [];
  for (const stage of stages) {
    console.log(`\n▶ ${stage.join(' ‖ ')}`);
    const stageResults = await Promise.all(stage.map((name) => runStep(name, stage.length === 1)));
    results.push(...stageResults);
    if (stageResults.some((result) => !result.ok)) break;
  }
  printTable(results, (performance.now() - started) / 1000);
  const failed = results.filter((result) => !result.ok);
  if (failed.length > 0) {
    console.error(`\nFailed: ${failed.map((result) => result.name).join(', ')}`);
    process.exit(1);
  }
}

await main();
