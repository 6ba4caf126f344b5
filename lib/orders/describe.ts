import type { OrderSummary } from '@/lib/api/contract/orders';
import { formatCents, formatMinutes } from '@/lib/pricing/format';
import { site } from '@/lib/site';
import { plural } from '@/lib/plural';
import { formatZonedDateTime } from '@/lib/time/zoned-date-time';

export interface SummaryLine {
  label: string;
  value: string;
}

/** `IMG_2041.jpg (2 pages)`, or with the client's title `Birth certificate of Ana Souza (IMG_2041.jpg, 2 pages)`. */
function documentLine(d: OrderSummary['documents'][number]): string {
  const pages = d.pages === null || d.pages === 0 ? null : plural(d.pages, 'page');
  if (d.title) return `${d.title} (${pages === null ? d.name : `${d.name}, ${pages}`})`;
  return pages === null ? d.name : `${d.name} (${pages})`;
}

/**
 * What was ordered, line by line, as the order page and every email to the client restate it:
 * service, languages, documents, delivery or date and time with its zone, address or platform,
 * and the total. The delivery is written in `timeZone` (the company's in emails, the reader's on the
 * order page), a session in its own zone: each moment one way, with its zone's name.
 */
export function describeOrder(summary: OrderSummary, totalCents: number, timeZone: string = site.timeZone): SummaryLine[] {
  const { booking, delivery } = summary;
  return [
    { label: 'Service', value: summary.serviceName },
    { label: 'Languages', value: summary.languages },
    ...(summary.documents.length > 0
      ? [{ label: plural(summary.documents.length, 'Document').replace(/^\d+ /, ''), value: summary.documents.map(documentLine).join('; ') }]
      : []),
    ...(delivery === null ? [] : [{ label: 'Delivery', value: `by ${formatZonedDateTime(new Date(delivery.dueAt), timeZone)}` }]),
    ...(booking === null
      ? []
      : [
          { label: 'Date and time', value: `${formatZonedDateTime(new Date(booking.startsAt), booking.timeZone)} (${booking.timeZone.replaceAll('_', ' ')})` },
          { label: 'Length', value: formatMinutes(booking.durationMinutes) },
          ...(booking.address === null ? [] : [{ label: 'Address', value: booking.address }]),
          ...(booking.platform === null ? [] : [{ label: 'Platform', value: booking.platform }]),
        ]),
    { label: 'Total', value: formatCents(totalCents) },
  ];
}
