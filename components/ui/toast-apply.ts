import { toast } from 'react-hot-toast/headless';
import type { ToastCommand } from '@/components/ui/toast-notify';
import { isToastKind, toastAria, toastRules, type ToastKind } from '@/lib/toast/rules';

/** Carries a queued command out on react-hot-toast's store (loaded with the toaster only). */
export function applyToastCommand(command: ToastCommand): void {
  switch (command.op) {
    case 'show':
      toast(command.message, {
        id: command.id,
        duration: command.durationMs,
        position: command.position,
        // The kind travels in className because the headless store has no slot for custom kinds.
        className: command.kind,
        ariaProps: toastAria(command.kind),
        removeDelay: toastRules.transitionMs,
      });
      return;
    case 'dismiss':
      toast.dismiss(command.id);
      return;
    case 'clear':
      toast.remove();
  }
}

export function toastKindOf(className: string | undefined): ToastKind {
  return isToastKind(className) ? className : 'default';
}
