import type { ToastKind } from '@/lib/toast/rules';

const paths: Record<ToastKind, string> = {
  success: 'M5 10.5l3 3 7-7',
  error: 'M6.5 6.5l7 7m0-7l-7 7',
  warning: 'M10 5.5v5.5m0 3v.01',
  info: 'M10 9v5.5m0-8.5v.01',
  default: 'M6 10h8',
};

export function ToastIcon({ kind }: { kind: ToastKind }) {
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="9.25" fill="currentColor" opacity="0.14" />
      <path d={paths[kind]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
