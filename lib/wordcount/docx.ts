import { countWords } from './count-words';
import { extractWordprocessingText } from './docx-text';
import { WordCountError } from './errors';
import { formatMegabytes } from './limits';
import type { FileWordCount, WordCountLimits } from './types';
import { XmlSyntaxError } from './xml-scanner';
import { readZipDirectory, type ZipEntry } from './zip-directory';
import { extractZipEntry } from './zip-entry';

const MAIN_PART = 'word/document.xml';
const HEADER_OR_FOOTER = /^word\/(?:header|footer)\d*\.xml$/;
const NOTES = ['word/footnotes.xml', 'word/endnotes.xml'];

/** Comments, list numbering and the glossary are deliberately not among these. */
function countedParts(entries: Map<string, ZipEntry>): ZipEntry[] {
  const names = [MAIN_PART, ...[...entries.keys()].filter((name) => HEADER_OR_FOOTER.test(name)).sort(), ...NOTES];
  return names.flatMap((name) => entries.get(name) ?? []);
}

function decodeXml(bytes: Uint8Array): string {
  // XML parts are UTF-8 unless a byte-order mark says UTF-16.
  const encoding = bytes[0] === 0xff && bytes[1] === 0xfe ? 'utf-16le' : bytes[0] === 0xfe && bytes[1] === 0xff ? 'utf-16be' : 'utf-8';
  return new TextDecoder(encoding).decode(bytes);
}

export function countDocx(file: string, bytes: Uint8Array, limits: WordCountLimits, signal?: AbortSignal): FileWordCount {
  const entries = readZipDirectory(file, bytes, limits);
  if (!entries.has(MAIN_PART)) {
    throw new WordCountError('unsupported_type', `${file} is a ZIP archive but not a Word document.`);
  }
  let words = 0;
  for (const entry of countedParts(entries)) {
    signal?.throwIfAborted();
    if (entry.uncompressedSize > limits.maxXmlBytes) {
      throw new WordCountError('too_large', `${file} is too large to open: ${entry.name} unpacks to more than ${formatMegabytes(limits.maxXmlBytes)}.`);
    }
    const xml = decodeXml(extractZipEntry(file, bytes, entry));
    try {
      words += countWords(extractWordprocessingText(xml));
    } catch (error) {
      if (!(error instanceof XmlSyntaxError)) throw error;
      throw new WordCountError('corrupt_file', `${file} is damaged: ${entry.name} is not well-formed XML (${error.message}).`);
    }
  }
  return { file, words, pages: 0, scannedPages: 0 };
}
