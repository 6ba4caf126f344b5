/** Next's own timing of its page generation phase, read from the build log. */
export interface GenerationPhase {
  /** Pages Next counted in the phase (the `3202` of `(3202/3202)`). */
  pages: number;
  seconds: number;
}

const UNIT_SECONDS: Record<string, number> = { min: 60, s: 1, ms: 0.001 };

// Colour codes only appear when stdout is a terminal, but a forced-colour environment adds them anyway.
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/**
 * Reads `✓ Generating static pages using 2 workers (3202/3202) in 81s` from `next build` output.
 * Next prints the duration as `2.5min`, `81s`, `3.2s` or `250ms` (build/duration-to-string.js).
 * The last complete line wins; undefined when there is none (an older or newer Next that words it
 * differently), so the caller can say so rather than print a wrong figure.
 */
export function parseGenerationPhase(output: string): GenerationPhase | undefined {
  const pattern = /Generating static pages\b[^\n]*?\((\d+)\/(\d+)\) in (\d+(?:\.\d+)?)(min|ms|s)\b/g;
  let found: GenerationPhase | undefined;
  for (const match of output.replace(ANSI, '').matchAll(pattern)) {
    const [, done, total, amount, unit] = match;
    if (done !== total || unit === undefined) continue;
    const scale = UNIT_SECONDS[unit];
    if (scale === undefined) continue;
    found = { pages: Number(total), seconds: Number(amount) * scale };
  }
  return found;
}

/** Output marks for `runMeasured`: where Next starts generating pages and where it reports it is done. */
export const GENERATION_MARKS = {
  start: /Generating static pages\b/,
  end: /Generating static pages\b[^\n]*\((\d+)\/\1\) in \d/,
} as const;

/** CPU seconds the build's process tree spent between the two generation marks, if both were seen. */
export function generationCpuSeconds(cpuAtMark: Readonly<Record<string, number>>): number | undefined {
  const { start, end } = cpuAtMark;
  return start === undefined || end === undefined ? undefined : end - start;
}
