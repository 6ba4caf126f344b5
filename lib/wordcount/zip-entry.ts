import { Inflate } from 'fflate';
import { WordCountError } from './errors';
import { ByteReader, type ZipEntry } from './zip-directory';

const LOCAL_HEADER = 0x04034b50;
// Deflate expands at most about 1032:1, so each pushed chunk inflates to a bounded size.
const INFLATE_CHUNK = 16 * 1024;

function inflate(data: Uint8Array, limit: number, onOverflow: () => WordCountError): Uint8Array {
  const chunks: Uint8Array[] = [];
  let total = 0;
  const stream = new Inflate((chunk) => {
    total += chunk.length;
    if (total > limit) throw onOverflow();
    chunks.push(chunk);
  });
  for (let at = 0; at < data.length; at += INFLATE_CHUNK) {
    stream.push(data.subarray(at, at + INFLATE_CHUNK), at + INFLATE_CHUNK >= data.length);
  }
  if (data.length === 0) stream.push(data, true);
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

/** An entry's bytes, inflated if need be, never more than its declared size. */
export function extractZipEntry(file: string, bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const corrupt = (detail: string) => new WordCountError('corrupt_file', `${file} is damaged: part ${entry.name} ${detail}.`);
  if ((entry.flags & 1) !== 0) {
    throw new WordCountError('encrypted', `${file} is encrypted and cannot be read.`);
  }
  const reader = new ByteReader(bytes, () => corrupt('points past the end of the file'));
  const local = entry.localHeaderOffset;
  if (reader.u32(local) !== LOCAL_HEADER) throw corrupt('cannot be found');
  const start = local + 30 + reader.u16(local + 26) + reader.u16(local + 28);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (data.length !== entry.compressedSize) throw corrupt('is cut off');
  const overflow = () => new WordCountError('too_large', `${file} is too large to open: part ${entry.name} unpacks to more than it declares.`);
  let out: Uint8Array;
  if (entry.method === 0) {
    if (data.length > entry.uncompressedSize) throw overflow();
    out = data;
  } else if (entry.method === 8) {
    try {
      out = inflate(data, entry.uncompressedSize, overflow);
    } catch (error) {
      if (error instanceof WordCountError) throw error;
      throw corrupt('cannot be decompressed');
    }
  } else {
    throw corrupt(`uses an unsupported compression method (${entry.method})`);
  }
  if (out.length !== entry.uncompressedSize) throw corrupt('has the wrong size');
  return out;
}
