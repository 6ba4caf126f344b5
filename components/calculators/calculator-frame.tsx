'use client';

import { lazy, Suspense, useCallback, useEffect, useRef, useState, useTransition, type DragEvent, type FormEvent, type ReactNode } from 'react';
import { hasState } from '@/lib/calculators/query';
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

/**
 * Shows the server-rendered shell and swaps in the live calculator when it
 * comes near the viewport, when the visitor reaches for it (pointer, focus,
 * a dropped file), or at once when the address holds a shared quote. Keeps
 * calculators out of a page's first-load JavaScript; the swap runs in a
 * transition, so the shell stays on screen until the island is ready, and
 * the shell's size means nothing moves when it arrives.
 */
export function CalculatorFrame({ island, prefix, anchor, children }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [live, setLive] = useState(false);
  const [, startTransition] = useTransition();
  const [shellFiles, setShellFiles] = useState<File[]>([]);
  const focused = useRef('');

  const start = useCallback(() => startTransition(() => setLive(true)), []);

  useEffect(() => {
    const element = box.current;
    if (hasState(new URLSearchParams(window.location.search), prefix) || !element || !('IntersectionObserver' in window)) {
      start();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [prefix, start]);

  // The shell's fields were swapped for the island's (same ids): keep the visitor where they were.
  useEffect(() => {
    if (live && focused.current) document.getElementById(focused.current)?.focus();
  }, [live]);

  const shell = live
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

  return (
    <div ref={box} id={anchor} data-calculator={island.kind} {...shell}>
      {'dataUrl' in island ? (
        <IslandBoundary shell={children} labels={island.labels}>
          <Suspense fallback={children}>
            {live ? <FetchedIsland kind={island.kind} dataUrl={island.dataUrl} preset={island.preset} files={shellFiles} /> : children}
          </Suspense>
        </IslandBoundary>
      ) : (
        <Suspense fallback={children}>{live ? <Island spec={island} files={shellFiles} /> : children}</Suspense>
      )}
    </div>
  );
}
