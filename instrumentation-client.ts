import { isSamePage } from '@/components/navigation/prefetch-policy';
import { doneProgress, failProgress, startProgress } from '@/components/navigation/progress';
import { reportRequestProgress } from '@/lib/api/request-progress';
import { preferJitlessZod } from '@/lib/validation/zod-jitless';

// Before any island builds a schema: no eval probe for the CSP to refuse (see zod-jitless.ts).
preferJitlessZod();

// API requests from the forms and the offer pages show on the same loading bar as navigations.
reportRequestProgress({ start: startProgress, done: doneProgress, fail: failProgress });

const navigationProgressId = 'navigation';

/**
 * Starts the loading bar for a client navigation; links to this page or a hash on it don't. The page
 * on screen stays as it is until the next one renders (the router's transition keeps it). A payload
 * or chunk that fails makes Next load the page in full, which the bar, still running, accompanies.
 */
export function onRouterTransitionStart(url: string): void {
  const target = new URL(url, window.location.href);
  const current = new URL(window.location.href);
  if (isSamePage(target, current)) return;
  startProgress(navigationProgressId);
}
