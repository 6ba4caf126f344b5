import { applyAfterHours } from './after-hours';
import { resolveInterpretingLanguage, resolvePlatform } from './context';
import { billDuration } from './duration';
import { fail, parseInput, toResult } from './errors';
import { remoteQuoteInputSchema, type RemoteQuoteInput } from './input-schema';
import { hourlyAmount } from './money';
import { QuoteDraft } from './quote-builder';
import { zonedTimeToInstant } from './time-zone';
import type { PricingContext, QuoteResult } from './types';

const onDemandLabels = { opi: 'Phone interpreting (OPI)', vri: 'Video remote interpreting (VRI)' } as const;

/**
 * Remote interpretation: phone (OPI) and video (VRI) on demand per minute, or a
 * session scheduled on a meeting platform per hour with a minimum and
 * increments. After-hours time is judged in the visitor's time zone, from the
 * given start or, for an on-demand call without one, from now.
 */
export function quoteRemoteInterpretation(input: RemoteQuoteInput, ctx: PricingContext): QuoteResult {
  return quoteRemoteInterpretationUnchecked(input, ctx);
}

/** The same for input nobody has checked yet (an API request body): it is validated here either way. */
export function quoteRemoteInterpretationUnchecked(input: unknown, ctx: PricingContext): QuoteResult {
  return toResult(() => {
    const request = parseInput(remoteQuoteInputSchema(), input);
    const { remote } = ctx.tables.interpretation;
    const language = resolveInterpretingLanguage(ctx, request.language);
    let startMs = ctx.now.getTime();
    if (request.date && request.startTime) {
      startMs = zonedTimeToInstant(request.date, request.startTime, request.timeZone);
      if (startMs < ctx.now.getTime()) {
        fail('date_in_past', `${request.date} at ${request.startTime} (${request.timeZone}) has already passed. Choose a later start.`, 'date');
      }
    }

    const draft = new QuoteDraft('remote-interpretation');
    draft.because('language-tier', `${language.name} is priced at the ${language.tier} tier.`);
    let billedMinutes: number;
    let blockMinutes: number;

    if (request.mode === 'scheduled') {
      if (!request.platform) return fail('invalid_input', 'Choose the meeting platform', 'platform');
      const platform = resolvePlatform(ctx, request.platform, 'platform');
      const { hourlyCents, minimumMinutes, incrementMinutes } = remote.scheduled;
      billedMinutes = billDuration(draft, request.durationMinutes, minimumMinutes, incrementMinutes);
      blockMinutes = incrementMinutes;
      const unitPriceCents = hourlyCents[language.tier];
      draft.add({
        id: 'interpreting',
        label: `Remote interpreting on ${platform.name}, ${language.name}`,
        quantity: billedMinutes / 60,
        unit: 'hour',
        unitPriceCents,
        amountCents: hourlyAmount(unitPriceCents, billedMinutes),
      });
    } else {
      billedMinutes = request.durationMinutes;
      blockMinutes = 1;
      const unitPriceCents = remote.onDemand[request.mode].perMinuteCents[language.tier];
      draft.add({
        id: 'interpreting',
        label: `${onDemandLabels[request.mode]}, ${language.name}`,
        quantity: billedMinutes,
        unit: 'minute',
        unitPriceCents,
        amountCents: billedMinutes * unitPriceCents,
      });
      draft.because('per-minute', 'On-demand calls are billed per minute, with no minimum.');
    }

    applyAfterHours(draft, { startMs, billedMinutes, blockMinutes, timeZone: request.timeZone }, draft.sum(['interpreting']), ctx);
    return draft.finish(ctx, { billedMinutes, interpreters: 1 });
  });
}
