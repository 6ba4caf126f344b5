'use client';

import { lazy, Suspense, useCallback, useEffect, useRef, useState, useTransition, type DragEvent, type FormEvent, type ReactNode } from 'react';
import { hasState } from '@/lib/calculators/query';
import type { DocumentIslandProps } from './document/document-island';
import type { OnSiteIslandProps } from './on-site/on-site-island';
import type { PortugueseIslandProps } from './portuguese/portuguese-island';
import type { RemoteIslandProps } from './remote/remote-island';

/** Which island a frame loads, with its serialisable props. */
export type IslandSpec =
  | { kind: 'document'; props: Omit<DocumentIslandProps, 'initialFiles'> }
  | { kind: 'portuguese'; props: PortugueseIslandProps }
  | { kind: 'on-site'; props: OnSiteIslandProps }
  | { kind: 'remote'; props: RemoteIslandProps };

// Each island is its own chunk, fetched only when a frame first renders it.
const DocumentIsland = lazy(() => import('./document/document-island').then((module) => ({ default: module.DocumentIsland })));
const PortugueseIsland = lazy(() => import('./portuguese/portuguese-island').then((module) => ({ default: module.PortugueseIsland })));
const OnSiteIsland = lazy(() => import('./on-site/on-site-island').then((module) => ({ default: module.OnSiteIsland })));
const RemoteIsland = lazy(() => import('./remote/remote-island').then((module) => ({ default: module.RemoteIsland })));

function Island({ spec, files }: { spec: IslandSpec; files: File[] }) {
  switch (spec.kind) {
    case 'document':
      return <DocumentIsland {...spec.props} initialFiles={files} />;
    case 'portuguese':
      return <PortugueseIsland {...spec.props} />;
    case 'on-site':
      return <OnSiteIsland {...spec.props} />;
    case 'remote':
      return <RemoteIsland {...spec.props} />;
  }
}

interface Props {
  island: IslandSpec;
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
      <Suspense fallback={children}>{live ? <Island spec={island} files={shellFiles} /> : children}</Suspense>
    </div>
  );
}
