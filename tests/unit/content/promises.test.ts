import { describe, expect, it } from 'vitest';
import { auditPromises, promiseProblems, revisionPeriodProblems, signedWordingProblems } from '@/scripts/content-check/promises';

describe('turnaround promises the terms do not make', () => {
  it.each([
    'Rush delivers within 24 hours for 100% more.',
    'Standard, expedited or 24-hour rush.',
    '| Rush, 24 hours | +100% |',
    '"rush": "Rush, 24 hours (+{percent}%)"',
    'Rush 24-hour delivery, which doubles the price',
    'Delivery dates are counted from the moment you place the order.',
    'Rush costs 100% more and is due the next business day.',
    '"rush": "Rush, next business day (+{percent}%)"',
    'Expedited costs 50% more and roughly halves that time.',
    'Turnaround starts when your order is paid.',
    'Documents are better sent for certified translation, which is checked by a second linguist and signed.',
    'and a second linguist compares names, dates and numbers against the source before we sign the certificate.',
    '- A **second review** by another linguist before the certificate is signed',
  ])('finds "%s"', (line) => {
    expect(promiseProblems('x.md', line)).toHaveLength(1);
  });

  it.each([
    'Rush, for up to five pages, is due by 20:00 the same day, otherwise by 12:00 Eastern on the next business day.',
    'A second linguist checks an existing translation against its source for accuracy, from $0.04 per word.',
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

describe('payment, file and revision promises the order does not keep', () => {
  it.each([
    'We accept major credit and debit cards at checkout.',
    'Individual customers pay in full by card when they confirm an order.',
    'Card details go straight to our payment processor.',
    'Accepting commits you to the deadline, and the files and instructions become available at once.',
    'Free revisions if USCIS or the receiving institution asks for changes',
    'Revisions are free, whenever you ask.',
  ])('finds "%s"', (line) => {
    expect(promiseProblems('x.md', line)).toHaveLength(1);
  });

  it.each([
    'Organizations pay by invoice, by ACH bank transfer, wire or check.',
    'Banking and credit card operations centers',
    'The files and instructions become available on your offer page once you have accepted.',
    'Free corrections of our errors, asked for from your order page within 60 days of delivery',
    'The free revision described in the [Refund and Acceptance Guarantee](/agreement/refund-and-acceptance-guarantee/).',
  ])('lets "%s" through', (line) => {
    expect(promiseProblems('x.md', line)).toEqual([]);
  });

  it('holds the guarantee to the period the order page takes revision requests for', () => {
    expect(revisionPeriodProblems('Ask within 60 days of delivery.')).toEqual([]);
    expect(revisionPeriodProblems('Ask within 90 days of delivery.')).toHaveLength(1);
  });
});

describe('"signed" said only of what the platform signs', () => {
  it.each([
    'Standard translations are delivered as a signed PDF.',
    'Proofreading comes with a signed statement of review.',
    'Every transcription carries the transcriber’s signature.',
    'A signed confidentiality undertaking from every interpreter.',
    'The hard copy is printed on our letterhead, signed in ink and shipped with tracking.',
    'Can I get a printed copy with an original signature?',
    'Add a printed, ink-signed hard copy.',
  ])('refuses "%s"', (line) => {
    expect(signedWordingProblems('x.md', line)).toHaveLength(1);
  });

  it.each([
    'Every certified translation arrives as a signed PDF by email.',
    'The certificate is electronically signed by the translator.',
    'Standard translation comes without a certificate and is not signed.',
    'Pre-assigned interpreters must join while signed in to Zoom.',
    'If the receiving office wants the notarized original with the ink signature and seal, add a hard copy.',
  ])('lets "%s" through', (line) => {
    expect(signedWordingProblems('x.md', line)).toEqual([]);
  });

  it('names the file and line', () => {
    expect(signedWordingProblems('content/faq.yaml', 'a\nProofreading, signed.')[0]).toMatch(/^content\/faq\.yaml:2: /);
  });
});
