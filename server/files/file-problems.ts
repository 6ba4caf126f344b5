import { ApiError, type FileReport } from '../http/errors';

/** A file of the request, by its key (`files.2`), with its counts once it was counted. */
export interface FileEntry {
  key: string;
  field: string;
  name: string;
  counts?: { words: number; pages: number; scannedPages: number };
}

export interface FileProblem extends FileEntry {
  code: string;
  message: string;
}

/**
 * The answer refusing a request for its files, once every file was looked at: 415 when one
 * is not a type we take, otherwise 422 `file_unreadable`. `fields` holds each refused file's
 * message under its key (and under the bare field name when that field carries one file, as
 * the CV does: that is where a form shows it); `files` reports on every file of the request.
 */
export function refuseFiles(entries: readonly FileEntry[], problems: readonly FileProblem[]): ApiError {
  const byKey = new Map(problems.map((p) => [p.key, p]));
  const fields: Record<string, string> = {};
  for (const problem of problems) {
    fields[problem.key] = problem.message;
    if (entries.filter((e) => e.field === problem.field).length === 1) fields[problem.field] = problem.message;
  }
  const files = entries.map((entry): FileReport => {
    const problem = byKey.get(entry.key);
    return problem === undefined
      ? { field: entry.key, name: entry.name, ok: true, ...entry.counts }
      : { field: entry.key, name: entry.name, ok: false, code: problem.code, message: problem.message };
  });
  const unsupported = problems.some((p) => p.code === 'unsupported_type');
  const message =
    problems.length === 1
      ? (problems[0]?.message ?? '')
      : `${problems.length} of ${entries.length} files were refused. ${problems.map((p) => p.message).join(' ')}`;
  return new ApiError(unsupported ? 415 : 422, message, { code: unsupported ? 'unsupported_media_type' : 'file_unreadable', fields, files });
}
