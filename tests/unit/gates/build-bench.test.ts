import { describe, expect, it } from 'vitest';
import { GENERATION_MARKS, generationCpuSeconds, parseGenerationPhase } from '@/scripts/bench/lib/generation';
import { runMeasured } from '@/scripts/bench/lib/measure';

const ESC = String.fromCharCode(27);

describe('parseGenerationPhase', () => {
  it.each([
    ['✓ Generating static pages using 2 workers (3202/3202) in 81s', 3202, 81],
    ['✓ Generating static pages using 2 workers (3202/3202) in 2.5min', 3202, 150],
    ['✓ Generating static pages using 1 worker (12/12) in 3.2s', 12, 3.2],
    ['✓ Generating static pages using 2 workers (4/4) in 250ms', 4, 0.25],
    [`${ESC}[32m✓${ESC}[39m Generating static pages using 2 workers (3202/3202) in 64s`, 3202, 64],
  ])('reads %s', (line, pages, seconds) => {
    const phase = parseGenerationPhase(`  Creating an optimized production build ...\n${line}\n  Finalizing page optimization ...`);
    expect(phase?.pages).toBe(pages);
    expect(phase?.seconds).toBeCloseTo(seconds, 6);
  });

  it('ignores the progress lines and keeps the finished one', () => {
    const log = [
      '  Generating static pages using 2 workers (0/3202) ...',
      '  Generating static pages using 2 workers (800/3202) ',
      '✓ Generating static pages using 2 workers (3202/3202) in 64s',
    ].join('\n');
    expect(parseGenerationPhase(log)).toEqual({ pages: 3202, seconds: 64 });
  });

  it('gives undefined when the build printed no finished generation line', () => {
    expect(parseGenerationPhase('✓ Compiled successfully in 42s\n  Generating static pages using 2 workers (800/3202) ')).toBeUndefined();
  });
});

describe('generation marks', () => {
  it.each([
    ['  Generating static pages using 2 workers (0/3202) ...', true, false],
    ['  Generating static pages using 2 workers (800/3202) ', true, false],
    ['✓ Generating static pages using 2 workers (3202/3202) in 64s', true, true],
    ['✓ Compiled successfully in 42s', false, false],
  ])('%s starts: %s, ends: %s', (line, starts, ends) => {
    expect(GENERATION_MARKS.start.test(line)).toBe(starts);
    expect(GENERATION_MARKS.end.test(line)).toBe(ends);
  });

  it('gives the CPU between the marks, or undefined when one is missing', () => {
    expect(generationCpuSeconds({ start: 40.5, end: 104.5 })).toBe(64);
    expect(generationCpuSeconds({ start: 40.5 })).toBeUndefined();
  });
});

describe('runMeasured', () => {
  it('reads the CPU time of the process when the output reaches each mark', async () => {
    // Burns 0.4 s of CPU (not wall time, which a busy machine stretches) a moment after the first mark.
    const script = "console.log('begin'); setTimeout(() => { while (process.cpuUsage().user < 400_000); console.log('done'); }, 200);";
    const result = await runMeasured(process.execPath, ['-e', script], process.cwd(), process.env, { start: /begin/, end: /done/ });
    expect(result.output).toContain('done');
    expect(generationCpuSeconds(result.cpuAtMark)).toBeGreaterThan(0.2);
  });
});
