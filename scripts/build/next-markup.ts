/**
 * Two things Next 16 writes into a static export that no setting changes, rewritten by
 * `scripts/postbuild.ts`. Each throws, naming the file, when Next's output no longer has the shape
 * it rewrites, and `tests/unit/build/next-markup.test.ts` fails once Next's own source stops
 * emitting them (then these rewrites should go).
 */

/**
 * `next/dynamic` writes the CSS of a lazily loaded component as `<link rel="stylesheet" as="style">`
 * (next/dist/shared/lib/lazy-dynamic/preload-chunks.js). `as` is only valid on `rel="preload"` or
 * `"modulepreload"`: the Nu HTML Checker reports each one as an error (4 on /contact-us/, 3 on the
 * `/pro/` pages), and browsers ignore it on a stylesheet. The page with `as` dropped from its
 * stylesheet links; throws when any `<link>` still carries `as` without a preload.
 */
export function dropStylesheetAs(html: string, page: string): string {
  const fixed = html.replace(/<link\b[^>]*>/g, (tag) => (/\brel="stylesheet"/.test(tag) ? tag.replace(/\s+as="style"/, '') : tag));
  const left = /<link\b(?![^>]*\brel="(?:preload|modulepreload)")[^>]*\bas="[^"]*"[^>]*>/.exec(fixed);
  if (left)
    throw new Error(
      `dropStylesheetAs: ${page} has ${left[0]}: \`as\` without a preload, which this rewrite does not know; has Next changed its markup? (scripts/build/next-markup.ts)`,
    );
  return fixed;
}

/** A preload hint for a stylesheet, one row of a React Server Components payload: `:HL["/_next/static/css/x.css","style"]`. */
const stylePreloadHint = /^[0-9a-f]*:HL\["[^"\n]+","style"(?:,\{[^\n]*\})?\]\n/gm;

/**
 * A route's payload files (`out/<route>/*.txt`) carry a preload hint for each stylesheet of the
 * route. The client router fetches them to prefetch a link in view, and React applies the hints to
 * the page being read: `<link rel="preload" as="style">` for CSS that page never uses, fetched at
 * the highest priority while it loads, and reported by Chrome ("preloaded but not used within a few
 * seconds", 17 of 24 pages). The payload without those hints: the stylesheet itself stays in the
 * payload's tree, and React loads it (and holds the new page until it has) when the route renders.
 * Returns the payload and how many hints it dropped.
 */
export function dropStylePreloadHints(payload: string): { payload: string; dropped: number } {
  let dropped = 0;
  const fixed = payload.replace(stylePreloadHint, () => {
    dropped += 1;
    return '';
  });
  return { payload: fixed, dropped };
}
