import { describe, expect, it } from 'vitest';
import { formatFileSize, mergeFiles, type FileLike } from '@/components/ui/file-list';

const file = (name: string, size = 100, lastModified = 1): FileLike => ({ name, size, lastModified });

describe('mergeFiles', () => {
  it('adds files to a multiple input and keeps a file chosen twice once', () => {
    const merged = mergeFiles([file('a.pdf'), file('b.docx')], [file('b.docx'), file('c.png'), file('a.pdf', 200)], true);
    expect(merged.map((f) => `${f.name}:${f.size}`)).toEqual(['a.pdf:100', 'b.docx:100', 'c.png:100', 'a.pdf:200']);
  });

  it('replaces the file of a single input with the first new one', () => {
    expect(mergeFiles([file('old.pdf')], [file('new.pdf'), file('other.pdf')], false).map((f) => f.name)).toEqual(['new.pdf']);
  });

  it('keeps the current files when nothing was added', () => {
    expect(mergeFiles([file('cv.pdf')], [], false).map((f) => f.name)).toEqual(['cv.pdf']);
  });
});

describe('formatFileSize', () => {
  it.each([
    [0, '0 KB'],
    [1, '0.1 KB'],
    [512, '0.5 KB'],
    [1024, '1 KB'],
    [14_600, '14 KB'],
    [2_500_000, '2.4 MB'],
    [10 * 1024 * 1024, '10 MB'],
    [3 * 1024 ** 3, '3 GB'],
  ])('%i bytes → %s', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });
});
