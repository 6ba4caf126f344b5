import { describe, expect, it } from 'vitest';
import { createPricingContext, fromPrices, quoteDocumentTranslation, quotesDiffer } from '@/lib/pricing';
import { context, expectQuote, tables } from './fixture';

describe('fromPrices', () => {
  const prices = fromPrices(tables);

  it.each([
    // id, unit, from, by tier
    ['certified-translation', 'page', 2700, { common: 2700, standard: 3200, rare: 4200 }],
    ['standard-translation', 'word', 10, { common: 10, standard: 13, rare: 18 }],
    ['on-site-interpretation', 'hour', 9500, { common: 9500, standard: 11500, rare: 15000 }],
    ['phone-interpretation', 'minute', 175, { common: 175, standard: 225, rare: 325 }],
    ['video-interpretation', 'minute', 250, { common: 250, standard: 300, rare: 400 }],
    ['scheduled-remote-interpretation', 'hour', 7500, { common: 7500, standard: 9000, rare: 12000 }],
  ] as const)('%s from %i a %s', (id, unit, from, byTier) => {
    expect(prices[id]).toMatchObject({ id, unit, fromCents: from, byTier });
  });

  it.each([
    ['proofreading', 'word', 4],
    ['transcription', 'minute', 150],
    ['portuguese-immigration', 'document', 2900], // the cheapest document in the package
  ] as const)('%s from %i a %s', (id, unit, from) => {
    expect(prices[id]).toMatchObject({ id, unit, fromCents: from });
    expect(prices[id].byTier).toBeUndefined();
  });

  it('carries the minimums', () => {
    expect(prices['standard-translation'].minimumCents).toBe(3500);
    expect(prices.proofreading.minimumCents).toBe(2500);
    expect(prices['on-site-interpretation'].minimumMinutes).toBe(120);
    expect(prices['scheduled-remote-interpretation'].minimumMinutes).toBe(30);
  });
});

describe('quotesDiffer', () => {
  const server = expectQuote(
    quoteDocumentTranslation(
      { service: 'certified', sourceLanguage: 'spanish', targetLanguage: 'english', documents: [{ words: 600 }], notarization: true },
      context(),
    ),
  );

  it.each([
    ['the same quote', server, false],
    ['the same total only', { totalCents: server.totalCents }, false],
    ['another total', { totalCents: server.totalCents + 1 }, true],
    [
      'a line priced differently with the same total',
      {
        totalCents: server.totalCents,
        lines: [
          { id: 'service', amountCents: 9000 },
          { id: 'notarization', amountCents: 1695 },
        ],
      },
      true,
    ],
    ['a missing line', { totalCents: server.totalCents, lines: [{ id: 'service', amountCents: server.totalCents }] }, true],
  ])('%s → %s', (_name, client, differ) => {
    expect(quotesDiffer(client, server)).toBe(differ);
  });

  it('does not depend on line order', () => {
    expect(quotesDiffer({ ...server, lines: [...server.lines].reverse() }, server)).toBe(false);
  });
});

describe('pricing context', () => {
  it('keeps English at the common tier whatever the catalog says', () => {
    const ctx = createPricingContext({
      tables,
      now: new Date('2025-09-10T14:00:00Z'),
      languages: [
        { slug: 'english', name: 'English', tier: 'rare' },
        { slug: 'spanish', name: 'Spanish', tier: 'common' },
      ],
      locations: [],
      platforms: [],
    });
    // Spanish → English, 1 page: common tier, $27.00
    const quote = expectQuote(
      quoteDocumentTranslation({ service: 'certified', sourceLanguage: 'spanish', targetLanguage: 'english', documents: [{ words: 100 }] }, ctx),
    );
    expect(quote.totalCents).toBe(2700);
  });
});
