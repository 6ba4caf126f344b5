'use client';

import { useLayoutEffect, useRef, useState, useSyncExternalStore, type FormEvent, type ReactNode } from 'react';
import { useWhenNeeded } from '@/components/ui/use-when-needed';
import { carryOverFields } from './carry-over-fields';

const noChanges = () => () => {};
const inBrowser = () => false;
const fromServer = () => true;

/**
 * Keeps the server's HTML of `children` on screen without hydrating it, and renders `children` for
 * real once they are needed (`useWhenNeeded`: near the viewport, or the visitor reaches for them),
 * for a form far below the fold whose code would otherwise load, evaluate and hydrate while the page
 * starts: the application form under a role's guide took ~120 ms of a 4×-throttled start-up
 * (offer page TBT 266 ms). Rendered on the client without a server copy (a soft navigation), the
 * children render at once.
 *
 * A Suspense boundary can't do this: React's server renderer outlines a large boundary and reveals
 * it with an inline script, and the page showed it empty. Instead the server writes the children in a
 * `<div>`, and the browser hydrates that `<div>` with an empty `dangerouslySetInnerHTML`, which React
 * neither compares nor clears: the server's DOM stays, inert. When needed, a new `<div>` (another
 * key) takes its place in one commit, with what the visitor had already typed, ticked or chosen
 * carried over, focus where it was, and a submit pressed meanwhile sent. e2e `forms.spec.ts` fails if
 * React stops keeping the server's DOM ("the application form hydrates only when needed").
 */
export function HydrateWhenNeeded({ margin, children }: { margin: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const serverCopy = useRef<HTMLDivElement | null>(null);
  const focused = useRef('');
  const submitted = useRef(false);
  const [needed, need] = useWhenNeeded(box, { margin });
  // True while hydrating a server copy; kept from the first render on.
  const hydrating = useSyncExternalStore(noChanges, inBrowser, fromServer);
  const [keptServerCopy] = useState(hydrating);

  // `needed` turns true in a transition that commits only once the children's code is in: this
  // effect runs in the commit that puts the live children in the server copy's place.
  useLayoutEffect(() => {
    const live = box.current;
    const copy = serverCopy.current;
    if (!needed || live === null || copy === null) return;
    serverCopy.current = null;
    carryOverFields(copy, live);
    if (focused.current) document.getElementById(focused.current)?.focus();
    if (submitted.current) {
      submitted.current = false;
      // After the carried-over values' change events have been handled.
      setTimeout(() => live.querySelector('form')?.requestSubmit());
    }
  }, [needed]);

  if (typeof window === 'undefined' || needed || !keptServerCopy) {
    return (
      <div ref={box} key="live">
        {children}
      </div>
    );
  }
  return (
    <div
      ref={(element) => {
        box.current = element;
        if (element !== null) serverCopy.current = element;
      }}
      key="server"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: '' }}
      onPointerDownCapture={need}
      onKeyDownCapture={need}
      onFocusCapture={(event: { target: EventTarget }) => {
        focused.current = event.target instanceof HTMLElement ? event.target.id : '';
        need();
      }}
      onSubmitCapture={(event: FormEvent) => {
        // Nothing to send it yet: it is sent once the live form is in place.
        event.preventDefault();
        submitted.current = true;
        need();
      }}
    />
  );
}
