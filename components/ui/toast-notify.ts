import { toastRules, type ToastKind, type ToastPlacement } from '@/lib/toast/rules';

export interface NotifyOptions {
  /** Reusing an id updates that toast in place; without one, the same kind and message is one toast. */
  id?: string;
  position?: ToastPlacement;
  durationMs?: number;
}

export type ToastCommand =
  { op: 'show'; kind: ToastKind; message: string; id: string; position: ToastPlacement; durationMs: number } | { op: 'dismiss'; id?: string } | { op: 'clear' };

/**
 * The toaster (and react-hot-toast) is loaded the first time something is shown, so pages that
 * never toast don't pay for it. Until then commands wait in a queue; the host mounts the toaster.
 */
export const toastRequestEvent = 'verbalis:toast';
const queue: ToastCommand[] = [];
let sink: ((command: ToastCommand) => void) | undefined;

function send(command: ToastCommand): void {
  if (sink) return sink(command);
  queue.push(command);
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(toastRequestEvent));
}

export function hasPendingToasts(): boolean {
  return queue.length > 0;
}

/** Called once by the loaded toaster: drains the queue, then receives commands directly. */
export function connectToastSink(next: (command: ToastCommand) => void): () => void {
  sink = next;
  queue.splice(0).forEach(next);
  return () => {
    if (sink === next) sink = undefined;
  };
}

/** The id of a toast shown without one: its kind and message, so identical toasts are one. */
function toastIdFor(kind: ToastKind, message: string): string {
  return `${kind}:${message}`;
}

function show(kind: ToastKind, message: string, options: NotifyOptions = {}): string {
  // The same message shown again while it is still up renews that toast instead of stacking a copy.
  const id = options.id ?? toastIdFor(kind, message);
  send({
    op: 'show',
    kind,
    message,
    id,
    position: options.position ?? toastRules.defaultPosition,
    durationMs: options.durationMs ?? toastRules.durationMs,
  });
  return id;
}

export const notify = Object.assign((message: string, options?: NotifyOptions) => show('default', message, options), {
  success: (message: string, options?: NotifyOptions) => show('success', message, options),
  error: (message: string, options?: NotifyOptions) => show('error', message, options),
  warning: (message: string, options?: NotifyOptions) => show('warning', message, options),
  info: (message: string, options?: NotifyOptions) => show('info', message, options),
  dismiss: (id?: string) => send({ op: 'dismiss', id }),
  /** Removes every toast at once, without the leave transition. */
  clear: () => send({ op: 'clear' }),
});
