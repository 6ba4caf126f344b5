import { formatMinutes } from './format';
import { roundUpTo } from './money';
import type { QuoteDraft } from './quote-builder';

/** Billed minutes of an interpreting booking: rounded up to the increment, then at least the minimum. */
export function billDuration(draft: QuoteDraft, requestedMinutes: number, minimumMinutes: number, incrementMinutes: number): number {
  const rounded = roundUpTo(requestedMinutes, incrementMinutes);
  const billed = Math.max(minimumMinutes, rounded);
  if (rounded !== requestedMinutes) {
    draft.because('billing-increment', `Billed in ${incrementMinutes}-minute increments: ${formatMinutes(requestedMinutes)} → ${formatMinutes(rounded)}.`);
  }
  if (billed > rounded) {
    draft.because('minimum-duration', `${formatMinutes(minimumMinutes)} minimum: ${formatMinutes(requestedMinutes)} booked, ${formatMinutes(billed)} billed.`);
  }
  return billed;
}
