import { WordCountError } from './errors';

export type FileKind = 'pdf' | 'docx' | 'txt' | 'image';

/** What the first bytes of a file say it is, whatever its name says. */
export type Signature = 'pdf' | 'zip' | 'jpeg' | 'png' | 'webp' | 'ole';

const EXTENSIONS: Record<string, FileKind> = {
  pdf: 'pdf',
  docx: 'docx',
  txt: 'txt',
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  webp: 'image',
};

const SIGNATURE_NAMES: Record<Signature, string> = {
  pdf: 'a PDF',
  zip: 'a ZIP archive',
  jpeg: 'a JPEG image',
  png: 'a PNG image',
  webp: 'a WebP image',
  ole: 'a legacy Office file',
};

const KIND_NAMES: Record<FileKind, string> = {
  pdf: 'a PDF',
  docx: 'a DOCX',
  txt: 'a text',
  image: 'an image',
};

export const SUPPORTED_EXTENSIONS = Object.keys(EXTENSIONS);

function startsWith(bytes: Uint8Array, prefix: number[], at = 0): boolean {
  return prefix.every((b, i) => bytes[at + i] === b);
}

function ascii(text: string): number[] {
  return Array.from(text, (ch) => ch.charCodeAt(0));
}

function hasPdfHeader(bytes: Uint8Array): boolean {
  // The PDF header may follow up to 1 KB of junk, which readers tolerate.
  const header = ascii('%PDF-');
  const end = Math.min(bytes.length - header.length, 1024);
  for (let i = 0; i <= end; i++) if (startsWith(bytes, header, i)) return true;
  return false;
}

export function sniffSignature(bytes: Uint8Array): Signature | null {
  if (hasPdfHeader(bytes)) return 'pdf';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'zip';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole';
  return null;
}

function kindFromName(file: string): FileKind | null {
  const dot = file.lastIndexOf('.');
  if (dot < 0) return null;
  return EXTENSIONS[file.slice(dot + 1).toLowerCase()] ?? null;
}

function matches(kind: FileKind, signature: Signature | null): boolean {
  if (kind === 'pdf') return signature === 'pdf';
  if (kind === 'docx') return signature === 'zip';
  if (kind === 'image') return signature === 'jpeg' || signature === 'png' || signature === 'webp';
  // Text has no signature of its own; it only must not be one of the binary formats.
  return signature === null;
}

/** Word encrypts a password-protected DOCX into an OLE container holding this stream. */
function isEncryptedOfficePackage(bytes: Uint8Array): boolean {
  const marker = Array.from('EncryptedPackage', (ch) => [ch.charCodeAt(0), 0]).flat();
  const first = 'E'.charCodeAt(0);
  for (let i = bytes.indexOf(first); i >= 0; i = bytes.indexOf(first, i + 1)) {
    if (startsWith(bytes, marker, i)) return true;
  }
  return false;
}

/** The file's kind, once its name and its contents agree. */
export function detectKind(file: string, bytes: Uint8Array): FileKind {
  const kind = kindFromName(file);
  if (kind === null) {
    throw new WordCountError('unsupported_type', `${file} is not a supported file type. Upload PDF, DOCX, TXT, JPEG, PNG or WebP files.`);
  }
  if (bytes.length === 0 && kind !== 'txt') {
    throw new WordCountError('corrupt_file', `${file} is empty.`);
  }
  const signature = sniffSignature(bytes);
  if (matches(kind, signature)) return kind;
  if (kind === 'docx' && signature === 'ole' && isEncryptedOfficePackage(bytes)) {
    throw new WordCountError('encrypted', `${file} is password-protected. Remove the password in Word and upload it again.`);
  }
  const actual = signature ? `its contents are ${SIGNATURE_NAMES[signature]}` : 'its contents are not in that format';
  throw new WordCountError('unsupported_type', `${file} is named as ${KIND_NAMES[kind]} file, but ${actual}.`);
}
