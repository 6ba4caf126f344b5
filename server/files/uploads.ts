import { describeUpload, type FileDescription } from '@/lib/validation';
import type { Db } from '../db/database';
import { files } from '../db/schema';
import { unsupportedFileType } from '../http/errors';
import type { UploadedPart } from '../http/multipart';
import { detectFileType, type FileKind } from './detect';
import type { FileStorage, StoredFile } from './storage';

export interface CheckedUpload {
  field: string;
  name: string;
  bytes: Buffer;
  kind: FileKind;
  contentType: string;
  /** As the shared file rules see it, with the type from the bytes, not the browser. */
  description: FileDescription;
}

/** Every part must be one of `allowed` by its content; 415 names the first file that is not. */
export function checkUploads(parts: readonly UploadedPart[], allowed: readonly FileKind[]): CheckedUpload[] {
  return parts.map((part, index) => {
    const detection = detectFileType(part.bytes, allowed);
    if (!detection.ok) throw unsupportedFileType(`"${part.filename}" ${detection.reason}.`, `${part.field}.${index}`);
    return {
      field: part.field,
      name: part.filename,
      bytes: part.bytes,
      kind: detection.kind,
      contentType: detection.contentType,
      description: describeUpload({ name: part.filename, type: detection.contentType, bytes: part.bytes }),
    };
  });
}

export interface SavedUpload {
  upload: CheckedUpload;
  stored: StoredFile;
  words?: number;
}

/** Writes the bytes before the rows are committed; on failure the caller removes them. */
export async function saveUploads(storage: FileStorage, uploads: readonly CheckedUpload[]): Promise<SavedUpload[]> {
  const saved: SavedUpload[] = [];
  try {
    for (const upload of uploads) saved.push({ upload, stored: await storage.save(upload.bytes) });
  } catch (error) {
    await discardUploads(storage, saved);
    throw error;
  }
  return saved;
}

export async function discardUploads(storage: FileStorage, saved: readonly SavedUpload[]): Promise<void> {
  await Promise.all(saved.map((s) => storage.remove(s.stored.storageName)));
}

export async function insertFileRows(
  tx: Db,
  owner: { kind: 'quote' | 'application'; id: string },
  saved: readonly SavedUpload[],
  now: Date,
): Promise<void> {
  if (saved.length === 0) return;
  await tx.insert(files).values(
    saved.map(({ upload, stored, words }) => ({
      ownerKind: owner.kind,
      ownerId: owner.id,
      originalName: upload.name.slice(0, 255),
      contentType: upload.contentType,
      sizeBytes: stored.sizeBytes,
      sha256: stored.sha256,
      storageName: stored.storageName,
      words: words ?? null,
      createdAt: now,
    })),
  );
}
