import { PDFDocument } from 'pdf-lib';
import { describeOrder } from '@/lib/orders/describe';
import { quoteRows } from '@/lib/orders/quote-rows';
import { formatCents } from '@/lib/pricing/format';
import { zonedClock } from '@/lib/pricing/time-zone';
import { formatZonedDateTime } from '@/lib/time/zoned-date-time';
import type { InvoiceDetails } from './invoice';
import { embedFonts, letterhead, longDate, textWidth, Writer, type Cell, type PdfCompany } from './pdf-writer';

export interface InvoiceInput {
  number: string;
  /** When the client confirmed the order on its order page, which is when the invoice was issued (ISO). */
  issuedAt: string;
  orderReference: string;
  details: InvoiceDetails;
  company: PdfCompany;
  /** The company's zone: the invoice's date and every time on it are the company's calendar. */
  timeZone: string;
}

/**
 * What the site tells someone who orders for themselves about paying, word for word (the payment
 * support article; tests/unit/content/promise-registry.test.ts holds them equal): no more is said.
 */
export const SITE_TAKES_NO_PAYMENT =
  'The site takes no payment: you confirm your order on its order page, and the price is the one shown in the itemized quote you confirmed.';

/** An organization's terms, in the payment support article's words. */
export const invoiceTerms = (dueDays: number, methods: string) => `Invoices are due ${dueDays} days from the invoice date and can be paid by ${methods}.`;

function paymentSentences(terms: InvoiceDetails['terms']): string[] {
  if (terms === null) return [SITE_TAKES_NO_PAYMENT];
  return [invoiceTerms(terms.dueDays, terms.methods), `This invoice is due on ${longDate(terms.dueOn)}.`];
}

const amountWidth = 90;
const quantityWidth = 110;
const itemWidth = textWidth - quantityWidth - amountWidth;

/** The quote's table as the order page shows it: item, quantity, amount, then the total. */
function quoteTable(w: Writer, quote: InvoiceDetails['quote']): void {
  const cells = (item: string, quantity: string, amount: string): Cell[] => [
    { text: item, width: itemWidth },
    { text: quantity, width: quantityWidth },
    { text: amount, width: amountWidth, right: true },
  ];
  w.row(cells('Item', 'Quantity', 'Amount'), { bold: true });
  w.rule();
  for (const row of quoteRows(quote)) w.row(cells(row.item, row.quantity, row.amount), { gapAfter: 4 });
  w.rule();
  w.row(
    [
      { text: `Total (${quote.currency})`, width: itemWidth + quantityWidth },
      { text: formatCents(quote.totalCents), width: amountWidth, right: true },
    ],
    { bold: true, size: 11, gapAfter: 16 },
  );
}

/**
 * The invoice issued when the client confirms an order: the company, the invoice's number and date,
 * the order and its purchase order or reference, who is billed, what was ordered with its delivery
 * due date, the itemised quote with its total, and how it is paid as the site states it.
 */
export async function drawInvoice(input: InvoiceInput): Promise<Uint8Array> {
  const { details, company } = input;
  const issued = new Date(input.issuedAt);
  const doc = await PDFDocument.create();
  const { regular, bold } = await embedFonts(doc);
  doc.setTitle(`Invoice ${input.number}, order ${input.orderReference}`);
  doc.setAuthor(company.legalName);
  // Dated as issued, so every download of the invoice is the same document.
  doc.setCreationDate(issued);
  doc.setModificationDate(issued);
  const w = new Writer(doc, regular, bold);

  letterhead(w, company);
  w.text(`Invoice ${input.number}`, { bold: true, size: 18, gapAfter: 10 });
  w.text(`Invoice date: ${longDate(zonedClock(issued.getTime(), input.timeZone).date)}`, { gapAfter: 2 });
  w.text(`Order: ${input.orderReference}`, { gapAfter: 2 });
  if (details.purchaseOrder !== null) w.text(`Purchase order or reference: ${details.purchaseOrder}`, { gapAfter: 2 });
  w.space(12);
  w.text('Bill to', { bold: true, size: 12, gapAfter: 2 });
  const { billTo } = details;
  for (const line of [billTo.name, billTo.organisation, billTo.email]) if (line !== null) w.text(line, { gapAfter: 2 });
  w.space(12);
  w.text('What was ordered', { bold: true, size: 12, gapAfter: 2 });
  // The total closes the table below.
  for (const line of describeOrder(details.summary, details.quote.totalCents, input.timeZone).filter((l) => l.label !== 'Total')) {
    w.text(`${line.label}: ${line.value}`, { gapAfter: 2 });
  }
  w.space(12);
  quoteTable(w, details.quote);
  w.text('Payment', { bold: true, size: 12, gapAfter: 2 });
  for (const sentence of paymentSentences(details.terms)) w.text(sentence, { gapAfter: 2 });
  w.text(`You confirmed this order on its order page on ${formatZonedDateTime(issued, input.timeZone)}.`, { gapAfter: 2 });
  w.text(`Questions about this invoice? Write to ${company.email} with the invoice number.`);
  return doc.save();
}
