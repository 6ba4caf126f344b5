'use client';

import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type DragEvent, type FormEvent, type ReactNode } from 'react';
import { useWhenNeeded } from '@/components/ui/use-when-needed';
import { hasState } from '@/lib/calculators/has-state';
import type { CalculatorKind } from '@/lib/calculators/handoff';
import type { CalculatorPreset } from '@/lib/calculators/presets';
import { IslandBoundary } from './island-boundary';
import type { IslandSpec } from './island-spec';
import { Island } from './island-switch';

/** A calculator whose data is fetched when it activates, as on service pages. */
export interface FetchedSpec {
  kind: CalculatorKind;
  preset: CalculatorPreset;
  /** `/calculator-data/on-site.json?v=…` */
  dataUrl: string;
  /** Shown when the data or the code cannot be loaded. */
  labels: { failed: string; retry: string };
}

const FetchedIsland = lazy(() => import('./fetched-island').then((module) => ({ default: module.FetchedIsland })));

interface Props {
  island: IslandSpec | FetchedSpec;
  /** The island's URL-query prefix: a shared quote in the address loads it at once. */
  prefix: string;
  /** Anchor for in-page links, e.g. `document-translation-calculator`. */
  anchor?: string;
  /** The server-rendered shell, laid out exactly like the island's first render. */
  children: ReactNode;
}

/** Reports, in the commit that shows the island, that it is on screen (and, unmounted by an error, that it is gone). */
function Shown({ onChange }: { onChange: (shown: boolean) => void }) {
  useLayoutEffect(() => {
    onChange(true);
    return () => onChange(false);
  }, [onChange]);
  return null;
}

/**
 * Shows the server-rendered shell and swaps in the live calculator when it comes near the viewport
 * (`useWhenNeeded`), when the visitor reaches for it (pointer, focus, a dropped file), or at once
 * when the address holds a shared quote. Keeps calculators out of a page's first-load JavaScript.
 *
 * The shell is never inside a Suspense boundary: React's server renderer outlines a large completed
 * boundary (its fallback in place, the content in a hidden copy moved by a script), so a shell used
 * as a fallback was written twice, with duplicate ids, on every page. The island suspends in its own
 * boundary beside the shell, and `Shown` removes the shell in the layout effect of the commit that
 * shows the island: both are never painted together, and the shell's size means nothing moves.
 */
export function CalculatorFrame({ island, prefix, anchor, children }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [live, start] = useWhenNeeded(box, { margin: '400px 0px' });
  const [shown, setShown] = useState(false);
  const [shellFiles, setShellFiles] = useState<File[]>([]);
  const [attempt, setAttempt] = useState(0);
  const focused = useRef('');

  useEffect(() => {
    if (hasState(new URLSearchParams(window.location.search), prefix)) start();
  }, [prefix, start]);

  // The shell's fields were swapped for the island's (same ids): keep the visitor where they were.
  useEffect(() => {
    if (shown && focused.current) document.getElementById(focused.current)?.focus();
  }, [shown]);

  const shell = shown
    ? {}
    : {
        onPointerDownCapture: start,
        onFocusCapture(event: { target: EventTarget }) {
          focused.current = event.target instanceof HTMLElement ? event.target.id : '';
          start();
        },
        onDragOverCapture(event: DragEvent<HTMLDivElement>) {
          event.preventDefault();
          start();
        },
        onDropCapture(event: DragEvent<HTMLDivElement>) {
          // Without this the browser would open the dropped file in place of the page.
          event.preventDefault();
          setShellFiles(Array.from(event.dataTransfer.files));
          start();
        },
        onChangeCapture(event: FormEvent<HTMLDivElement>) {
          const input = event.target;
          if (input instanceof HTMLInputElement && input.type === 'file' && input.files) setShellFiles(Array.from(input.files));
        },
      };

  const liveIsland = (
    <Suspense fallback={null}>
      {'dataUrl' in island ? (
        <FetchedIsland kind={island.kind} dataUrl={island.dataUrl} preset={island.preset} files={shellFiles} attempt={attempt} />
      ) : (
        <Island spec={island} files={shellFiles} />
      )}
      <Shown onChange={setShown} />
    </Suspense>
  );

  const guarded =
    'dataUrl' in island ? (
      <IslandBoundary labels={island.labels} onRetry={() => setAttempt((n) => n + 1)}>
        {liveIsland}
      </IslandBoundary>
    ) : (
      liveIsland
    );

  return (
    <div ref={box} id={anchor} data-calculator={island.kind} {...shell}>
      {live ? guarded : null}
      {shown ? null : children}
    </div>
  );
}
