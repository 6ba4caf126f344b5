/**
 * The client navigation under way: set when the router starts one, cleared when its page renders.
 * Only that navigation may reload the page when one of its chunks fails (reload-guard.ts).
 */
let target: string | undefined;

/** Records the navigation the router just started, as an absolute URL. */
export function beginNavigation(url: string): void {
  target = url;
}

/** The page has rendered: nothing is under way any more. */
export function endNavigation(): void {
  target = undefined;
}

/** Where the navigation under way is going, if there is one. */
export function navigationTarget(): string | undefined {
  return target;
}
