import { applyAddOns } from './add-ons';
import { resolveCountry } from './context';
import { fail, parseInput, toResult } from './errors';
import { portugueseQuoteInputSchema, type PortugueseQuoteInput } from './input-schema';
import { QuoteDraft } from './quote-builder';
import { applyTurnaround } from './turnaround';
import type { PricingContext, QuoteResult } from './types';

/**
 * The Portuguese immigration package: a flat price per standard civil document
 * (academic transcripts per page), Portuguese to English for US immigration or
 * English to Portuguese for Portugal and Brazil, with the usual turnaround and
 * add-ons. Each document or transcript page counts as one page for turnaround.
 */
export function quotePortugueseImmigration(input: PortugueseQuoteInput, ctx: PricingContext): QuoteResult {
  return quotePortugueseImmigrationUnchecked(input, ctx);
}

/** The same for input nobody has checked yet (an API request body): it is validated here either way. */
export function quotePortugueseImmigrationUnchecked(input: unknown, ctx: PricingContext): QuoteResult {
  return toResult(() => {
    const request = parseInput(portugueseQuoteInputSchema(), input);
    const table = ctx.tables.portugueseImmigration;
    const direction = table.directions[request.direction];
    const country = resolveCountry(ctx.tables, request.countryOfUse, 'countryOfUse');
    const destination = direction.countries.find((entry) => entry.code === request.countryOfUse);
    if (!destination) {
      const allowed = direction.countries.map((entry) => resolveCountry(ctx.tables, entry.code, 'countryOfUse').name);
      fail(
        'unsupported_country',
        `${direction.label} translations in this package are for use in ${allowed.join(' or ')}. For ${country.name}, request a certified translation quote.`,
        'countryOfUse',
      );
    }
    if (destination.variant && destination.variant !== request.variant) {
      fail(
        'invalid_input',
        `Documents for use in ${country.name} are translated into ${table.variants[destination.variant]} (${destination.variant}).`,
        'variant',
      );
    }

    const draft = new QuoteDraft('portuguese-immigration');
    draft.because('flat-price', `${direction.label} (${table.variants[request.variant]}) for use in ${country.name}: a flat price per document.`);
    const quantities = new Map<string, number>();
    request.documents.forEach((entry, index) => {
      if (!table.documents.some((document) => document.id === entry.type)) {
        fail('unknown_document_type', `"${entry.type}" is not one of the documents in this package.`, `documents.${index}.type`);
      }
      quantities.set(entry.type, (quantities.get(entry.type) ?? 0) + entry.quantity);
    });
    let pages = 0;
    for (const document of table.documents) {
      const quantity = quantities.get(document.id);
      if (quantity === undefined) continue;
      draft.add({
        id: `document-${document.id}`,
        label: `${document.label}, ${direction.label}`,
        quantity,
        unit: document.unit,
        unitPriceCents: document.priceCents,
        amountCents: quantity * document.priceCents,
      });
      pages += quantity;
    }

    const documentLineIds = draft.lines.map((line) => line.id);
    const delivery = applyTurnaround(draft, request.turnaround, pages, documentLineIds, ctx);
    applyAddOns(draft, request, ctx);
    return draft.finish(ctx, { delivery });
  });
}
