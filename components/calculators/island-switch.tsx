'use client';

import { lazy } from 'react';
import type { IslandSpec } from './island-spec';

// Each island is its own chunk, fetched only when a frame first renders it. The pricing engine's
// input schemas (with zod's core) are evaluated in a task before the island's: in one task, 90–96 ms
// of a 4×-slowed phone's main thread on a service listing (components/ui/lazy-import.ts, which also
// asks again for a chunk lost offline). lazy-import itself is fetched with the island: this module
// is on the first load of the service listings, which it took past their budget (+12.1 of +12 KB).
const afterInputSchemas =
  <T,>(island: () => Promise<T>) =>
  (): Promise<T> =>
    import('@/components/ui/lazy-import').then(({ importInTasks }) => importInTasks(() => import('@/lib/pricing/input-schema'), island));
const DocumentIsland = lazy(afterInputSchemas(() => import('./document/document-island').then((module) => ({ default: module.DocumentIsland }))));
const PortugueseIsland = lazy(afterInputSchemas(() => import('./portuguese/portuguese-island').then((module) => ({ default: module.PortugueseIsland }))));
const OnSiteIsland = lazy(afterInputSchemas(() => import('./on-site/on-site-island').then((module) => ({ default: module.OnSiteIsland }))));
const RemoteIsland = lazy(afterInputSchemas(() => import('./remote/remote-island').then((module) => ({ default: module.RemoteIsland }))));

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
