import { describe, expect, it } from 'vitest';
import { auditPromises, promiseProblems } from '@/scripts/content-check/promises';

describe('turnaround promises the terms do not make', () => {
  it.each([
    'Rush delivers within 24 hours for 100% more.',
    'Standard, expedited or 24-hour rush.',
    '| Rush, 24 hours | +100% |',
    '"rush": "Rush, 24 hours (+{percent}%)"',
    'Rush 24-hour delivery, which doubles the price',
    'Delivery dates are counted from the moment you place the order.',
  ])('finds "%s"', (line) => {
    expect(promiseProblems('x.md', line)).toHaveLength(1);
  });

  it.each([
    'Rush costs 100% more and is due the next business day.',
    'Scheduled remote sessions may be canceled free of charge up to 24 hours before the start.',
    'Tell us within 24 hours if you suspect that client material has been lost.',
    'Video sessions are best booked 24 hours ahead.',
  ])('lets "%s" through', (line) => {
    expect(promiseProblems('x.md', line)).toEqual([]);
  });

  it('names the file and line', () => {
    expect(promiseProblems('content/faq.yaml', 'a\nRush delivers within 24 hours.')[0]).toMatch(/^content\/faq\.yaml:2: /);
  });

  it('finds none in the site’s content and interface strings', () => {
    const { fileCount, problems } = auditPromises(process.cwd());
    expect(fileCount).toBeGreaterThan(100);
    expect(problems).toEqual([]);
  });
});
