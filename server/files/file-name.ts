/**
 * Characters that must not survive in a stored file name: C0 and C1 controls (terminal escapes in
 * a log or a shell), and the bidirectional formatting characters (embeddings, overrides, isolates
 * and marks) that make `inv\u202efdp.exe` read as `invexe.pdf` in the back office.
 */
const hiddenCharacters = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** A file name as received, without hidden characters, at most 255 characters; `file` when nothing is left. */
export function safeFileName(name: string): string {
  const cleaned = name.normalize('NFC').replace(hiddenCharacters, '').trim().slice(0, 255);
  return cleaned === '' ? 'file' : cleaned;
}

/** RFC 8187 `value-chars`: everything outside `attr-char` percent-encoded, `'`, `(`, `)` and `*` included. */
function extendedValue(name: string): string {
  return encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** RFC 6266 `Content-Disposition` for a download: an ASCII fallback and the exact UTF-8 name (RFC 8187). */
export function contentDisposition(name: string): string {
  const safe = safeFileName(name);
  const fallback = safe.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${extendedValue(safe)}`;
}
