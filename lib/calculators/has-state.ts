/**
 * Whether the query holds any key of a calculator (a shared quote to open straight away). Apart from
 * the codecs in query.ts: the calculator frame on every service page asks this at start-up, and
 * importing query.ts there put every codec into the pages' first-load script, although only the
 * islands, loaded later, read and write state.
 */
export function hasState(params: URLSearchParams, prefix: string): boolean {
  for (const key of params.keys()) if (key.startsWith(prefix)) return true;
  return false;
}
