import { describe, expect, it } from 'vitest';
import { parseGenerationPhase } from '@/scripts/bench/lib/generation';

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
