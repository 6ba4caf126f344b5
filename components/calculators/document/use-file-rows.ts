'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { WordCounter } from '@/components/calculators/document/wordcount-client';
import type { FileCount } from '@/lib/wordcount/types';
import type { FileRow } from './file-row';

function settle(row: FileRow, result: FileCount): FileRow {
  if ('error' in result) return { id: row.id, file: row.file, status: 'failed', message: result.error.message };
  return { id: row.id, file: row.file, status: 'counted', words: result.words, pages: result.pages, scannedPages: result.scannedPages, scannedWords: '' };
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** Where the site serves pdf.js's character maps (scripts/copy-pdfjs-assets.ts), for CJK PDFs. */
function cMapUrl(): string {
  return new URL('/pdfjs/cmaps/', window.location.href).href;
}

/**
 * The files of the document calculator and their counts. The counter (and
 * with it the worker and pdf.js) is loaded when the first file arrives. A
 * count covers every file still waiting: adding files while others are being
 * counted restarts the count with all of them.
 */
export function useFileRows(maxFiles: number, failedMessage: string) {
  const [rows, setRows] = useState<FileRow[]>([]);
  const [refused, setRefused] = useState(0);
  const counter = useRef<Promise<WordCounter> | null>(null);
  const pending = useRef<FileRow[]>([]);
  const total = useRef(0);
  const nextId = useRef(1);

  useEffect(
    () => () => {
      void counter.current?.then((active) => active.dispose());
    },
    [],
  );

  const countPending = useCallback(async () => {
    counter.current ??= import('@/components/calculators/document/wordcount-client').then(({ createWordCounter }) =>
      createWordCounter({ pdfCMapUrl: cMapUrl() }),
    );
    const batch = pending.current;
    try {
      const active = await counter.current;
      await active.count(
        batch.map((row) => row.file),
        (result, index) => {
          const row = batch[index];
          if (!row) return;
          pending.current = pending.current.filter((waiting) => waiting.id !== row.id);
          setRows((current) => current.map((candidate) => (candidate.id === row.id ? settle(candidate, result) : candidate)));
        },
      );
    } catch (error) {
      if (isAbort(error)) return;
      console.error('Word count failed', error);
      // The counter itself failed (the worker could not start): every file of the batch is left uncounted.
      const ids = new Set(batch.map((row) => row.id));
      pending.current = pending.current.filter((row) => !ids.has(row.id));
      setRows((current) =>
        current.map((row) => (ids.has(row.id) && row.status === 'counting' ? { id: row.id, file: row.file, status: 'failed', message: failedMessage } : row)),
      );
    }
  }, [failedMessage]);

  const add = useCallback(
    (files: readonly File[]) => {
      const room = Math.max(0, maxFiles - total.current);
      const added: FileRow[] = files.slice(0, room).map((file) => ({ id: `f${nextId.current++}`, file, status: 'counting' }));
      setRefused(files.length - added.length);
      if (added.length === 0) return;
      total.current += added.length;
      pending.current = [...pending.current, ...added];
      setRows((current) => [...current, ...added]);
      void countPending();
    },
    [maxFiles, countPending],
  );

  const remove = useCallback((id: string) => {
    pending.current = pending.current.filter((row) => row.id !== id);
    total.current = Math.max(0, total.current - 1);
    setRefused(0);
    setRows((current) => current.filter((row) => row.id !== id));
  }, []);

  const setScannedWords = useCallback((id: string, scannedWords: string) => {
    setRows((current) => current.map((row) => (row.id === id && row.status === 'counted' ? { ...row, scannedWords } : row)));
  }, []);

  return { rows, refused, add, remove, setScannedWords };
}
