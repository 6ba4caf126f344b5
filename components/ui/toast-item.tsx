'use client';

import { useLayoutEffect, useRef, useState, type PointerEvent } from 'react';
import { resolveValue, toast as store, type Toast } from 'react-hot-toast/headless';
import { toastKindOf } from './toast-apply';
import { dragOutcome } from '@/lib/toast/rules';
import { ToastIcon } from './toast-icon';
import styles from './toaster.module.css';

interface Props {
  toast: Toast;
  closeLabel: string;
  onHeight: (id: string, height: number) => void;
}

/** One toast: dismissed by a click or by dragging it sideways past 60% of its width (mouse or touch). */
export function ToastItem({ toast, closeLabel, onHeight }: Props) {
  const kind = toastKindOf(toast.className);
  const start = useRef<{ x: number; pointer: number } | null>(null);
  const [offset, setOffset] = useState(0);

  const node = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const height = node.current?.getBoundingClientRect().height;
    // Only report a change: the store re-renders every toast on each update.
    if (height !== undefined && height !== toast.height) onHeight(toast.id, height);
  }, [toast.id, toast.height, toast.message, onHeight]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    start.current = { x: event.clientX, pointer: event.pointerId };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current?.pointer === event.pointerId) setOffset(event.clientX - start.current.x);
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current?.pointer !== event.pointerId) return;
    const outcome = dragOutcome(event.clientX - start.current.x, event.currentTarget.offsetWidth);
    start.current = null;
    if (outcome === 'snap-back') setOffset(0);
    else store.dismiss(toast.id);
  };

  const dragging = offset !== 0;
  return (
    <div
      ref={node}
      className={`${styles.toast} ${styles[kind]} ${toast.visible ? styles.enter : styles.leave}`}
      // `translate`, not `transform`: the entrance animation owns `transform` while it runs, and the two compose.
      style={dragging ? { translate: `${offset}px 0`, opacity: Math.max(0.2, 1 - Math.abs(offset) / 400), transition: 'none' } : undefined}
      data-toast-kind={kind}
      data-visible={toast.visible}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={() => {
        start.current = null;
        setOffset(0);
      }}
      {...toast.ariaProps}
    >
      <ToastIcon kind={kind} />
      <div className={styles.message}>{resolveValue(toast.message, toast)}</div>
      <button type="button" className={styles.close} aria-label={closeLabel} onClick={() => store.dismiss(toast.id)}>
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
          <path d="M3.5 3.5l9 9m0-9l-9 9" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
