/** Amounts typed in dollars and held in integer cents. */

const AMOUNT = /^\$?\s*(\d{1,7})(?:[.,](\d{1,2}))?$/;

/** "0.12" → 12, "65" → 6500, "$1.5" → 150; NaN for anything that isn't an amount in dollars and cents. */
export function dollarTextToCents(text: string): number {
  const match = AMOUNT.exec(text.trim());
  if (!match) return Number.NaN;
  const [, dollars = '0', cents = ''] = match;
  return Number(dollars) * 100 + Number(cents.padEnd(2, '0'));
}

/** 12 → "0.12", 6500 → "65.00"; empty for no amount. */
export function centsToDollarText(cents: number | undefined): string {
  if (cents === undefined || !Number.isFinite(cents)) return '';
  return (cents / 100).toFixed(2);
}
