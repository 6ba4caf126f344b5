import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildPdf } from '@/tests/fixtures/wordcount/pdf-builder';

afterEach(() => {
  vi.doUnmock('pdfjs-dist/legacy/build/pdf.worker.mjs');
  vi.resetModules();
});

describe('when pdf.js cannot be loaded', () => {
  it('fails the count as a whole instead of blaming the file, and retries on the next PDF', async () => {
    vi.resetModules();
    vi.doMock('pdfjs-dist/legacy/build/pdf.worker.mjs', () => {
      throw new Error('chunk download failed');
    });
    const { countFiles } = await import('@/lib/wordcount/count-file');
    const { PdfEngineUnavailableError } = await import('@/lib/wordcount/errors');
    const pdf = { name: 'a.pdf', bytes: buildPdf([{ kind: 'text', lines: ['hello'] }]) };
    await expect(countFiles([pdf])).rejects.toBeInstanceOf(PdfEngineUnavailableError);

    vi.doUnmock('pdfjs-dist/legacy/build/pdf.worker.mjs');
    await expect(countFiles([pdf])).resolves.toEqual([{ file: 'a.pdf', words: 1, pages: 1, scannedPages: 0 }]);
  });
});
