import type { NProgress as NProgressApi } from 'nprogress';

/** Timings of the top loading bar. */
const progressTimings = {
  /** Show the bar only when the work takes longer than this. */
  throttleMs: 200,
  /** The bar trickles towards its end over this time. */
  trickleMs: 5000,
  /** Never let the bar stick: force it closed after this long. */
  safetyMs: 20_000,
} as const;

const active = new Set<string>();
let showTimer: ReturnType<typeof setTimeout> | undefined;
let safetyTimer: ReturnType<typeof setTimeout> | undefined;
let trickleTimer: ReturnType<typeof setInterval> | undefined;
let shownAt: number | undefined;
let bar: Promise<NProgressApi | undefined> | undefined;

// nprogress is fetched the first time a bar is actually needed, keeping it out of every page's first load.
// Offline, that fetch fails: the bar is skipped (never an unhandled rejection) and tried again next time.
function loadBar(): Promise<NProgressApi | undefined> {
  bar ??= import('nprogress').then(
    ({ default: nprogress }) => {
      nprogress.configure({ showSpinner: false, trickle: false, minimum: 0.08, speed: 300 });
      return nprogress;
    },
    () => {
      bar = undefined;
      return undefined;
    },
  );
  return bar;
}

function clearTimers(): void {
  clearTimeout(showTimer);
  clearTimeout(safetyTimer);
  clearInterval(trickleTimer);
  showTimer = safetyTimer = trickleTimer = undefined;
}

function show(): void {
  document.documentElement.classList.remove('progress-failed');
  const startedAt = Date.now();
  shownAt = startedAt;
  void loadBar().then((nprogress) => {
    if (!nprogress || shownAt !== startedAt) return;
    nprogress.start();
    trickleTimer = setInterval(() => {
      // Approaches 0.95 by trickleMs; never reaches the end on its own.
      const ratio = Math.min(1, (Date.now() - startedAt) / progressTimings.trickleMs);
      nprogress.set(Math.max(nprogress.status ?? 0, 0.08 + 0.87 * ratio));
    }, 200);
  });
}

function finish(): void {
  clearTimers();
  active.clear();
  if (shownAt !== undefined) void loadBar().then((nprogress) => nprogress?.done());
  shownAt = undefined;
}

/** Starts (or joins) the bar for one piece of work, such as a navigation or an API request. */
export function startProgress(id: string): void {
  if (typeof document === 'undefined') return;
  active.add(id);
  if (active.size > 1 || shownAt !== undefined || showTimer !== undefined) return;
  showTimer = setTimeout(() => {
    showTimer = undefined;
    if (active.size > 0) show();
  }, progressTimings.throttleMs);
  safetyTimer = setTimeout(finish, progressTimings.safetyMs);
}

/** Ends one piece of work; the bar finishes when nothing else is pending. */
export function doneProgress(id: string): void {
  active.delete(id);
  if (active.size === 0) finish();
}

/** A failed piece of work turns the bar red and finishes it. */
export function failProgress(id: string): void {
  if (typeof document === 'undefined') return;
  active.delete(id);
  clearTimers();
  active.clear();
  shownAt = undefined;
  document.documentElement.classList.add('progress-failed');
  void loadBar().then((nprogress) => {
    if (!nprogress) return;
    if (!nprogress.isStarted()) nprogress.start();
    nprogress.done(true);
  });
}
