import { describe, expect, it } from 'vitest';
import { contentDisposition, safeFileName } from '@/server/files/file-name';

describe('file names as stored and sent back', () => {
  it('drops control and bidirectional characters, so no name can pass itself off as another type', () => {
    expect(safeFileName('inv\u0001\u001b[31m\u202efdp.exe')).toBe('inv[31mfdp.exe');
    expect(safeFileName('a\u2066b\u2069c\u200f.pdf')).toBe('abc.pdf');
    expect(safeFileName('acta\u0085 de nacimiento.pdf')).toBe('acta de nacimiento.pdf');
    expect(safeFileName('  certidão.pdf ')).toBe('certidão.pdf');
    expect(safeFileName('\u202e\u0000')).toBe('file');
    expect(safeFileName('x'.repeat(300))).toHaveLength(255);
  });

  it('writes Content-Disposition with an ASCII fallback and an RFC 8187 value that encodes quote, parentheses and star', () => {
    expect(contentDisposition("O'Brien (copy)*.pdf")).toBe(`attachment; filename="O'Brien (copy)*.pdf"; filename*=UTF-8''O%27Brien%20%28copy%29%2A.pdf`);
    expect(contentDisposition('certidão "final".pdf')).toBe(`attachment; filename="certid_o _final_.pdf"; filename*=UTF-8''certid%C3%A3o%20%22final%22.pdf`);
    expect(contentDisposition('inv\u202efdp.exe')).toBe(`attachment; filename="invfdp.exe"; filename*=UTF-8''invfdp.exe`);
  });
});
