'use client';

import { useCallback, useEffect, useRef, useState, type DragEvent, type FormEvent, type ReactElement, type ReactNode } from 'react';
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

type Render = (initialFiles: File[]) => ReactElement;

/** Each island is its own chunk, fetched only when its frame asks for it. */
async function loadIsland(spec: IslandSpec): Promise<Render> {
  switch (spec.kind) {
    case 'document': {
      const { DocumentIsland } = await import('./document/document-island');
      return (files) => <DocumentIsland {...spec.props} initialFiles={files} />;
    }
    case 'portuguese': {
      const { PortugueseIsland } = await import('./portuguese/portuguese-island');
      return () => <PortugueseIsland {...spec.props} />;
    }
    case 'on-site': {
      const { OnSiteIsland } = await import('./on-site/on-site-island');
      return () => <OnSiteIsland {...spec.props} />;
    }
    case 'remote': {
      const { RemoteIsland } = await import('./remote/remote-island');
      return () => <RemoteIsland {...spec.props} />;
    }
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
 * calculators out of a page's first-load JavaScript, and the shell's size
 * means nothing moves when the island arrives.
 */
export function CalculatorFrame({ island, prefix, anchor, children }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<{ render: Render; files: File[] } | null>(null);
  const requested = useRef(false);
  const shellFiles = useRef<File[]>([]);
  const focused = useRef('');

  const start = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    loadIsland(island).then(
      (render) => setLoaded({ render, files: shellFiles.current }),
      () => {
        // A failed chunk download: try again on the next interaction.
        requested.current = false;
      },
    );
  }, [island]);

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

  useEffect(() => {
    if (loaded && focused.current) document.getElementById(focused.current)?.focus();
  }, [loaded]);

  const shell = loaded
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
          shellFiles.current = Array.from(event.dataTransfer.files);
          start();
        },
        onChangeCapture(event: FormEvent<HTMLDivElement>) {
          const input = event.target;
          if (input instanceof HTMLInputElement && input.type === 'file' && input.files) shellFiles.current = Array.from(input.files);
        },
      };

  return (
    <div ref={box} id={anchor} data-calculator={island.kind} data-ready={loaded ? 'true' : 'false'} {...shell}>
      {loaded ? loaded.render(loaded.files) : children}
    </div>
  );
}
