/**
 * Next's App Router pages start their JavaScript while the HTML is still arriving: every chunk is
 * an async `<script src>` in the head, plus a preload for the webpack runtime. On a phone on a
 * slow connection those ~130 KB compete with the page's CSS and fonts for the first round trips,
 * and their evaluation can land before the first paint, which then waits for it. Nothing the
 * reader sees depends on them: every page is complete HTML.
 *
 * `deferScripts` rewrites a built page so that its scripts are requested once the page's largest
 * contentful paint has been presented: the chunk list (and the scripts it preloads) moves into an
 * inert JSON block, and one small loader (the same on every page, so the CSP hash is shared)
 * appends them (see `DEFERRED_SCRIPTS_LOADER`). Each script keeps Next's semantics (async, any
 * order; the webpack runtime waits for its chunks).
 */

/** The id of the JSON block that lists a page's deferred scripts. */
export const DEFERRED_SCRIPTS_ID = '__deferred_scripts';

export interface DeferredScript {
  src: string;
  id?: string;
}

/**
 * The loader: it appends the listed scripts just after the browser reports the page's largest
 * contentful paint (or, where that entry type is missing, its first paint; without either, one
 * frame after the first paint was scheduled). Reporting comes after the frame was presented, so no
 * script competes with the HTML, CSS and fonts the first view needs. A key press, tap or focus
 * before that starts them at once (the visitor wants the page to respond), and so does a
 * five-second fallback (a tab opened in the background paints nothing until it is shown).
 *
 * Until the page has hydrated (`<html data-hydrated>`), the loader also holds back any native
 * form submission: a form sent before its script is attached would go out as a GET with every
 * field (name, email, message) in the URL, the server log and the browser history. After
 * hydration the forms' own handlers take over and this listener lets everything through.
 */
export const DEFERRED_SCRIPTS_LOADER =
  `(function(){var d=document.getElementById("${DEFERRED_SCRIPTS_ID}");if(!d)return;` +
  'var w=window,l=JSON.parse(d.textContent||"[]"),done=0,o,t,i,p={capture:!0,passive:!0},' +
  'ev=["pointerdown","keydown","touchstart","focusin"],' +
  'k=w.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[],' +
  'type=k.indexOf("largest-contentful-paint")>=0?"largest-contentful-paint":k.indexOf("paint")>=0?"paint":"";' +
  'function go(){if(done)return;done=1;if(o)o.disconnect();clearTimeout(t);' +
  'for(var j=0;j<ev.length;j++)w.removeEventListener(ev[j],go,p);' +
  'for(j=0;j<l.length;j++){var e=document.createElement("script");e.src=l[j].src;if(l[j].id)e.id=l[j].id;document.body.appendChild(e)}}' +
  'function soon(){setTimeout(go,0)}' +
  'for(i=0;i<ev.length;i++)w.addEventListener(ev[i],go,p);' +
  'document.addEventListener("submit",function(e){var f=e.target;if(!document.documentElement.hasAttribute("data-hydrated")&&!(f&&f.getAttribute&&f.getAttribute("method")==="dialog"))e.preventDefault()},!0);' +
  'if(type){o=new PerformanceObserver(soon);o.observe({type:type,buffered:!0});t=setTimeout(go,5e3)}' +
  'else if(w.requestAnimationFrame)requestAnimationFrame(soon);else soon()})()';

/** The loader as postbuild writes it, in any version: a page rewritten by an earlier build gets the current one. */
const anyLoader = new RegExp(`<script>\\(function\\(\\)\\{var d=document\\.getElementById\\("${DEFERRED_SCRIPTS_ID}"\\)[\\s\\S]*?</script>`);

const asyncScript = /<script\b([^>]*)\bsrc="(\/[^"]+)"([^>]*)\basync=""([^>]*)><\/script>/g;
/** `<link rel="preload" as="script" href>` in any attribute order (the webpack runtime, next/dynamic chunks). */
const scriptPreload = /<link\b(?=[^>]*\brel="(?:preload|modulepreload)")(?=[^>]*\bas="script")[^>]*>/g;

function idOf(attributes: string): string | undefined {
  return /\bid="([^"]+)"/.exec(attributes)?.[1];
}

/** Next's inline RSC payload: a page that carries it hydrates, so it has scripts to defer. */
const nextPayload = 'self.__next_f';
/** A same-origin script tag that would still load before the first paint (not the noModule polyfills, which modern browsers skip). */
const eagerScript = /<script\b(?![^>]*\bnoModule="")[^>]*\bsrc="\/[^"]+"[^>]*>/;

/**
 * The page with its async same-origin scripts deferred past the largest contentful paint (and the
 * current loader); unchanged when it has no scripts. Kept over Next's own loading because it took
 * LCP from 1.29–1.82× to 0.98–1.10× the script-free floor (closing notes of stops 11 and 12; Next
 * has no setting to start its chunks after the first paint). It matches Next's markup with regular
 * expressions, so it throws, naming `page`, when that markup has changed: a page with Next's payload
 * but no script it recognises, a script tag left loading before the paint, or an older loader it
 * cannot find. A silent no-op would lose the LCP gain without failing anything.
 */
export function deferScripts(html: string, page = 'the page'): string {
  const fail = (why: string) => new Error(`deferScripts: ${page} ${why}; has Next changed its script markup? (scripts/build/deferred-scripts.ts)`);
  if (html.includes(`id="${DEFERRED_SCRIPTS_ID}"`)) {
    if (!anyLoader.test(html)) throw fail('has a deferred script list but no loader this build recognises');
    return html.replace(anyLoader, () => `<script>${DEFERRED_SCRIPTS_LOADER}</script>`);
  }
  const scripts: DeferredScript[] = [];
  const stripped = html.replace(asyncScript, (_tag, before: string, src: string, middle: string, after: string) => {
    const id = idOf(`${before} ${middle} ${after}`);
    scripts.push(id === undefined ? { src } : { src, id });
    return '';
  });
  const left = eagerScript.exec(stripped);
  if (left) throw fail(`still loads ${left[0]} before its first paint`);
  if (scripts.length === 0) {
    if (html.includes(nextPayload)) throw fail("carries Next's payload but none of the async scripts deferScripts moves");
    return html;
  }
  // Preloaded scripts (chunks of next/dynamic islands the page hydrates) load with the others.
  const withoutPreloads = stripped.replace(scriptPreload, (tag) => {
    const src = /\bhref="(\/[^"]+)"/.exec(tag)?.[1];
    if (src !== undefined && !scripts.some((script) => script.src === src)) scripts.push({ src });
    return '';
  });
  const list = JSON.stringify(scripts).replace(/</g, '\\u003c');
  const block = `<script type="application/json" id="${DEFERRED_SCRIPTS_ID}">${list}</script><script>${DEFERRED_SCRIPTS_LOADER}</script>`;
  const end = withoutPreloads.lastIndexOf('</body>');
  if (end === -1) throw fail('has no </body>');
  return `${withoutPreloads.slice(0, end)}${block}${withoutPreloads.slice(end)}`;
}

const deferredList = new RegExp(`<script type="application/json" id="${DEFERRED_SCRIPTS_ID}">([^<]*)</script>`);

/** The scripts a deferred page loads, in order (for budgets and checks that read out/). */
export function deferredScripts(html: string): DeferredScript[] {
  const match = deferredList.exec(html);
  if (!match?.[1]) return [];
  return JSON.parse(match[1]) as DeferredScript[];
}
