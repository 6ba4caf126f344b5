import { formatCents } from '@/lib/pricing/format';
import type { Quote } from '@/lib/pricing/types';

export interface QuoteRow {
  id: string;
  item: string;
  /** The quantity with its unit: "2 page", "1,200 word", as the quote's lines name their units. */
  quantity: string;
  amount: string;
}

/** A quote's lines as the order page's table shows them and the invoice prints them: item, quantity, amount. */
export function quoteRows(quote: Pick<Quote, 'lines'>): QuoteRow[] {
  return quote.lines.map((line) => ({
    id: line.id,
    item: line.label,
    quantity: `${line.quantity.toLocaleString('en-US')} ${line.unit}`,
    amount: formatCents(line.amountCents),
  }));
}
