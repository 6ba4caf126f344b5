import { applyAfterHours } from './after-hours';
import { resolveInterpretingLanguage, resolveLocation } from './context';
import { billDuration } from './duration';
import { fail, parseInput, toResult } from './errors';
import { formatCents, formatMinutes } from './format';
import { onSiteQuoteInputSchema, type OnSiteQuoteInput } from './input-schema';
import { addInterpretingLines } from './on-site-rate';
import { QuoteDraft } from './quote-builder';
import { zonedTimeToInstant } from './time-zone';
import type { PricingContext, QuoteResult } from './types';

/**
 * On-site interpretation: hourly by tier with a minimum and billing increments,
 * half-day and full-day caps, after-hours (local time at the location) and
 * short-notice surcharges, a team of two for long simultaneous sessions, and a
 * travel fee per interpreter by the location's travel zone.
 */
export function quoteOnSiteInterpretation(input: OnSiteQuoteInput, ctx: PricingContext): QuoteResult {
  return quoteOnSiteInterpretationUnchecked(input, ctx);
}

/** The same for input nobody has checked yet (an API request body): it is validated here either way. */
export function quoteOnSiteInterpretationUnchecked(input: unknown, ctx: PricingContext): QuoteResult {
  return toResult(() => {
    const request = parseInput(onSiteQuoteInputSchema(), input);
    const { onSite } = ctx.tables.interpretation;
    const language = resolveInterpretingLanguage(ctx, request.language);
    const location = resolveLocation(ctx, request.location, 'location');
    const startMs = zonedTimeToInstant(request.date, request.startTime, location.timeZone);
    if (startMs <= ctx.now.getTime()) {
      fail('date_in_past', `${request.date} at ${request.startTime} in ${location.name} has already passed. Choose a later start.`, 'date');
    }

    const draft = new QuoteDraft('on-site-interpretation');
    const billedMinutes = billDuration(draft, request.durationMinutes, onSite.minimumMinutes, onSite.incrementMinutes);

    const { teamInterpreting } = onSite;
    const team = request.mode === 'simultaneous' && request.durationMinutes > teamInterpreting.simultaneousOverMinutes;
    const interpreters = team ? teamInterpreting.interpreters : 1;
    if (team) {
      draft.because(
        'team-interpreting',
        `Simultaneous interpretation longer than ${formatMinutes(teamInterpreting.simultaneousOverMinutes)} needs a team of ${interpreters} interpreters, who take turns.`,
      );
    }
    const label = `On-site ${request.mode} interpreting, ${language.name}${team ? ` (team of ${interpreters})` : ''}`;
    draft.because('language-tier', `${language.name} is priced at the ${language.tier} tier.`);
    const feeCents = addInterpretingLines(draft, onSite, language.tier, billedMinutes, interpreters, label);

    applyAfterHours(draft, { startMs, billedMinutes, blockMinutes: onSite.incrementMinutes, timeZone: location.timeZone }, feeCents, ctx);

    const minutesAhead = Math.floor((startMs - ctx.now.getTime()) / 60_000);
    if (minutesAhead < onSite.shortNotice.hoursAhead * 60) {
      draft.surcharge('short-notice', 'Short-notice booking', feeCents, onSite.shortNotice.surchargePercent);
      draft.because(
        'short-notice',
        `Booked ${formatMinutes(minutesAhead)} ahead, less than ${onSite.shortNotice.hoursAhead} h: +${onSite.shortNotice.surchargePercent}% on interpreting time.`,
      );
    }

    const travelFeeCents = onSite.travelFeeCents[location.travelZone];
    if (travelFeeCents > 0) {
      draft.add({
        id: 'travel',
        label: `Travel fee, ${location.name} zone ${location.travelZone}`,
        quantity: interpreters,
        unit: 'interpreter',
        unitPriceCents: travelFeeCents,
        amountCents: travelFeeCents * interpreters,
      });
      draft.because('travel-zone', `${location.name} is in travel zone ${location.travelZone}: ${formatCents(travelFeeCents)} per interpreter.`);
    }
    return draft.finish(ctx, { billedMinutes, interpreters });
  });
}
