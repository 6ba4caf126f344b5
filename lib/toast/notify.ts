import { toast } from 'react-hot-toast/headless';
import { isToastKind, toastAria, toastRules, type ToastKind, type ToastPlacement } from './rules';

export interface NotifyOptions {
  /** Reusing an id updates that toast in place. */
  id?: string;
  position?: ToastPlacement;
  durationMs?: number;
}

function show(kind: ToastKind, message: string, options: NotifyOptions = {}): string {
  return toast(message, {
    id: options.id,
    duration: options.durationMs ?? toastRules.durationMs,
    position: options.position ?? toastRules.defaultPosition,
    // The kind travels in className because the headless store has no slot for custom kinds.
    className: kind,
    ariaProps: toastAria(kind),
    removeDelay: toastRules.transitionMs,
  });
}

export function toastKindOf(className: string | undefined): ToastKind {
  return isToastKind(className) ? className : 'default';
}

export const notify = Object.assign((message: string, options?: NotifyOptions) => show('default', message, options), {
  success: (message: string, options?: NotifyOptions) => show('success', message, options),
  error: (message: string, options?: NotifyOptions) => show('error', message, options),
  warning: (message: string, options?: NotifyOptions) => show('warning', message, options),
  info: (message: string, options?: NotifyOptions) => show('info', message, options),
  dismiss: (id?: string) => toast.dismiss(id),
  /** Removes every toast at once, without the leave transition. */
  clear: () => toast.remove(),
});

export type Notify = typeof notify;
