import { checkDocx } from './zip-inspect';

export const fileKinds = ['pdf', 'docx', 'txt', 'png', 'jpeg', 'webp', 'tiff'] as const;
export type FileKind = (typeof fileKinds)[number];

export const contentTypes: Record<FileKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  tiff: 'image/tiff',
};

const labels: Record<FileKind, string> = {
  pdf: 'PDF',
  docx: 'Word (.docx)',
  txt: 'plain text',
  png: 'PNG',
  jpeg: 'JPEG',
  webp: 'WebP',
  tiff: 'TIFF',
};

export type Detection = { ok: true; kind: FileKind; contentType: string } | { ok: false; reason: string };

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  return signature.every((byte, i) => bytes[at + i] === byte);
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

function sniff(bytes: Uint8Array): FileKind | 'zip' | undefined {
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'zip';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return 'tiff';
  return undefined;
}

/** Plain text must be UTF-8 (a BOM is fine) without binary control characters. */
function isText(bytes: Uint8Array): boolean {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return !/[\u0000-\u0008\u000e-\u001a\u001c-\u001f]/.test(text);
  } catch {
    return false;
  }
}

export function describeKinds(allowed: readonly FileKind[]): string {
  const names = allowed.map((k) => labels[k]);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? '');
}

/**
 * Decides a file's type from its bytes, never from its name or declared type, and checks
 * it against the allow-list.
 */
export function detectFileType(bytes: Uint8Array, allowed: readonly FileKind[]): Detection {
  const refuse = (what: string): Detection => ({
    ok: false,
    reason: `${what}; accepted types are ${describeKinds(allowed)}`,
  });
  if (bytes.length === 0) return { ok: false, reason: 'is empty' };
  const sniffed = sniff(bytes);
  let kind: FileKind | undefined;
  if (sniffed === 'zip') {
    if (!allowed.includes('docx')) return refuse('is a ZIP archive');
    const problem = checkDocx(bytes);
    if (problem !== undefined) return { ok: false, reason: problem };
    kind = 'docx';
  } else if (sniffed !== undefined) {
    kind = sniffed;
  } else if (isText(bytes)) {
    kind = 'txt';
  }
  if (kind === undefined) return refuse('is not a type we accept');
  if (!allowed.includes(kind)) return refuse(`is a ${labels[kind]} file`);
  return { ok: true, kind, contentType: contentTypes[kind] };
}
