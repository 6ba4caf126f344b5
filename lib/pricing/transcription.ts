import { resolveLanguage } from './context';
import { parseInput, toResult } from './errors';
import { transcriptionQuoteInputSchema, type TranscriptionQuoteInput } from './input-schema';
import { QuoteDraft } from './quote-builder';
import { deliveryAfter } from './turnaround';
import type { PricingContext, QuoteResult } from './types';

/** Transcription per audio minute (each started minute billed), 1 business day per hour of audio. */
export function quoteTranscription(input: TranscriptionQuoteInput, ctx: PricingContext): QuoteResult {
  return quoteTranscriptionUnchecked(input, ctx);
}

/** The same for input nobody has checked yet (an API request body): it is validated here either way. */
export function quoteTranscriptionUnchecked(input: unknown, ctx: PricingContext): QuoteResult {
  return toResult(() => {
    const request = parseInput(transcriptionQuoteInputSchema(), input);
    const { perMinuteCents, audioMinutesPerBusinessDay } = ctx.tables.transcription;
    const language = request.language ? resolveLanguage(ctx, request.language, 'language') : undefined;
    const minutes = Math.ceil(request.audioMinutes);
    const draft = new QuoteDraft('transcription');
    draft.add({
      id: 'service',
      label: language ? `Transcription, ${language.name} audio` : 'Transcription',
      quantity: minutes,
      unit: 'minute',
      unitPriceCents: perMinuteCents,
      amountCents: minutes * perMinuteCents,
    });
    if (minutes !== request.audioMinutes) {
      draft.because('billing-increment', `Billed per started minute: ${request.audioMinutes} minutes of audio → ${minutes}.`);
    }
    const businessDays = Math.max(1, Math.ceil(minutes / audioMinutesPerBusinessDay));
    draft.because(
      'standard-turnaround',
      `1 business day per ${audioMinutesPerBusinessDay} minutes of audio → ${businessDays} business day${businessDays === 1 ? '' : 's'}.`,
    );
    const delivery = deliveryAfter(ctx, businessDays, draft);
    return draft.finish(ctx, { delivery });
  });
}
