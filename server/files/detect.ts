import { sniffSignature } from '@/lib/wordcount/detect-type';
import { WordCountError, type WordCountErrorCode } from '@/lib/wordcount/errors';
import { WORD_COUNT_LIMITS } from '@/lib/wordcount/limits';
import { decodeTextFile } from '@/lib/wordcount/text-file';
import { readZipDirectory } from '@/lib/wordcount/zip-directory';

export type FileKind = 'pdf' | 'docx' | 'txt' | 'png' | 'jpeg' | 'webp';

const contentTypes: Record<FileKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

const labels: Record<FileKind, string> = {
  pdf: 'PDF',
  docx: 'Word (.docx)',
  txt: 'plain text',
  png: 'PNG',
  jpeg: 'JPEG',
  webp: 'WebP',
};

/** A refusal's `code` says whether the type is wrong or a DOCX's directory is over the limits or damaged. */
export type Detection = { ok: true; kind: FileKind; contentType: string } | { ok: false; reason: string; code: 'unsupported_type' | WordCountErrorCode };

/** Plain text as the word counter reads it: UTF-8, or UTF-16 with a byte-order mark. */
function isText(bytes: Uint8Array, partial: boolean): boolean {
  if (!partial) {
    try {
      decodeTextFile('file', bytes);
      return true;
    } catch {
      return false;
    }
  }
  // Only the first bytes are known: a character cut off at their end is not held against the
  // file (the worker decodes all of it).
  const encoding = bytes[0] === 0xff && bytes[1] === 0xfe ? 'utf-16le' : bytes[0] === 0xfe && bytes[1] === 0xff ? 'utf-16be' : 'utf-8';
  if (encoding === 'utf-8' && bytes.includes(0)) return false;
  try {
    new TextDecoder(encoding, { fatal: true }).decode(bytes, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/** A ZIP package is a Word document when its directory lists these parts. */
export function isWordPackage(entries: ReadonlyMap<string, unknown>): boolean {
  return entries.has('word/document.xml') && entries.has('[Content_Types].xml');
}

export const notAWordPackage = 'is a ZIP archive, not a Word (.docx) document';

/**
 * A ZIP is only a DOCX if its directory (read without inflating anything, within the
 * word counter's entry and inflated-size limits) holds a Word document.
 */
function docxProblem(bytes: Uint8Array): Detection | undefined {
  try {
    const entries = readZipDirectory('file', bytes, WORD_COUNT_LIMITS);
    return isWordPackage(entries) ? undefined : { ok: false, reason: notAWordPackage, code: 'unsupported_type' };
  } catch (error) {
    if (error instanceof WordCountError) return { ok: false, reason: error.message.replace(/^file /, '').replace(/\.$/, ''), code: error.code };
    return { ok: false, reason: 'is not a readable Word document', code: 'corrupt_file' };
  }
}

function describeKinds(allowed: readonly FileKind[]): string {
  const names = allowed.map((k) => labels[k]);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? '');
}

function sniffKind(bytes: Uint8Array, partial: boolean): FileKind | 'zip' | 'ole' | undefined {
  const signature = sniffSignature(bytes);
  if (signature !== null) return signature;
  return isText(bytes, partial) ? 'txt' : undefined;
}

/**
 * Decides a file's type from its bytes, never from its name or declared type, and checks
 * it against the allow-list. Given only the first bytes of a larger file (`size`), a ZIP
 * passes as a DOCX here: its directory is at the end, and the worker that opens the file
 * checks it.
 */
export function detectFileType(bytes: Uint8Array, allowed: readonly FileKind[], size = bytes.length): Detection {
  const partial = size > bytes.length;
  const refuse = (what: string): Detection => ({ ok: false, reason: `${what}; accepted types are ${describeKinds(allowed)}`, code: 'unsupported_type' });
  if (size === 0) return { ok: false, reason: 'is empty', code: 'unsupported_type' };
  const sniffed = sniffKind(bytes, partial);
  if (sniffed === 'ole') return refuse('is a legacy Office file (.doc); save it as .docx or PDF');
  if (sniffed === 'zip') {
    if (!allowed.includes('docx')) return refuse('is a ZIP archive');
    return (partial ? undefined : docxProblem(bytes)) ?? { ok: true, kind: 'docx', contentType: contentTypes.docx };
  }
  if (sniffed === undefined) return refuse('is not a type we accept');
  if (!allowed.includes(sniffed)) return refuse(`is a ${labels[sniffed]} file`);
  return { ok: true, kind: sniffed, contentType: contentTypes[sniffed] };
}
