'use client';

import { lazy } from 'react';
import type { IslandSpec } from './island-spec';

// Each island is its own chunk, fetched only when a frame first renders it.
const DocumentIsland = lazy(() => import('./document/document-island').then((module) => ({ default: module.DocumentIsland })));
const PortugueseIsland = lazy(() => import('./portuguese/portuguese-island').then((module) => ({ default: module.PortugueseIsland })));
const OnSiteIsland = lazy(() => import('./on-site/on-site-island').then((module) => ({ default: module.OnSiteIsland })));
const RemoteIsland = lazy(() => import('./remote/remote-island').then((module) => ({ default: module.RemoteIsland })));

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
