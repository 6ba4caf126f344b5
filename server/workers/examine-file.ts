import fs from 'node:fs';
import { countWords } from '@/lib/wordcount/count-words';
import { countDocx } from '@/lib/wordcount/docx';
import { PdfEngineUnavailableError, WordCountError, type WordCountErrorCode } from '@/lib/wordcount/errors';
import { countPdf } from '@/lib/wordcount/pdf';
import { decodeTextFile } from '@/lib/wordcount/text-file';
import type { WordCountLimits } from '@/lib/wordcount/types';
import { readZipDirectory } from '@/lib/wordcount/zip-directory';
import { isWordPackage, notAWordPackage, type FileKind } from '../files/detect';

/**
 * What one worker task does with one uploaded file: open it within the limits and count it.
 * Runs inside a worker thread (see file-worker.ts); nothing here may touch the event loop
 * of the server.
 */

/** Why a file was refused: the word counter's reasons plus the pool's own. */
type FileProblemCode = WordCountErrorCode | 'timed_out';

export interface ExamineTask {
  /** The received file (in the request's incoming folder). */
  path: string;
  /** What the visitor called it, for messages. */
  name: string;
  /** As detected from the first bytes. */
  kind: FileKind;
  /** A CV must also be a document with pages to read. */
  purpose: 'count' | 'cv';
  limits: WordCountLimits;
  pdfCMapUrl: string;
}

export type FileExamination = { ok: true; words: number; pages: number; scannedPages: number } | { ok: false; code: FileProblemCode; message: string };

type Counted = Extract<FileExamination, { ok: true }>;

async function countDocument(task: ExamineTask): Promise<Counted> {
  const { name, kind, limits } = task;
  if (kind === 'png' || kind === 'jpeg' || kind === 'webp') {
    // An image is a scanned page: there is no text layer to read, so its bytes are not needed.
    return { ok: true, words: 0, pages: 1, scannedPages: 1 };
  }
  const file = await fs.promises.readFile(task.path);
  const bytes = new Uint8Array(file.buffer, file.byteOffset, file.byteLength);
  switch (kind) {
    case 'txt':
      return { ok: true, words: countWords(decodeTextFile(name, bytes)), pages: 0, scannedPages: 0 };
    case 'docx': {
      if (!isWordPackage(readZipDirectory(name, bytes, limits))) throw new WordCountError('unsupported_type', `${name} ${notAWordPackage}.`);
      const { words } = countDocx(name, bytes, limits);
      return { ok: true, words, pages: 0, scannedPages: 0 };
    }
    case 'pdf': {
      // The bytes were read for pdf.js alone: a copy of a 50 MB file would be 50 MB more.
      const { words, pages, scannedPages } = await countPdf(name, bytes, { cMapUrl: task.pdfCMapUrl, maxPages: limits.maxPages, handOver: true });
      return { ok: true, words, pages, scannedPages };
    }
  }
}

/** Counts the file, or says why it can't be; only a fault of the server (no PDF reader) rejects. */
export async function examineFile(task: ExamineTask): Promise<FileExamination> {
  try {
    const counted = await countDocument(task);
    if (task.purpose === 'cv' && task.kind === 'pdf' && counted.pages === 0) {
      return { ok: false, code: 'corrupt_file', message: `${task.name} has no pages.` };
    }
    return counted;
  } catch (error) {
    if (error instanceof PdfEngineUnavailableError) throw error;
    if (error instanceof WordCountError) return { ok: false, code: error.code, message: error.message };
    const detail = error instanceof Error ? error.message : String(error);
    return { ok: false, code: 'corrupt_file', message: `${task.name} could not be read: ${detail}` };
  }
}
