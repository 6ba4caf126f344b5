import { describe, expect, it } from 'vitest';
import type { OrderSummary } from '@/lib/api/contract/orders';
import { describeOrder } from '@/lib/orders/describe';

const summary = (documents: OrderSummary['documents']): OrderSummary => ({
  serviceName: 'Certified Document Translation',
  languages: 'Portuguese to English',
  documents,
  delivery: null,
  booking: null,
});
const documentsLine = (documents: OrderSummary['documents']) => describeOrder(summary(documents), 2700).find((l) => l.label.startsWith('Document'))?.value;

describe('the documents of an order, as the order page and the emails restate them', () => {
  it('names a document by the title the client gave, with its file and pages', () => {
    expect(documentsLine([{ title: 'Birth certificate of Ana Souza', name: 'IMG_2041.jpg', sizeBytes: 1000, words: null, pages: 2 }])).toBe(
      'Birth certificate of Ana Souza (IMG_2041.jpg, 2 pages)',
    );
  });

  it('falls back to the file name without a title, as orders placed before titles read', () => {
    expect(
      documentsLine([
        { title: null, name: 'acta.pdf', sizeBytes: 10, words: 6, pages: 1 },
        { name: 'diploma.docx', sizeBytes: 10, words: 600, pages: 0 },
        { title: 'Diploma', name: 'diploma-2.docx', sizeBytes: 10, words: 600, pages: null },
      ]),
    ).toBe('acta.pdf (1 page); diploma.docx; Diploma (diploma-2.docx)');
  });
});
