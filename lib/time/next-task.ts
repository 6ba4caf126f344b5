/**
 * Resolves in a new task of the event loop (after whatever the browser has queued: input, paint),
 * so that work chained on it never joins the task that is running now.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

// Shared code is type-checked for the API without the DOM's types (server/tsconfig.json), where
// `window` does not exist; in the browser this names the global.
declare const window: unknown;

/**
 * For `next/dynamic` and `React.lazy` loaders of islands the page hydrates: in the browser, the
 * module is evaluated in a task of its own instead of inside the page's start-up task (when its
 * chunk has already arrived, `import()` resolves in a microtask of that very task). On the
 * server, where nothing is waiting, it resolves at once.
 */
export function afterCurrentTask(): Promise<void> {
  return typeof window === 'undefined' ? Promise.resolve() : nextTask();
}
