import { WordCountError } from './errors';
import { formatMegabytes } from './limits';
import type { WordCountLimits } from './types';

/**
 * Just enough ZIP reading to open a DOCX safely. The central directory is read
 * and checked (entry count, total declared size) before anything is inflated;
 * `extractZipEntry` then refuses to produce more than an entry declared, so the
 * declared total also bounds what is actually unpacked.
 */

export interface ZipEntry {
  name: string;
  flags: number;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL_HEADER = 0x02014b50;
const MAX_U16 = 0xffff;
const MAX_U32 = 0xffffffff;

/** Little-endian reads that fail as a damaged file, not a RangeError, past the end. */
export class ByteReader {
  private readonly view: DataView;

  constructor(
    readonly bytes: Uint8Array,
    readonly fail: (detail: string) => WordCountError,
  ) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  private check(offset: number, size: number): void {
    if (offset < 0 || offset + size > this.bytes.length) throw this.fail('a record points past the end of the file');
  }

  u16(offset: number): number {
    this.check(offset, 2);
    return this.view.getUint16(offset, true);
  }

  u32(offset: number): number {
    this.check(offset, 4);
    return this.view.getUint32(offset, true);
  }

  u64(offset: number): number {
    return this.u32(offset) + this.u32(offset + 4) * 2 ** 32;
  }
}

function findEndOfCentralDirectory(reader: ByteReader): number {
  const last = reader.bytes.length - 22;
  // The record is followed by a comment of at most 64 KB.
  for (let at = last; at >= 0 && at >= last - MAX_U16; at--) {
    if (reader.bytes[at] === 0x50 && reader.u32(at) === EOCD) return at;
  }
  return -1;
}

interface Directory {
  entries: number;
  offset: number;
  size: number;
}

function readDirectoryLocation(reader: ByteReader, eocd: number): Directory {
  const entries = reader.u16(eocd + 10);
  const size = reader.u32(eocd + 12);
  const offset = reader.u32(eocd + 16);
  if (entries !== MAX_U16 && size !== MAX_U32 && offset !== MAX_U32) return { entries, offset, size };
  const locator = eocd - 20;
  if (locator < 0 || reader.u32(locator) !== ZIP64_LOCATOR) return { entries, offset, size };
  const record = reader.u64(locator + 8);
  if (reader.u32(record) !== ZIP64_EOCD) throw reader.fail('its ZIP64 directory record is missing');
  return { entries: reader.u64(record + 32), size: reader.u64(record + 40), offset: reader.u64(record + 48) };
}

/** Sizes of 0xFFFFFFFF mean the real values are in the ZIP64 extra field. */
function applyZip64Extra(reader: ByteReader, entry: ZipEntry, extraStart: number, extraEnd: number): void {
  for (let at = extraStart; at + 4 <= extraEnd; at += 4 + reader.u16(at + 2)) {
    if (reader.u16(at) !== 0x0001) continue;
    let field = at + 4;
    if (entry.uncompressedSize === MAX_U32) {
      entry.uncompressedSize = reader.u64(field);
      field += 8;
    }
    if (entry.compressedSize === MAX_U32) {
      entry.compressedSize = reader.u64(field);
      field += 8;
    }
    if (entry.localHeaderOffset === MAX_U32) entry.localHeaderOffset = reader.u64(field);
    return;
  }
}

export function readZipDirectory(file: string, bytes: Uint8Array, limits: WordCountLimits): Map<string, ZipEntry> {
  const corrupt = (detail: string) => new WordCountError('corrupt_file', `${file} is damaged or incomplete: ${detail}.`);
  const tooLarge = (detail: string) => new WordCountError('too_large', `${file} is too large to open: ${detail}.`);
  const reader = new ByteReader(bytes, corrupt);
  const eocd = findEndOfCentralDirectory(reader);
  if (eocd < 0) throw corrupt('its table of contents is missing, so it may have been cut off');
  const dir = readDirectoryLocation(reader, eocd);
  if (dir.entries > limits.maxZipEntries) {
    throw tooLarge(`it holds ${dir.entries} parts; the limit is ${limits.maxZipEntries}`);
  }
  const decoder = new TextDecoder();
  const entries = new Map<string, ZipEntry>();
  let declared = 0;
  let at = dir.offset;
  for (let i = 0; i < dir.entries; i++) {
    if (reader.u32(at) !== CENTRAL_HEADER) throw corrupt('its table of contents is damaged');
    const nameLength = reader.u16(at + 28);
    const extraLength = reader.u16(at + 30);
    const commentLength = reader.u16(at + 32);
    const nameStart = at + 46;
    const entry: ZipEntry = {
      name: decoder.decode(bytes.subarray(nameStart, nameStart + nameLength)),
      flags: reader.u16(at + 8),
      method: reader.u16(at + 10),
      compressedSize: reader.u32(at + 20),
      uncompressedSize: reader.u32(at + 24),
      localHeaderOffset: reader.u32(at + 42),
    };
    applyZip64Extra(reader, entry, nameStart + nameLength, nameStart + nameLength + extraLength);
    declared += entry.uncompressedSize;
    if (declared > limits.maxInflatedBytes) {
      throw tooLarge(`its contents unpack to more than ${formatMegabytes(limits.maxInflatedBytes)}`);
    }
    entries.set(entry.name, entry);
    at = nameStart + nameLength + extraLength + commentLength;
  }
  return entries;
}
