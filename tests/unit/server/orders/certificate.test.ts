import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { site } from '@/lib/site';
import { drawCertificate, type CertificateInput } from '@/server/orders/certificate';
import { pdfText } from '../../../helpers/pdf-text';

const input: CertificateInput = {
  orderReference: 'VQ-260601-7K3QXZ',
  documents: [
    { title: 'Birth certificate of Ana Souza, issued in São Paulo, Brazil', pages: 2 },
    { title: 'Диплом бакалавра Анны Соуза', pages: 1 },
  ],
  sourceLanguage: 'Spanish',
  targetLanguage: 'English',
  translatorName: 'Ana María Santos',
  signedOn: '2026-06-01',
  approvedBy: { name: 'Cora Diaz', role: 'Project coordinator' },
  approvedOn: '2026-06-02',
  translationPages: 4,
  verification: { code: 'K7Q2M-9XW4T-HB3RZ', url: 'https://www.verbalis.test/verify/?code=K7Q2M-9XW4T-HB3RZ' },
  development: false,
  company: site,
};

async function certificateText(overrides: Partial<CertificateInput> = {}): Promise<{ text: string; pages: number }> {
  const doc = await PDFDocument.create();
  await drawCertificate(doc, { ...input, ...overrides });
  return { text: await pdfText(await doc.save()), pages: doc.getPageCount() };
}

describe('the certificate of translation accuracy', () => {
  it('states what 8 CFR 103.2(b)(3) asks for: documents by title, pages, the pair, the signed statement, the approver and how to verify it', async () => {
    const { text } = await certificateText();
    for (const expected of [
      'Certificate of Translation Accuracy',
      'Order number: VQ-260601-7K3QXZ',
      'Language pair: Spanish into English',
      'Birth certificate of Ana Souza, issued in São Paulo, Brazil (2 pages)',
      'Диплом бакалавра Анны Соуза (1 page)',
      '2 documents, 3 pages in all',
      'The translation follows this certificate: 4 pages.',
      'I, Ana María Santos, certify that I am competent to translate from Spanish into English',
      'is a complete and accurate translation',
      'Electronically signed by Ana María Santos on June 1, 2026',
      `Approved for ${site.legalName} by Cora Diaz, Project coordinator, on June 2, 2026`,
      'Verification code: K7Q2M-9XW4T-HB3RZ',
      'https://www.verbalis.test/verify/?code=K7Q2M-9XW4T-HB3RZ',
      site.address.street,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('DEVELOPMENT SIGNATURE');
  });

  it('says so when it carries the development signature', async () => {
    expect((await certificateText({ development: true })).text).toContain('DEVELOPMENT SIGNATURE: this PDF is signed with a self-signed development key');
  });

  it('never throws on a title the font cannot draw, and keeps the rest of it', async () => {
    const { text } = await certificateText({ documents: [{ title: '出生证明 of Li Wei', pages: 1 }] });
    expect(text).toContain('of Li Wei (1 page)');
    expect(text).toContain('Certificate of Translation Accuracy');
  });

  it('runs onto further pages when the document list is long, the verification block included', async () => {
    const documents = Array.from({ length: 60 }, (_, i) => ({ title: `Court record number ${i + 1}`, pages: 1 }));
    const { text, pages } = await certificateText({ documents });
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain('Court record number 60 (1 page)');
    expect(text).toContain('60 pages in all');
    expect(text).toContain('Verification code: K7Q2M-9XW4T-HB3RZ');
  });
});
