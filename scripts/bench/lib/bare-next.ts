import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A bare Next app with `pages` trivial pre-rendered pages, for a same-run comparison. */
export function createBareNextApp(pages: number, repoRoot: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'bare-next-'));
  symlinkSync(join(repoRoot, 'node_modules'), join(dir, 'node_modules'));
  mkdirSync(join(dir, 'app', '[slug]'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'bare', private: true, type: 'module' }));
  writeFileSync(
    join(dir, 'next.config.mjs'),
    `export default { output: 'export', trailingSlash: true, images: { unoptimized: true }, typescript: { ignoreBuildErrors: true }, experimental: { cpus: 2 } };\n`,
  );
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: { jsx: 'react-jsx', strict: true, moduleResolution: 'bundler', module: 'esnext', target: 'ES2022', skipLibCheck: true },
    }),
  );
  writeFileSync(
    join(dir, 'app', 'layout.tsx'),
    `export default function L({ children }: { children: React.ReactNode }) { return <html lang="en"><body>{children}</body></html>; }\n`,
  );
  writeFileSync(join(dir, 'app', 'page.tsx'), `export default function P() { return <h1>Home</h1>; }\n`);
  writeFileSync(
    join(dir, 'app', '[slug]', 'page.tsx'),
    `export const dynamicParams = false;
export function generateStaticParams() { return Array.from({ length: ${pages} }, (_, i) => ({ slug: 'page-' + i })); }
export default async function P({ params }: { params: Promise<{ slug: string }> }) { const { slug } = await params; return <main><h1>{slug}</h1><p>A bare page.</p></main>; }
`,
  );
  return dir;
}
