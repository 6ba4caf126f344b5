import { parseRows } from '../bench/lib/rsc-payload';

/** The client component every site link is (components/ui/app-link.tsx), as its payload reference names it. */
const LINK_COMPONENT = 'AppLink';

/**
 * The paths a page's links prefetch: every `AppLink` element of its RSC payload whose `prefetch` prop
 * is not `false`. Undefined when the payload references no `AppLink` at all (a page without links,
 * or a payload this reader no longer understands; the caller tells the two apart).
 */
export function prefetchedPaths(payload: Buffer): string[] | undefined {
  const rows = parseRows(payload);
  const references = new Set(rows.filter((row) => row.tag === 'I' && Array.isArray(row.value) && row.value[2] === LINK_COMPONENT).map((row) => `$L${row.id}`));
  if (references.size === 0) return undefined;
  const paths: string[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) {
      if (value[0] === '$' && typeof value[1] === 'string' && references.has(value[1])) {
        const props: unknown = value[3];
        if (typeof props === 'object' && props !== null) {
          const href: unknown = Reflect.get(props, 'href');
          if (typeof href === 'string' && Reflect.get(props, 'prefetch') !== false) paths.push(href);
        }
      }
      for (const item of value) walk(item);
    } else if (typeof value === 'object' && value !== null) {
      for (const item of Object.values(value)) walk(item);
    }
  };
  for (const row of rows) if (row.tag === '') walk(row.value);
  return paths;
}
