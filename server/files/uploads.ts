import { describeUpload, type FileDescription } from '@/lib/validation';
import type { Db } from '../db/database';
import { files } from '../db/schema';
import type { UploadedPart } from '../http/multipart';
import { detectFileType, type FileKind } from './detect';
import { refuseFiles, type FileProblem } from './file-problems';
import type { FileStore, StoredFile } from './store';

export interface CheckedUpload {
  field: string;
  /** Its key in an error's `fields` and `files`: `files.2`, `cv.0`. */
  key: string;
  name: string;
  /** The received file: its temporary path, size and SHA-256. */
  part: UploadedPart;
  kind: FileKind;
  contentType: string;
  /** As the shared file rules see it, with the type from the bytes, not the browser. */
  description: FileDescription;
}

/**
 * Every part must be one of `allowed` by its first bytes; 415 lists every file that is not
 * (422 when a small DOCX's directory is already over the limits). The files that pass are
 * opened later, in a worker (see examine.ts).
 */
export function checkUploads(parts: readonly UploadedPart[], allowed: readonly FileKind[]): CheckedUpload[] {
  const checked: CheckedUpload[] = [];
  const problems: FileProblem[] = [];
  parts.forEach((part, index) => {
    const key = `${part.field}.${index}`;
    const detection = detectFileType(part.head, allowed, part.size);
    if (!detection.ok) {
      problems.push({ key, field: part.field, name: part.filename, code: detection.code, message: `"${part.filename}" ${detection.reason}.` });
      return;
    }
    // The image rules need only the header (its pixel size); the size is the whole file's.
    const description = { ...describeUpload({ name: part.filename, type: detection.contentType, bytes: part.head }), size: part.size };
    checked.push({ field: part.field, key, name: part.filename, part, kind: detection.kind, contentType: detection.contentType, description });
  });
  if (problems.length > 0)
    throw refuseFiles(
      parts.map((p, index) => ({ key: `${p.field}.${index}`, field: p.field, name: p.filename })),
      problems,
    );
  return checked;
}

export interface SavedUpload {
  upload: CheckedUpload;
  stored: StoredFile;
  words?: number;
}

/**
 * Hands the received files to the store before the rows' transaction (S3 uploads them here; see
 * FileStore). If the transaction then fails, the caller calls `discardUploads`.
 */
export async function saveUploads(store: FileStore, uploads: readonly CheckedUpload[]): Promise<SavedUpload[]> {
  const saved: SavedUpload[] = [];
  try {
    for (const upload of uploads) {
      const { path, size, sha256 } = upload.part;
      saved.push({ upload, stored: await store.prepare({ path, sizeBytes: size, sha256, contentType: upload.contentType }) });
    }
  } catch (error) {
    // The first failure is the answer; a bucket that is down refuses the clean-up too, which then
    // leaves objects no row refers to (as a killed process does), never a row without its object.
    await discardUploads(store, saved).catch(() => undefined);
    throw error;
  }
  return saved;
}

export async function discardUploads(store: FileStore, saved: readonly SavedUpload[]): Promise<void> {
  await Promise.all(saved.map((s) => store.discard(s.stored)));
}

/** The `files` rows and, with the database backend, the files' bytes: all in the caller's transaction. */
export async function insertFileRows(
  tx: Db,
  store: FileStore,
  owner: { kind: (typeof files.$inferInsert)['ownerKind']; id: string },
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
  for (const { stored } of saved) await store.writeInTransaction(tx, stored);
}
