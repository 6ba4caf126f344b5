/*
 * When a visitor starts on a form: the moment to do what only someone filling it in needs
 * (the IP lookup behind the phone field's default country, loading the heavy inputs).
 */

/** The events that say the visitor has started on a form: focus moving into it, a press or a key in it. */
const formIntentEvents = ['focusin', 'pointerdown', 'keydown'] as const;

/**
 * Calls `run` once, the first time the visitor focuses, presses or types inside a `<form>` in
 * `target` (the page, or one form; not a dialog's `method="dialog"` form). Returns a function
 * that stops listening.
 */
export function onFirstFormIntent(run: () => void, target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> = document): () => void {
  const stop = () => {
    for (const type of formIntentEvents) target.removeEventListener(type, listener, { capture: true });
  };
  function listener(event: Event) {
    const element = event.target as { closest?: (selector: string) => unknown } | null;
    // A dialog's close button sits in a `<form method="dialog">`: that is no form being filled in.
    if (typeof element?.closest !== 'function' || element.closest('form:not([method="dialog"])') === null) return;
    stop();
    run();
  }
  for (const type of formIntentEvents) target.addEventListener(type, listener, { capture: true });
  return stop;
}
