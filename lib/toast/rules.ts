/** The toast rules, as data and pure functions, shared by the toaster and its tests. */

export const toastTypes = ['success', 'error', 'warning', 'info', 'default'] as const;
export type ToastKind = (typeof toastTypes)[number];

export const toastPositions = ['top-left', 'top-center', 'top-right', 'bottom-left', 'bottom-center', 'bottom-right'] as const;
export type ToastPlacement = (typeof toastPositions)[number];

export const toastRules = {
  durationMs: 5000,
  transitionMs: 750,
  /** A sideways drag past this share of the toast's width dismisses it. */
  dragDismissRatio: 0.6,
  /** Movement below this many pixels is a click, not a drag. */
  clickSlopPx: 6,
  defaultPosition: 'top-right',
} as const;

export function isToastKind(value: unknown): value is ToastKind {
  return typeof value === 'string' && toastTypes.some((t) => t === value);
}

/** Errors interrupt (role alert, assertive); everything else is a polite status. */
export function toastAria(kind: ToastKind): { role: 'status' | 'alert'; 'aria-live': 'polite' | 'assertive' } {
  return kind === 'error' ? { role: 'alert', 'aria-live': 'assertive' } : { role: 'status', 'aria-live': 'polite' };
}

export type DragOutcome = 'dismiss' | 'click' | 'snap-back';

export function dragOutcome(deltaX: number, widthPx: number): DragOutcome {
  const distance = Math.abs(deltaX);
  if (distance < toastRules.clickSlopPx) return 'click';
  return widthPx > 0 && distance > widthPx * toastRules.dragDismissRatio ? 'dismiss' : 'snap-back';
}
