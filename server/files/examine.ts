import type { FileWordCount } from '@/lib/wordcount';
import type { UploadIntake } from './intake';
import { refuseFiles, type FileProblem } from './file-problems';
import type { CheckedUpload } from './uploads';

export interface ExaminedUpload {
  upload: CheckedUpload;
  count: FileWordCount;
}

/**
 * Opens and counts every upload in the worker pool (`cv`: also requires a PDF to have pages),
 * each within the per-file limits. One refused file fails the request (415 or 422, see
 * refuseFiles) but only once every file was examined, so the answer names all of them and
 * gives the counts of the others. Rejects as it is for a fault of the server.
 */
export async function examineUploads(intake: UploadIntake, uploads: readonly CheckedUpload[], purpose: 'count' | 'cv'): Promise<ExaminedUpload[]> {
  const controller = new AbortController();
  let fault: unknown;
  const results = await Promise.allSettled(
    uploads.map((upload) =>
      intake.workers
        .examine(
          { path: upload.part.path, name: upload.name, kind: upload.kind, purpose, limits: intake.fileLimits, pdfCMapUrl: intake.pdfCMapUrl },
          controller.signal,
          // The request's files take the workers in turn with other requests' (FairQueue).
          controller,
        )
        .catch((error: unknown) => {
          // The first fault stops the other files' work: the request fails anyway.
          if (!controller.signal.aborted) {
            fault = error;
            controller.abort();
          }
          throw error;
        }),
    ),
  );
  if (controller.signal.aborted) throw fault;
  const examined: ExaminedUpload[] = [];
  const problems: FileProblem[] = [];
  const entries = uploads.map((upload, index) => {
    const entry = { key: upload.key, field: upload.field, name: upload.name };
    const result = results[index];
    if (result?.status !== 'fulfilled') return entry;
    const outcome = result.value;
    if (!outcome.ok) {
      problems.push({ ...entry, code: outcome.code, message: outcome.message });
      return entry;
    }
    const counts = { words: outcome.words, pages: outcome.pages, scannedPages: outcome.scannedPages };
    examined.push({ upload, count: { file: upload.name, ...counts } });
    return { ...entry, counts };
  });
  if (problems.length > 0) throw refuseFiles(entries, problems);
  return examined;
}
