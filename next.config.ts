import type { NextConfig } from 'next';
import { CompileHintsPlugin } from './scripts/build/compile-hints';

/** Client modules every page loads, kept in one shared chunk (see `siteShared` below). */
const everyPageModules = new RegExp(
  `[\\\\/](${[
    'components/ui/app-link.tsx',
    'components/navigation/reload-guard.ts',
    'components/navigation/prefetch-observer.ts',
    'components/navigation/link-click.ts',
    'components/navigation/progress.ts',
    'components/layout/runtime-guards.tsx',
    'components/layout/runtime-styles.ts',
    'components/layout/offline-banner.tsx',
    'components/layout/page-transition.tsx',
    'components/ui/toaster-host.tsx',
    'components/ui/toast-notify.ts',
    'lib/toast/rules.ts',
    'lib/i18n/resolve.ts',
    'lib/i18n/config.ts',
  ]
    .map((file) => file.replace(/\./g, '\\.').replace(/\//g, '[\\\\/]'))
    .join('|')})$`,
);

/**
 * The site is a static export: every page is a file in out/, servable by any host.
 * The webpack build is used (not Turbopack) for the two `webpack()` hooks below.
 */
const nextConfig: NextConfig = {
  output: 'export',
  trailingSlash: true,
  // The default loader writes broken links in an export; images are sized and optimised at authoring time.
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  typescript: { ignoreBuildErrors: true }, // typecheck runs as its own step (npm run typecheck)
  experimental: {
    cpus: 2,
    // A chunk or payload a client navigation can't fetch loads the target page in full
    // (tests/unit/foundation/nav-fail-handling.test.ts fails if Next drops the flag).
    appNavFailHandling: true,
    // Two root layouts (app/(site)/, app/(private)/) leave no layout above both for an unmatched
    // address to render in: app/global-not-found.tsx is that page, a document of its own.
    globalNotFound: true,
  },
  webpack(config, { isServer, dev, webpack }) {
    if (!isServer) {
      // First-load scripts compiled off the main thread (scripts/build/compile-hints.ts).
      if (!dev) config.plugins.push(new CompileHintsPlugin(webpack));
      // The link wrapper (with its prefetch observer) is used by the layouts and every page, the
      // reload guard by the islands' loader and the error boundaries, each its own entry: by default
      // each entry's chunk carries its own copy, repeated on every page. The islands every root
      // document renders (both root layouts and the 404, app/global-not-found.tsx) join them: shared
      // by the site's layout and the 404, webpack split them out of the layout's chunk, one request
      // more on every page and the service listings past their budget. One shared chunk keeps
      // content pages within their first-load budget.
      // Next's development client has no split chunks; its production one must have cache groups,
      // or the pages silently lose the shared chunk and their budget: fail the build instead.
      const splitChunks = config.optimization?.splitChunks;
      if (!dev) {
        if (!splitChunks || !splitChunks.cacheGroups) {
          throw new Error('next.config.ts: Next no longer sets optimization.splitChunks.cacheGroups; the site-shared chunk needs another home');
        }
        splitChunks.cacheGroups.siteShared = {
          name: 'site-shared',
          test: everyPageModules,
          chunks: 'all',
          enforce: true,
          priority: 50,
        };
      }
    }
    return config;
  },
};

export default nextConfig;
