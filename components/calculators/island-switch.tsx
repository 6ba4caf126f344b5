'use client';

import { lazy } from 'react';
import { importInTasks } from '@/components/ui/lazy-import';
import type { IslandSpec } from './island-spec';

// Each island is its own chunk, fetched only when a frame first renders it. The pricing engine's
// input schemas (with zod's core) are evaluated in a task before the island's: in one task, 90–96 ms
// of a 4×-slowed phone's main thread on a service listing (components/ui/lazy-import.ts).
const inputSchemas = () => import('@/lib/pricing/input-schema');
const DocumentIsland = lazy(() => importInTasks(inputSchemas, () => import('./document/document-island')).then((module) => ({ default: module.DocumentIsland })));
const PortugueseIsland = lazy(() => importInTasks(inputSchemas, () => import('./portuguese/portuguese-island')).then((module) => ({ default: module.PortugueseIsland })));
const OnSiteIsland = lazy(() => importInTasks(inputSchemas, () => import('./on-site/on-site-island')).then((module) => ({ default: module.OnSiteIsland })));
const RemoteIsland = lazy(() => importInTasks(inputSchemas, () => import('./remote/remote-island')).then((module) => ({ default: module.RemoteIsland })));

/** The live calculator a spec names; `files` were dropped on the shell before it loaded. */
export function Island({ spec, files }: { spec: IslandSpec; files: File[] }) {
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
