/**
 * Next's App Router pages start their JavaScript while the HTML is still arriving: every chunk is
 * an async `<script src>` in the head, plus a preload for the webpack runtime. On a phone on a
 * slow connection those ~130 KB compete with the page's CSS and fonts for the first round trips,
 * and their evaluation can land before the first paint, which then waits for it. Nothing the
 * reader sees depends on them: every page is complete HTML.
 *
 * `deferScripts` rewrites a built page so that its scripts are requested once the first frame
 * has been painted: the chunk list (and the scripts it preloads) moves into an inert JSON block,
 * and one small loader (the same on every page, so the CSP hash is shared) appends them after the
 * next animation frame. Each
 * script keeps Next's semantics (async, any order; the webpack runtime waits for its chunks).
 */

/** The id of the JSON block that lists a page's deferred scripts. */
export const DEFERRED_SCRIPTS_ID = '__deferred_scripts';

export interface DeferredScript {
  src: string;
  id?: string;
}

/**
 * The loader: one frame after the first paint was scheduled (rAF, then a task), it appends the
 * listed scripts. (Waiting for the first largest-contentful-paint entry instead measured no
 * better LCP on the simulated phone and more blocking time: the page's work then all lands
 * after the first paint.)
 */
export const DEFERRED_SCRIPTS_LOADER =
  `(function(){var d=document.getElementById("${DEFERRED_SCRIPTS_ID}");if(!d)return;var l=JSON.parse(d.textContent||"[]");` +
  'function go(){for(var i=0;i<l.length;i++){var e=document.createElement("script");e.src=l[i].src;if(l[i].id)e.id=l[i].id;document.body.appendChild(e)}}' +
  'if(typeof requestAnimationFrame==="function")requestAnimationFrame(function(){setTimeout(go,0)});else setTimeout(go,0)})()';

const asyncScript = /<script\b([^>]*)\bsrc="(\/[^"]+)"([^>]*)\basync=""([^>]*)><\/script>/g;
/** `<link rel="preload" as="script" href>` in any attribute order (the webpack runtime, next/dynamic chunks). */
const scriptPreload = /<link\b(?=[^>]*\brel="(?:preload|modulepreload)")(?=[^>]*\bas="script")[^>]*>/g;

function idOf(attributes: string): string | undefined {
  return /\bid="([^"]+)"/.exec(attributes)?.[1];
}

/** The page with its async same-origin scripts deferred past the first paint; unchanged when it has none. */
export function deferScripts(html: string): string {
  if (html.includes(`id="${DEFERRED_SCRIPTS_ID}"`)) return html;
  const scripts: DeferredScript[] = [];
  const stripped = html.replace(asyncScript, (_tag, before: string, src: string, middle: string, after: string) => {
    const id = idOf(`${before} ${middle} ${after}`);
    scripts.push(id === undefined ? { src } : { src, id });
    return '';
  });
  if (scripts.length === 0) return html;
  // Preloaded scripts (chunks of next/dynamic islands the page hydrates) load with the others.
  const withoutPreloads = stripped.replace(scriptPreload, (tag) => {
    const src = /\bhref="(\/[^"]+)"/.exec(tag)?.[1];
    if (src !== undefined && !scripts.some((script) => script.src === src)) scripts.push({ src });
    return '';
  });
  const list = JSON.stringify(scripts).replace(/</g, '\\u003c');
  const block = `<script type="application/json" id="${DEFERRED_SCRIPTS_ID}">${list}</script><script>${DEFERRED_SCRIPTS_LOADER}</script>`;
  const end = withoutPreloads.lastIndexOf('</body>');
  if (end === -1) throw new Error('deferScripts: the page has no </body>');
  return `${withoutPreloads.slice(0, end)}${block}${withoutPreloads.slice(end)}`;
}

const deferredList = new RegExp(`<script type="application/json" id="${DEFERRED_SCRIPTS_ID}">([^<]*)</script>`);

/** The scripts a deferred page loads, in order (for budgets and checks that read out/). */
export function deferredScripts(html: string): DeferredScript[] {
  const match = deferredList.exec(html);
  if (!match?.[1]) return [];
  return JSON.parse(match[1]) as DeferredScript[];
}
