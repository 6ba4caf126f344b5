import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mainText } from './similarity';

/**
 * The `<main>` text of every built service variant page (out/services/<service>/<slug>/index.html),
 * by path. The overview and the three listing pages are not variants and are left out.
 */
export function readServicePageTexts(outDir: string): Map<string, string> {
  const texts = new Map<string, string>();
  const servicesDir = join(outDir, 'services');
  for (const service of readdirSync(servicesDir, { withFileTypes: true })) {
    if (!service.isDirectory()) continue;
    for (const slug of readdirSync(join(servicesDir, service.name), { withFileTypes: true })) {
      const file = join(servicesDir, service.name, slug.name, 'index.html');
      if (!slug.isDirectory() || !existsSync(file)) continue;
      const path = `/services/${service.name}/${slug.name}/`;
      const text = mainText(readFileSync(file, 'utf8'));
      if (text === undefined) throw new Error(`${path} has no <main>`);
      texts.set(path, text);
    }
  }
  return texts;
}
