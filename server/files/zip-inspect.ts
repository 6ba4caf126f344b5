export interface ZipEntry {
  name: string;
  compressedBytes: number;
  uncompressedBytes: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const EOCD_MIN = 22;
const MAX_COMMENT = 0xffff;

/**
 * Reads the central directory of a ZIP archive (no decompression). Returns undefined when
 * the bytes are not a readable, non-ZIP64 archive.
 */
export function listZipEntries(bytes: Uint8Array): ZipEntry[] | undefined {
  if (bytes.length < EOCD_MIN) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let eocd = -1;
  for (let i = bytes.length - EOCD_MIN; i >= Math.max(0, bytes.length - EOCD_MIN - MAX_COMMENT); i -= 1) {
    if (view.getUint32(i, true) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return undefined;
  const count = view.getUint16(eocd + 10, true);
  let offset = view.getUint32(eocd + 16, true);
  const decoder = new TextDecoder();
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n += 1) {
    if (offset + 46 > bytes.length || view.getUint32(offset, true) !== CENTRAL_SIGNATURE) return undefined;
    const compressedBytes = view.getUint32(offset + 20, true);
    const uncompressedBytes = view.getUint32(offset + 24, true);
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    // 0xFFFFFFFF marks ZIP64 sizes, which no genuine Word document needs.
    if (compressedBytes === 0xffffffff || uncompressedBytes === 0xffffffff) return undefined;
    const nameEnd = offset + 46 + nameLength;
    if (nameEnd > bytes.length) return undefined;
    entries.push({ name: decoder.decode(bytes.subarray(offset + 46, nameEnd)), compressedBytes, uncompressedBytes });
    offset = nameEnd + extraLength + commentLength;
  }
  return entries;
}

export interface InflationLimits {
  /** Total uncompressed size of all entries. */
  maxInflatedBytes: number;
  /** Largest allowed uncompressed/compressed ratio of one entry bigger than 1 MB. */
  maxRatio: number;
}

export const defaultInflationLimits: InflationLimits = { maxInflatedBytes: 256 * 1024 * 1024, maxRatio: 100 };

/** Why a DOCX is refused, or undefined when it looks like a genuine Word document. */
export function checkDocx(bytes: Uint8Array, limits: InflationLimits = defaultInflationLimits): string | undefined {
  const entries = listZipEntries(bytes);
  if (entries === undefined) return 'is not a readable Word (.docx) document';
  const names = new Set(entries.map((e) => e.name));
  if (!names.has('word/document.xml') || !names.has('[Content_Types].xml')) {
    return 'is a ZIP archive but not a Word (.docx) document';
  }
  const inflated = entries.reduce((sum, e) => sum + e.uncompressedBytes, 0);
  if (inflated > limits.maxInflatedBytes) return 'expands to more data than a document can hold';
  const bomb = entries.some(
    (e) => e.uncompressedBytes > 1024 * 1024 && e.uncompressedBytes > limits.maxRatio * Math.max(1, e.compressedBytes),
  );
  return bomb ? 'is compressed suspiciously tightly (a possible ZIP bomb)' : undefined;
}
