/** A quote figure as a client may send it: at least the total, optionally the lines. */
export interface QuoteFigure {
  totalCents: number;
  lines?: readonly { id: string; amountCents: number }[];
}

/**
 * True when a client's figure and the server's disagree: a different total, or,
 * when both carry lines, a line missing, added or priced differently. Used by the
 * API to flag a quote whose browser figure no longer matches.
 */
export function quotesDiffer(client: QuoteFigure, server: QuoteFigure): boolean {
  if (client.totalCents !== server.totalCents) return true;
  if (!client.lines || !server.lines) return false;
  if (client.lines.length !== server.lines.length) return true;
  const serverAmounts = new Map(server.lines.map((line) => [line.id, line.amountCents]));
  return client.lines.some((line) => serverAmounts.get(line.id) !== line.amountCents);
}
