import type { NextConfig } from 'next';
import { CompileHintsPlugin } from './lib/build/compile-hints';

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
  },
  webpack(config, { isServer, dev, webpack }) {
    if (!isServer) {
      // First-load scripts compiled off the main thread (lib/build/compile-hints.ts).
      if (!dev) config.plugins.push(new CompileHintsPlugin(webpack));
      // The link wrapper (with its prefetch observer) is used by the layout and every page, the
      // reload guard by the islands' loader and the error boundary, each its own entry: by default
      // each entry's chunk carries its own copy, repeated on every page. One shared chunk keeps
      // content pages within their first-load budget.
      const splitChunks = config.optimization?.splitChunks;
      if (splitChunks && splitChunks.cacheGroups) {
        splitChunks.cacheGroups.siteShared = {
          name: 'site-shared',
          test: /[\\/](components[\\/]ui[\\/]app-link\.tsx|components[\\/]navigation[\\/](reload-guard|prefetch-observer)\.ts)$/,
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
