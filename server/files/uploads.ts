import { describeUpload, type FileDescription } from '@/lib/validation';
import type { Db } from '../db/database';
import { files } from '../db/schema';
import type { UploadedPart } from '../http/multipart';
import { detectFileType, type FileKind } from './detect';
import { refuseFiles, type FileProblem } from './file-problems';
import type { FileStorage, StoredFile } from './storage';

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
  if (problems.length > 0) throw refuseFiles(parts.map((p, index) => ({ key: `${p.field}.${index}`, field: p.field, name: p.filename })), problems);
  return checked;
}

export interface SavedUpload {
  upload: CheckedUpload;
  stored: StoredFile;
  words?: number;
}

/** Keeps the received files (a rename each) before the rows are committed; on failure the caller removes them. */
export async function saveUploads(storage: FileStorage, uploads: readonly CheckedUpload[]): Promise<SavedUpload[]> {
  const saved: SavedUpload[] = [];
  try {
    for (const upload of uploads) {
      saved.push({ upload, stored: await storage.adopt(upload.part.path, { sizeBytes: upload.part.size, sha256: upload.part.sha256 }) });
    }
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
