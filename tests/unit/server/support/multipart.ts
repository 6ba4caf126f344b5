import { randomBytes } from 'node:crypto';

export type Part = { name: string; value: string } | { name: string; filename: string; bytes: Uint8Array; contentType?: string };

/** A multipart/form-data body for `app.inject`, built by hand so tests see every byte sent. */
export function multipart(parts: readonly Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----verbalis${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      'filename' in part
        ? `form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}`
        : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push('filename' in part ? Buffer.from(part.bytes) : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The JSON body as the `data` field, then the files. */
export function formWithFiles(data: unknown, files: { name: string; filename: string; bytes: Uint8Array }[] = []) {
  return multipart([{ name: 'data', value: JSON.stringify(data) }, ...files]);
}
