import { sniffSignature } from '@/lib/wordcount/detect-type';
import { WORD_COUNT_LIMITS } from '@/lib/wordcount/limits';
import { decodeTextFile } from '@/lib/wordcount/text-file';
import { readZipDirectory } from '@/lib/wordcount/zip-directory';

export const fileKinds = ['pdf', 'docx', 'txt', 'png', 'jpeg', 'webp'] as const;
export type FileKind = (typeof fileKinds)[number];

export const contentTypes: Record<FileKind, string> = {
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

export type Detection = { ok: true; kind: FileKind; contentType: string } | { ok: false; reason: string };

/** Plain text as the word counter reads it: UTF-8, or UTF-16 with a byte-order mark. */
function isText(bytes: Uint8Array): boolean {
  try {
    decodeTextFile('file', bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * A ZIP is only a DOCX if its directory (read without inflating anything, within the
 * word counter's entry and inflated-size limits) holds a Word document.
 */
function docxProblem(bytes: Uint8Array): string | undefined {
  try {
    const entries = readZipDirectory('file', bytes, WORD_COUNT_LIMITS);
    return entries.has('word/document.xml') && entries.has('[Content_Types].xml')
      ? undefined
      : 'is a ZIP archive, not a Word (.docx) document';
  } catch (error) {
    return error instanceof Error ? error.message.replace(/^file /, '') : 'is not a readable Word document';
  }
}

export function describeKinds(allowed: readonly FileKind[]): string {
  const names = allowed.map((k) => labels[k]);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? '');
}

function sniffKind(bytes: Uint8Array): FileKind | 'zip' | 'ole' | undefined {
  const signature = sniffSignature(bytes);
  if (signature !== null) return signature;
  return isText(bytes) ? 'txt' : undefined;
}

/**
 * Decides a file's type from its bytes, never from its name or declared type, and checks
 * it against the allow-list.
 */
export function detectFileType(bytes: Uint8Array, allowed: readonly FileKind[]): Detection {
  const refuse = (what: string): Detection => ({ ok: false, reason: `${what}; accepted types are ${describeKinds(allowed)}` });
  if (bytes.length === 0) return { ok: false, reason: 'is empty' };
  const sniffed = sniffKind(bytes);
  if (sniffed === 'ole') return refuse('is a legacy Office file (.doc); save it as .docx or PDF');
  if (sniffed === 'zip') {
    if (!allowed.includes('docx')) return refuse('is a ZIP archive');
    const problem = docxProblem(bytes);
    return problem === undefined ? { ok: true, kind: 'docx', contentType: contentTypes.docx } : { ok: false, reason: problem };
  }
  if (sniffed === undefined) return refuse('is not a type we accept');
  if (!allowed.includes(sniffed)) return refuse(`is a ${labels[sniffed]} file`);
  return { ok: true, kind: sniffed, contentType: contentTypes[sniffed] };
}
