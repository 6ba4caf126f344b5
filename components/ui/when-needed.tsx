'use client';

import { useEffect, useRef, useState, useTransition, type ReactNode } from 'react';
import { onFirstFormIntent } from '@/lib/forms/form-intent';
import { useEagerInputs } from './eager-inputs';
import { InputSkeleton } from './input-skeleton';

/** How far outside the viewport a field starts loading its control. */
const NEAR_VIEWPORT = '600px 0px';

/**
 * A heavy input (phone, searchable and multiple selects) whose code is worth loading only once it
 * is needed: shows its skeleton until the field comes within 600 px of the viewport or the visitor
 * starts on its form (focus, a press or a key anywhere in it), then renders `children` (at once
 * inside `EagerInputs`). A page whose form sits below the fold (an offer over the translator
 * guide, the contact page on a phone) no longer evaluates react-select and the phone metadata
 * while it starts up.
 */
export function WhenNeeded({ children, lead = false }: { children: () => ReactNode; lead?: boolean }) {
  const eager = useEagerInputs();
  const box = useRef<HTMLDivElement>(null);
  const [needed, setNeeded] = useState(false);
  const [, startTransition] = useTransition();

  useEffect(() => {
    const element = box.current;
    if (eager || needed || element === null) return;
    const need = () => startTransition(() => setNeeded(true));
    if (typeof IntersectionObserver === 'undefined') {
      need();
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) need();
    }, { rootMargin: NEAR_VIEWPORT });
    observer.observe(element);
    const form = element.closest('form');
    const stopListening = form === null ? undefined : onFirstFormIntent(need, form);
    return () => {
      observer.disconnect();
      stopListening?.();
    };
  }, [eager, needed]);

  return eager || needed ? children() : <InputSkeleton ref={box} lead={lead} />;
}
