import type { NextConfig } from 'next';
import { CompileHintsPlugin } from './scripts/build/compile-hints';

/**
 * The site is a static export: every page is a file in out/, servable by any host.
 * The webpack build is used (not Turbopack) because it lets us set the chunk load
 * time-out that the reload guard relies on.
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
    appNavFailHandling: true,
  },
  webpack(config, { isServer, dev, webpack }) {
    if (!isServer) {
      config.output = { ...config.output, chunkLoadTimeout: 120_000 };
      // First-load scripts compiled off the main thread (scripts/build/compile-hints.ts).
      if (!dev) config.plugins.push(new CompileHintsPlugin(webpack));
      // The link wrapper (with its prefetch observer) and the reload guard are used by the layout,
      // every page and the error boundary, each its own entry: by default each entry's chunk carries
      // its own copy, about 1.3 KB gzip repeated on every page. One shared chunk keeps content pages
      // within their first-load budget.
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
