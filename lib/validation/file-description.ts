import { readImageSize } from './image-size';
import { isRecord } from './values';

/**
 * What the file rules need to know about a file. A browser `File` already is one; the
 * server builds one per upload with `describeUpload`. Width and height are known for
 * images measured on the server; in the browser the `dimensions` rule decodes the image.
 */
export interface FileDescription {
  readonly name: string;
  readonly type: string;
  /** Bytes. */
  readonly size: number;
  readonly width?: number;
  readonly height?: number;
}

export function isFileDescription(value: unknown): value is FileDescription {
  if (!isRecord(value)) return false;
  // A browser File keeps these as getters on its prototype: read them, never copy own keys.
  const { name, type, size } = value;
  return typeof name === 'string' && typeof type === 'string' && typeof size === 'number' && size >= 0;
}

/** An uploaded file as the rules see it, with its pixel size when it is a PNG, JPEG or WebP image. */
export function describeUpload(upload: { name: string; type: string; bytes: Uint8Array }): FileDescription {
  const image = readImageSize(upload.bytes);
  const base = { name: upload.name, type: upload.type, size: upload.bytes.byteLength };
  return image === undefined ? base : { ...base, width: image.width, height: image.height };
}

// A browser API; the API (type-checked without the DOM's types, server/tsconfig.json) reads the header instead.
declare const createImageBitmap: ((image: Blob) => Promise<{ width: number; height: number; close(): void }>) | undefined;

/**
 * The pixel size of an image file. Browsers decode it (so a corrupt image fails); where
 * decoding is not available the header is read instead.
 */
export async function measureImage(blob: Blob): Promise<{ width: number; height: number } | undefined> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(blob);
      const size = { width: bitmap.width, height: bitmap.height };
      bitmap.close();
      return size;
    } catch {
      return undefined;
    }
  }
  return readImageSize(new Uint8Array(await blob.arrayBuffer()));
}
