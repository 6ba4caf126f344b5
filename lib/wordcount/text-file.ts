import { WordCountError } from './errors';

function decoderFor(bytes: Uint8Array): { encoding: string; label: string } {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { encoding: 'utf-16le', label: 'UTF-16' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { encoding: 'utf-16be', label: 'UTF-16' };
  return { encoding: 'utf-8', label: 'UTF-8' };
}

/**
 * Plain text must be UTF-8, or UTF-16 with a byte-order mark: guessing a legacy
 * code page would silently produce a wrong count, so such files are refused.
 */
export function decodeTextFile(file: string, bytes: Uint8Array): string {
  const { encoding, label } = decoderFor(bytes);
  if (label === 'UTF-8' && bytes.includes(0)) {
    // Valid UTF-8 but never text: most likely UTF-16 saved without a byte-order mark.
    throw new WordCountError(
      'unsupported_type',
      `${file} contains null bytes, so it is not UTF-8 text; it may be UTF-16 without a byte-order mark. Save it as UTF-8 text and upload it again.`,
    );
  }
  try {
    // The decoder drops the byte-order mark itself.
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    const hint =
      label === 'UTF-8' ? 'is not valid UTF-8 text and has no UTF-16 byte-order mark' : 'starts with a UTF-16 byte-order mark but is not valid UTF-16 text';
    throw new WordCountError('unsupported_type', `${file} ${hint}. Save it as UTF-8 text and upload it again.`);
  }
}
