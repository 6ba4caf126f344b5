import { describe, expect, it } from 'vitest';
import { site } from '@/lib/site';
import { certificatePdf, type CertificateInput } from '@/server/orders/certificate';
import { pdfText } from '../../../helpers/pdf-text';

const input: CertificateInput = {
  orderReference: 'VQ-260601-7K3QXZ',
  documents: [
    { name: 'acta de nacimiento.pdf', pages: 2 },
    { name: 'диплом.docx', pages: 1 },
  ],
  sourceLanguage: 'Spanish',
  targetLanguage: 'English',
  translatorName: 'Ana María Santos',
  date: '2026-06-01',
  company: site,
};

describe('the certificate of translation accuracy', () => {
  it('states everything 8 CFR 103.2(b)(3) asks for, with the order, documents, pages, translator, date and the company', async () => {
    const text = await pdfText(await certificatePdf(input));
    for (const expected of [
      'Certificate of Translation Accuracy',
      'Order number: VQ-260601-7K3QXZ',
      'Language pair: Spanish to English',
      'acta de nacimiento.pdf (2 pages)',
      'диплом.docx (1 page)',
      '3 pages in all',
      'I, Ana María Santos, certify that I am competent to translate from Spanish into English',
      'is a complete and accurate translation',
      'Signature of the translator',
      'Translator: Ana María Santos',
      'Date: June 1, 2026',
      `For ${site.legalName}, authorized signature`,
      site.address.street,
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('never throws on a document name the font cannot draw, and keeps the rest of it', async () => {
    const text = await pdfText(await certificatePdf({ ...input, documents: [{ name: '出生证明 scan.pdf', pages: 1 }] }));
    expect(text).toContain('scan.pdf (1 page)');
    expect(text).toContain('Certificate of Translation Accuracy');
  });

  it('runs onto a second page when the document list is long', async () => {
    const documents = Array.from({ length: 60 }, (_, i) => ({ name: `record-${i + 1}.pdf`, pages: 1 }));
    const text = await pdfText(await certificatePdf({ ...input, documents }));
    expect(text).toContain('record-60.pdf (1 page)');
    expect(text).toContain('60 pages in all');
    expect(text).toContain(`For ${site.legalName}, authorized signature`);
  });
});
