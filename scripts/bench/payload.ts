/**
 * npm run bench:payload -- [/services/on-site-interpretation/new-york-ny/ …] (after a build):
 * where a page's bytes go. Its files (and which are byte-identical), how much of its HTML is the inline
 * RSC payload, visible text and JSON-LD, the client components whose props the payload serialises, and
 * its largest server-rendered subtrees.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { kb } from './lib/measure';
import { inlinePayload, parseRows, payloadBreakdown } from './lib/rsc-payload';
import { htmlFileOf, pageTemplates } from './lib/templates';

const outDir = join(process.cwd(), 'out');
const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'));

function visibleText(html: string): string {
  const body = html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<style[\s\S]*?<\/style>/g, '');
  return body
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function report(path: string) {
  const file = htmlFileOf(outDir, path);
  const dir = join(file, '..');
  const html = readFileSync(file, 'utf8');
  console.log(`\n${path}`);
  const byHash = new Map<string, string[]>();
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.html') || n.endsWith('.txt'))) {
    const bytes = readFileSync(join(dir, name));
    const hash = createHash('sha256').update(bytes).digest('hex');
    byHash.set(hash, [...(byHash.get(hash) ?? []), name]);
    console.log(`  ${name.padEnd(64)} ${kb(bytes.length).padStart(9)}`);
  }
  for (const names of byHash.values()) if (names.length > 1) console.log(`  identical: ${names.join(' = ')}`);

  const inline = inlinePayload(html);
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].reduce((sum, m) => sum + Buffer.byteLength(m[0]), 0);
  const text = Buffer.byteLength(visibleText(html));
  const htmlBytes = Buffer.byteLength(html);
  console.log(
    `  HTML ${kb(htmlBytes)}: inline RSC scripts ${kb(inline.scriptBytes)} (payload ${kb(inline.payload.length)}), JSON-LD ${kb(jsonLd)}, visible text ${kb(text)}, markup and the rest ${kb(htmlBytes - inline.scriptBytes - jsonLd)}`,
  );

  const rows = parseRows(readFileSync(join(dir, 'index.txt')));
  const byTag = new Map<string, number>();
  for (const row of rows) byTag.set(row.tag || 'model', (byTag.get(row.tag || 'model') ?? 0) + row.bytes);
  console.log(`  index.txt rows: ${[...byTag].map(([tag, bytes]) => `${tag} ${kb(bytes)}`).join(', ')}`);
  const { clients, largest } = payloadBreakdown(rows);
  console.log('  client components (props / server-rendered children):');
  for (const use of clients.slice(0, 12))
    console.log(`    ${use.name.padEnd(28)} ×${String(use.count).padEnd(3)} ${kb(use.propsBytes).padStart(9)} / ${kb(use.childrenBytes).padStart(9)}`);
  console.log('  largest server-rendered subtrees:');
  for (const tree of largest.slice(0, 12)) console.log(`    ${tree.label.padEnd(56)} ${kb(tree.bytes).padStart(9)}`);
}

for (const path of paths.length > 0 ? paths : pageTemplates(outDir).map((t) => t.path)) report(path);
