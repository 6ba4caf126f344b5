import type { FastifyInstance } from 'fastify';
import { buildDocx, paragraph, wordDocument } from '@/tests/fixtures/wordcount/docx-builder';
import { buildPdf } from '@/tests/fixtures/wordcount/pdf-builder';
import { filesUnder } from './hostile-files';
import { formWithFiles } from './multipart';
import { quoteContact } from './payloads';
import { storedKeys } from './stored-files';

// 6 words on one PDF page, 600 in the DOCX.
export const pdf = buildPdf([{ kind: 'text', lines: ['Acta de nacimiento de Ana Souza'] }]);
export const docx = buildDocx({ document: wordDocument(paragraph(Array.from({ length: 600 }, () => 'palabra').join(' '))) });

export function quoteForm(names: string[], email = quoteContact.email) {
  return {
    calculator: 'document',
    quote: { service: 'certified', sourceLanguage: 'spanish', targetLanguage: 'english', documents: names.map((name) => ({ name, words: 100 })) },
    ...quoteContact,
    email,
  };
}

export function postQuote(app: FastifyInstance, list: { filename: string; bytes: Uint8Array }[], email?: string) {
  const body = formWithFiles(
    quoteForm(
      list.map((f) => f.filename),
      email,
    ),
    list.map((f) => ({ name: 'files', ...f })),
  );
  return app.inject({ method: 'POST', url: '/api/v1.1/quotes', ...body });
}

/** What the app has stored, and what the incoming folder holds. */
export async function disk(app: FastifyInstance): Promise<{ stored: string[]; incoming: string[] }> {
  return { stored: await storedKeys(app.services.db), incoming: filesUnder(app.services.uploads.incoming.root) };
}
