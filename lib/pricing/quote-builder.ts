import { formatCents } from './format';
import { roundHalfUp } from './money';
import type { PricingContext, Quote, QuoteLine, QuoteReason, ServiceId } from './types';

const dayMs = 86_400_000;

/** Collects the lines and reasons of one quote; the total is always the sum of the lines. */
export class QuoteDraft {
  readonly lines: QuoteLine[] = [];
  readonly reasons: QuoteReason[] = [];

  constructor(readonly service: ServiceId) {}

  add(line: QuoteLine): this {
    this.lines.push(line);
    return this;
  }

  because(rule: string, message: string): this {
    this.reasons.push({ rule, message });
    return this;
  }

  /**
   * Adds `percent`% of `baseCents` as one surcharge line, or of the share
   * `part / whole` of it (the after-hours minutes of the billed minutes), rounded once.
   */
  surcharge(id: string, label: string, baseCents: number, percent: number, share = { part: 1, whole: 1 }): this {
    const amountCents = roundHalfUp(baseCents * percent * share.part, 100 * share.whole);
    const of = share.part === share.whole ? formatCents(baseCents) : `${formatCents(baseCents)} × ${share.part}/${share.whole}`;
    return this.add({
      id,
      label: `${label} (+${percent}%)`,
      quantity: 1,
      unit: 'surcharge',
      unitPriceCents: amountCents,
      amountCents,
      note: `${percent}% of ${of}`,
    });
  }

  sum(ids?: readonly string[]): number {
    return this.lines.filter((line) => !ids || ids.includes(line.id)).reduce((total, line) => total + line.amountCents, 0);
  }

  finish(ctx: PricingContext, extra: Pick<Quote, 'delivery' | 'billedMinutes' | 'interpreters'> = {}): Quote {
    return {
      service: this.service,
      currency: 'USD',
      lines: this.lines,
      totalCents: this.sum(),
      reasons: this.reasons,
      ...extra,
      validUntil: new Date(ctx.now.getTime() + ctx.tables.quote.validityDays * dayMs).toISOString(),
    };
  }
}
