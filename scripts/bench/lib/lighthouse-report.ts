import type { PageMeasure } from './lighthouse-run';
import { kb } from './measure';
import type { Template } from './templates';

export interface TemplateRow {
  template: Template;
  ours: PageMeasure;
  floor: PageMeasure;
  /** gzip bytes of the scripts the page's HTML references. */
  firstLoadJs: number;
  /** gzip bytes of every script the page loaded without input: the HTML's and the on-demand chunks. */
  loadedJs: number;
}

/** Our figure over the floor's; TBT floors of 0 ms give no meaningful ratio, so the difference is shown. */
export function ratio(ours: number, floor: number): string {
  if (!Number.isFinite(ours) || !Number.isFinite(floor)) return 'n/a';
  if (floor <= 0) return ours <= 0 ? '1.00×' : `+${Math.round(ours)} ms`;
  return `${(ours / floor).toFixed(2)}×`;
}

const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'n/a');

/** The goals of the issue, checked against one row; an empty list means the template meets them all. */
export function missedGoals(row: TemplateRow): string[] {
  const { ours, floor } = row;
  const missed: string[] = [];
  if (ours.scores.performance < 95) missed.push(`performance ${ours.scores.performance} < 95`);
  for (const category of ['accessibility', 'best-practices', 'seo'] as const) {
    if (ours.scores[category] < 100) missed.push(`${category} ${ours.scores[category]} < 100`);
  }
  if (ours.cls > 0) missed.push(`CLS ${ours.cls.toFixed(3)} > 0`);
  if (ours.tbtMs >= 200) missed.push(`TBT ${Math.round(ours.tbtMs)} ms ≥ 200 ms`);
  if (floor.lcpMs > 0 && ours.lcpMs / floor.lcpMs > 1.15) missed.push(`LCP ${ratio(ours.lcpMs, floor.lcpMs)} the floor > 1.15×`);
  return missed;
}

function table(header: string[], body: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

export function printReport(rows: readonly TemplateRow[], runs: number): void {
  const header = [
    'template',
    'perf',
    'a11y',
    'bp',
    'seo',
    'LCP',
    'TBT',
    'CLS',
    'bytes',
    'JS loaded',
    'JS in HTML',
    'floor LCP',
    'floor TBT',
    'LCP/floor',
    'TBT/floor',
  ];
  const body = rows.map(({ template, ours, floor, firstLoadJs, loadedJs }) => [
    `${template.name} ${template.path}`,
    String(ours.scores.performance),
    String(ours.scores.accessibility),
    String(ours.scores['best-practices']),
    String(ours.scores.seo),
    ms(ours.lcpMs),
    ms(ours.tbtMs),
    ours.cls.toFixed(3),
    kb(ours.transferBytes),
    kb(loadedJs),
    kb(firstLoadJs),
    ms(floor.lcpMs),
    ms(floor.tbtMs),
    ratio(ours.lcpMs, floor.lcpMs),
    ratio(ours.tbtMs, floor.tbtMs),
  ]);
  console.log(`\nLighthouse, mobile profile (simulated throttling), ${runs} run${runs === 1 ? '' : 's'} per page (median run)\n`);
  console.log(table(header, body));
  console.log(
    'JS loaded: gzip bytes of every script loaded before the visitor does anything (on-demand chunks included); JS in HTML: the scripts the HTML names.',
  );
  console.log('\nGoals: perf ≥ 95, a11y/bp/seo 100, CLS 0, TBT < 200 ms, LCP ≤ 1.15× the script-free floor');
  for (const row of rows) {
    const missed = missedGoals(row);
    const status = missed.length === 0 ? 'all goals met' : missed.join('; ');
    console.log(`  ${row.template.name}: ${status}`);
    if (row.ours.failing.length > 0) console.log(`    audits below par: ${row.ours.failing.join(', ')}`);
  }
}
