import { applyAddOns } from './add-ons';
import { higherTier, resolveWrittenLanguage } from './context';
import { fail, parseInput, toResult } from './errors';
import { formatCents, formatCount } from './format';
import { documentQuoteInputSchema, type DocumentQuoteInput } from './input-schema';
import { billableWords, certifiedPages, measureOrder, type OrderVolume } from './pages';
import { QuoteDraft } from './quote-builder';
import { applyTurnaround } from './turnaround';
import type { PricingContext, QuoteResult } from './types';

const serviceIds = {
  certified: 'certified-translation',
  standard: 'standard-translation',
  proofreading: 'proofreading',
} as const;

const plural = (count: number, word: string) => `${formatCount(count)} ${word}${count === 1 ? '' : 's'}`;

/** A per-word line, topped up to the minimum charge by a second line when short of it. */
function addPerWordLines(draft: QuoteDraft, label: string, words: number, perWordCents: number, minimumCents: number): void {
  const amountCents = words * perWordCents;
  draft.add({ id: 'service', label, quantity: words, unit: 'word', unitPriceCents: perWordCents, amountCents });
  if (amountCents < minimumCents) {
    const topUp = minimumCents - amountCents;
    draft.add({
      id: 'minimum',
      label: `Minimum charge (${formatCents(minimumCents)} per order)`,
      quantity: 1,
      unit: 'order',
      unitPriceCents: topUp,
      amountCents: topUp,
    });
    draft.because('minimum-charge', `${plural(words, 'word')} come to ${formatCents(amountCents)}, under the ${formatCents(minimumCents)} minimum charge.`);
  }
}

function explainPages(draft: QuoteDraft, volume: OrderVolume, wordsPerPage: number, pages: number): void {
  const byWords = Math.ceil(volume.pooledWords / wordsPerPage);
  const parts = [`${plural(volume.pooledWords, 'word')} at ${wordsPerPage} words a page make ${plural(byWords, 'page')}`];
  if (volume.textDocuments > byWords) parts.push(`raised to ${plural(volume.textDocuments, 'page')}, at least one per document`);
  if (volume.uncountedScans > 0) parts.push(`plus ${plural(volume.uncountedScans, 'scanned page')} without a word count, one page each`);
  draft.because('page-count', `${plural(pages, 'page')}: ${parts.join('; ')}.`);
  if (volume.countedScans > 0) {
    draft.because('scanned-pages', `${plural(volume.countedScans, 'scanned page')} counted by the words entered for them.`);
  }
}

/**
 * Certified translation (per page), standard translation (per word, with a minimum)
 * and proofreading (per word, with a minimum), with turnaround and, for certified
 * translation, notarization, apostilles and a mailed hard copy.
 */
export function quoteDocumentTranslation(input: DocumentQuoteInput, ctx: PricingContext): QuoteResult {
  return quoteDocumentTranslationUnchecked(input, ctx);
}

/** The same for input nobody has checked yet (an API request body): it is validated here either way. */
export function quoteDocumentTranslationUnchecked(input: unknown, ctx: PricingContext): QuoteResult {
  return toResult(() => {
    const request = parseInput(documentQuoteInputSchema(), input);
    const { wordsPerPage, certified, standard, proofreading } = ctx.tables.document;
    const draft = new QuoteDraft(serviceIds[request.service]);
    const source = resolveWrittenLanguage(ctx, request.sourceLanguage, 'sourceLanguage');
    const volume = measureOrder(request.documents, wordsPerPage);
    let pages: number;

    if (request.service === 'proofreading') {
      const words = billableWords(volume, wordsPerPage);
      addPerWordLines(draft, `Proofreading, ${source.name}`, words, proofreading.perWordCents, proofreading.minimumCents);
      pages = Math.max(1, Math.ceil(words / wordsPerPage));
    } else {
      if (!request.targetLanguage) return fail('invalid_input', 'Choose the language to translate into', 'targetLanguage');
      const target = resolveWrittenLanguage(ctx, request.targetLanguage, 'targetLanguage');
      const tier = higherTier(source.tier, target.tier);
      const pair = `${source.name} to ${target.name}`;
      draft.because('language-tier', `${pair} is priced at the ${tier} tier, the higher tier of its two languages.`);

      if (request.service === 'certified') {
        pages = certifiedPages(volume, wordsPerPage);
        const unitPriceCents = certified.perPageCents[tier];
        draft.add({
          id: 'service',
          label: `Certified translation, ${pair}`,
          quantity: pages,
          unit: 'page',
          unitPriceCents,
          amountCents: pages * unitPriceCents,
        });
        explainPages(draft, volume, wordsPerPage, pages);
      } else {
        const words = billableWords(volume, wordsPerPage);
        addPerWordLines(draft, `Standard translation, ${pair}`, words, standard.perWordCents[tier], standard.minimumCents);
        pages = Math.max(1, Math.ceil(words / wordsPerPage));
      }
    }
    if (volume.uncountedScans > 0 && request.service !== 'certified') {
      draft.because('scanned-pages', `${plural(volume.uncountedScans, 'scanned page')} without a word count are counted as ${wordsPerPage} words each.`);
    }

    const delivery = applyTurnaround(draft, request.turnaround, pages, ['service', 'minimum'], ctx);
    if (request.service === 'certified') applyAddOns(draft, request, ctx);
    return draft.finish(ctx, { delivery });
  });
}
