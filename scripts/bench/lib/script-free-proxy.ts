import { createServer, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { freePort } from './built-server';

/**
 * Removes every script from an HTML document: `<script>` elements (external, inline and data) and the
 * preload hints for scripts, so the browser fetches nothing but the HTML, its CSS, fonts and images.
 */
export function stripScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\brel="(?:modulepreload|preload)"[^>]*\bas="script"[^>]*>/gi, '')
    .replace(/<link\b[^>]*\bas="script"[^>]*\brel="(?:modulepreload|preload)"[^>]*>/gi, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '');
}

// What the real server compresses (@fastify/compress, threshold 1 KB).
const compressible = /^(text\/|application\/(javascript|json|xml|manifest)|image\/svg)/;

const hopByHop = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'host']);

function forwardable(headers: IncomingHttpHeaders | Headers): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  const entries = headers instanceof Headers ? [...headers.entries()] : Object.entries(headers);
  for (const [name, value] of entries) if (value !== undefined && !hopByHop.has(name.toLowerCase())) out[name] = value;
  return out;
}

/** Compresses like the real server (brotli, else gzip), so the floor's HTML costs what ours costs on the wire. */
function encode(body: Buffer, acceptEncoding: string): { body: Buffer; encoding?: string } {
  if (/\bbr\b/.test(acceptEncoding)) return { body: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }), encoding: 'br' };
  if (/\bgzip\b/.test(acceptEncoding)) return { body: gzipSync(body), encoding: 'gzip' };
  return { body };
}

export interface ScriptFreeProxy {
  origin: string;
  stop: () => Promise<void>;
}

/**
 * A loopback proxy in front of the built server. HTML answers come back with every script removed;
 * everything else (CSS, fonts, images, headers) passes through unchanged. Measuring a page through it
 * gives the floor: the same markup and styles, over the same kind of connection, without JavaScript.
 */
export async function startScriptFreeProxy(upstream: string): Promise<ScriptFreeProxy> {
  const port = await freePort();
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', upstream);
    const headers = forwardable(request.headers);
    headers['accept-encoding'] = 'identity';
    const pairs: [string, string][] = [];
    for (const [key, value] of Object.entries(headers)) if (typeof value === 'string') pairs.push([key, value]);
    fetch(url, { method: request.method, headers: pairs, redirect: 'manual' })
      .then(async (answer) => {
        const out = forwardable(answer.headers);
        const type = answer.headers.get('content-type') ?? '';
        const raw = Buffer.from(await answer.arrayBuffer());
        const body = type.includes('text/html') ? Buffer.from(stripScripts(raw.toString('utf8'))) : raw;
        const encoded = compressible.test(type) && body.length >= 1024 ? encode(body, String(request.headers['accept-encoding'] ?? '')) : { body };
        if (encoded.encoding) out['content-encoding'] = encoded.encoding;
        out['content-length'] = String(encoded.body.length);
        response.writeHead(answer.status, out);
        response.end(request.method === 'HEAD' ? undefined : encoded.body);
      })
      .catch((error: unknown) => {
        response.writeHead(502, { 'content-type': 'text/plain' });
        response.end(`proxy error: ${String(error)}`);
      });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
