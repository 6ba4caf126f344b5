/**
 * A lazily loaded component's stylesheet is in before the component renders.
 *
 * Webpack loads a dynamic chunk's CSS through `_N_E_STYLE_LOAD(href)` and waits for the promise it
 * returns before it evaluates the chunk. Next 16 (`next/dist/client/components/app-router.js`)
 * defines that hook to hand the href to a `<link precedence>` it renders in an effect, and returns
 * `Promise.resolve()` at once ("TODO figure out how to get a promise here"), counting on React to
 * hold the commit until the sheet loads. React holds it only for transitions; a `next/dynamic`
 * control renders outside one. Measured on the Russian document-translation page with the CPU slowed
 * 6×: react-select rendered 320 ms before its stylesheet was even in the document, and the calculator
 * moved (layout shift 0.011 at 800 px, 0.005 at 1,100 px) when it arrived. The phone field, the
 * date picker and the toaster load their CSS the same way.
 *
 * `awaitRuntimeStyles` keeps Next's hook (React still renders and orders the `<link>`) and makes its
 * promise settle once that link has loaded or failed, so the chunk waits for its sheet as webpack
 * intends. `tests/unit/layout/runtime-styles.test.ts` fails when Next changes the hook or stops
 * calling it, and the end-to-end test "a lazily loaded control renders only with its stylesheet"
 * when the wait stops working.
 */

type StyleLoad = ((href: string) => Promise<void>) & { awaitsSheet?: true };
type StyleHost = { _N_E_STYLE_LOAD?: StyleLoad };

/** Longest wait for a sheet: past it the control renders unstyled rather than not at all. */
const SHEET_WAIT_MS = 10_000;

/**
 * Settles when the stylesheet link for `href` (as Next passes it: the path, which React renders
 * followed by any deployment query) has loaded or failed, or after `timeout` ms. Looks for the link
 * every 16 ms until React has rendered it (one or two frames): smaller on every page's first load
 * than a MutationObserver.
 */
export function sheetSettled(doc: Document, href: string, timeout = SHEET_WAIT_MS): Promise<void> {
  return new Promise((resolve) => {
    const deadline = Date.now() + timeout;
    const done = () => resolve();
    const look = () => {
      const link = doc.querySelector<HTMLLinkElement>(`link[rel="stylesheet"][href^="${href}"]`);
      if (link?.sheet || Date.now() >= deadline) return done();
      if (link === null) return void setTimeout(look, 16);
      link.addEventListener('load', done);
      link.addEventListener('error', done);
      setTimeout(done, deadline - Date.now());
    };
    look();
  });
}

/** Wraps Next's runtime style hook once; a no-op where there is none (server, Turbopack). */
export function awaitRuntimeStyles(host: StyleHost = globalThis as StyleHost, doc: Document = document): void {
  const load = host._N_E_STYLE_LOAD;
  if (typeof load !== 'function' || load.awaitsSheet) return;
  const wrapped: StyleLoad = (href) => load(href).then(() => sheetSettled(doc, href));
  wrapped.awaitsSheet = true;
  host._N_E_STYLE_LOAD = wrapped;
}
