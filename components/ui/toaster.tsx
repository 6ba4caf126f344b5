'use client';

import { useEffect } from 'react';
import { useToaster } from 'react-hot-toast/headless';
import { applyToastCommand } from './toast-apply';
import { connectToastSink } from '@/components/ui/toast-notify';
import { toastPositions, toastRules } from '@/lib/toast/rules';
import { ToastItem } from './toast-item';
import styles from './toaster.module.css';

/** The one toaster of the site: six corners, newest first, at most 20 on screen (react-hot-toast's store keeps the newest 20). */
export function Toaster({ closeLabel }: { closeLabel: string }) {
  const { toasts, handlers } = useToaster({ duration: toastRules.durationMs });

  useEffect(() => connectToastSink(applyToastCommand), []);

  return (
    <>
      {toastPositions.map((position) => {
        const here = toasts.filter((t) => (t.position ?? toastRules.defaultPosition) === position);
        if (here.length === 0) return null;
        return (
          <section
            key={position}
            className={`${styles.region} ${styles[position]}`}
            aria-label="Notifications"
            onMouseEnter={handlers.startPause}
            onMouseLeave={handlers.endPause}
          >
            {here.map((t) => (
              <ToastItem key={t.id} toast={t} closeLabel={closeLabel} onHeight={handlers.updateHeight} />
            ))}
          </section>
        );
      })}
    </>
  );
}
