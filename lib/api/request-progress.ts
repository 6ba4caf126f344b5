/** Told when each request starts and ends: in the browser, the loading bar (instrumentation-client.ts). */
export interface RequestProgress {
  start(id: string): void;
  done(id: string): void;
  fail(id: string): void;
}

let listener: RequestProgress | undefined;

/** Sets (or clears) who hears about requests; shared code can't reach the page's loading bar itself. */
export function reportRequestProgress(to: RequestProgress | undefined): void {
  listener = to;
}

/** Forwards to whoever listens; kept apart from the client so that setting it doesn't load axios. */
export const requestProgress: RequestProgress = {
  start: (id) => listener?.start(id),
  done: (id) => listener?.done(id),
  fail: (id) => listener?.fail(id),
};
