/**
 * A static export writes each page's React Server Components payload three times over: inline in its
 * HTML (`self.__next_f.push` scripts, which hydration reads), as `index.txt` (which the router fetches
 * for a soft navigation it has not prefetched) and as `__next._full.txt` (a byte-identical copy). On a
 * service page that was 53 KB of script plus 2 × 46 KB of files, beside 28 KB of markup.
 *
 * `hydrateFromPayloadFile` rewrites a page to hydrate from its `index.txt` instead of the inline copy,
 * through Next's own entry for a payload that is not inlined: `window.__NEXT_CLIENT_RESUME`, a fetch
 * promise that `next/dist/client/app-index.js` hydrates from (its fallback-prerender path). The fetch
 * starts while the HTML is parsed, long before the scripts deferred past the largest contentful paint
 * run, so hydration waits for nothing new. `__next._full.txt` is never requested by the client router
 * (no client module of Next names `/_full`) and is removed by the post-build step.
 *
 * Both match Next's output by shape, so they throw, naming the page, when it changes: a page whose
 * inline payload is not exactly its `index.txt`, or a `_full` copy that differs from it.
 */

/** The script every rewritten page carries (the same on every page, so its CSP hash is shared). */
export const PAYLOAD_FETCH_SCRIPT =
  'var p=location.pathname.replace(/\\/index\\.html$/,"/");if(p.slice(-1)!=="/")p+="/";' +
  'window.__NEXT_CLIENT_RESUME=fetch(p+"index.txt",{credentials:"same-origin"})';

const bootstrap = '<script>(self.__next_f=self.__next_f||[]).push([0])</script>';
const chunk = /<script>self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g;

export class PayloadShapeError extends Error {
  constructor(page: string, why: string) {
    super(`lean payload: ${page} ${why}; has Next changed how a static export writes its RSC payload? (scripts/build/lean-payload.ts)`);
    this.name = 'PayloadShapeError';
  }
}

/** The inline payload of a page: its `[1, "…"]` chunks joined; undefined when the page has none. */
export function inlinePayloadOf(html: string, page: string): string | undefined {
  if (!html.includes('self.__next_f')) return undefined;
  if (!html.includes(bootstrap)) throw new PayloadShapeError(page, 'carries self.__next_f without the bootstrap script it recognises');
  const parts: string[] = [];
  for (const match of html.matchAll(chunk)) {
    const pushed: unknown = JSON.parse(match[1] ?? 'null');
    if (!Array.isArray(pushed) || pushed[0] !== 1 || typeof pushed[1] !== 'string')
      throw new PayloadShapeError(page, `pushes ${String(match[1]).slice(0, 40)}…, not a text chunk`);
    parts.push(pushed[1]);
  }
  return parts.join('');
}

/**
 * The page without its inline payload, hydrating from `index.txt` (whose text is `payloadFile`). Throws
 * when the inline payload is not that file byte for byte: hydrating from anything else would not match
 * the HTML.
 */
export function hydrateFromPayloadFile(html: string, payloadFile: string, page: string): string {
  const inline = inlinePayloadOf(html, page);
  if (inline === undefined) throw new PayloadShapeError(page, 'has no inline payload to replace');
  if (inline !== payloadFile)
    throw new PayloadShapeError(page, `has an inline payload (${inline.length} characters) that is not its index.txt (${payloadFile.length})`);
  const stripped = html.replace(chunk, '');
  if (stripped.includes('self.__next_f.push(')) throw new PayloadShapeError(page, 'keeps a payload script after the rewrite');
  return stripped.replace(bootstrap, `<script>${PAYLOAD_FETCH_SCRIPT}</script>`);
}

/** Whether a page was already rewritten (a post-build step run twice over the same out/). */
export const hydratesFromPayloadFile = (html: string) => html.includes(PAYLOAD_FETCH_SCRIPT);
