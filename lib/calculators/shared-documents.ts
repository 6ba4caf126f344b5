import { documentEntrySchema, documentQuoteInputSchema, type DocumentEntry } from '@/lib/pricing/input-schema';
import { unwrap, type Codec } from './query';

/**
 * A document of a shared quote: the counts of a file its sender added, without the file. A link can't
 * carry files, and it carries no file names either (they often name a person); the counts are all
 * the quote needs to be priced again.
 */
export interface SharedDocument {
  words: number;
  /** Pages in the file, shown beside its words; priced only through its scanned pages. */
  pages: number;
  scannedPages: number;
  /** The word count typed for the scanned pages, as typed; blank prices each scanned page as a page. */
  scannedWords: string;
}

/** The counts a counted file passes on to a link. */
export function sharedDocumentOf({ words, pages, scannedPages, scannedWords }: SharedDocument): SharedDocument {
  return { words, pages, scannedPages, scannedWords };
}

/** What the engine would price of a shared document, to check a link's list against the engine's limits. */
function sharedDocumentEntry({ words, scannedPages, scannedWords }: SharedDocument): DocumentEntry {
  const entry: DocumentEntry = { words };
  if (scannedPages > 0) {
    entry.scannedPages = scannedPages;
    if (/^\d{1,9}$/.test(scannedWords.trim())) entry.scannedWords = Number(scannedWords.trim());
  }
  return entry;
}

const documentPattern = /^(\d{1,9})\.(\d{1,9})\.(\d{1,9})(?:\.(\d{1,9}))?$/;
const pagesSchema = () => unwrap(documentEntrySchema().shape.pages);
/** The engine's own limits: counts per document, and documents per quote. */
const documentsSchema = () => documentQuoteInputSchema().shape.documents;

function parseDocument(text: string): SharedDocument | undefined {
  const match = documentPattern.exec(text);
  if (!match) return undefined;
  const pages = Number(match[2]);
  if (!pagesSchema().safeParse(pages).success) return undefined;
  return { words: Number(match[1]), pages, scannedPages: Number(match[3]), scannedWords: match[4] === undefined ? '' : String(Number(match[4])) };
}

function formatDocument({ words, pages, scannedPages, scannedWords }: SharedDocument): string {
  const typed = scannedPages > 0 && /^\d{1,9}$/.test(scannedWords.trim()) ? `.${Number(scannedWords.trim())}` : '';
  return `${words}.${pages}.${scannedPages}${typed}`;
}

/**
 * The documents of a shared quote in the URL query, one `words.pages.scannedPages[.scannedWords]` per
 * document, joined by `_`: `doc-counts=10.1.0_9.2.1.600`. A list with any bad part is dropped whole.
 */
export function sharedDocumentsCodec(key: string): Codec<SharedDocument[]> {
  return {
    key,
    parse(raw) {
      const documents = raw.split('_').map(parseDocument);
      if (!documents.every((document) => document !== undefined)) return undefined;
      // Typed scanned words without scanned pages, a document with nothing to price, too many: refused whole.
      const typedWithoutScans = documents.some((document) => document.scannedPages === 0 && document.scannedWords !== '');
      return !typedWithoutScans && documentsSchema().safeParse(documents.map(sharedDocumentEntry)).success ? documents : undefined;
    },
    format: (documents) => documents.map(formatDocument).join('_'),
  };
}
