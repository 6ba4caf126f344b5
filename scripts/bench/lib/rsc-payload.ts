/**
 * Reads a React Server Components payload as Next writes it (index.txt, the segment files, the inline
 * `self.__next_f.push` chunks) and says where its bytes go.
 */

/** One row of a payload: `<id>:<value>`; text rows (`T<hex length>,`) hold their text as a string. */
export interface RscRow {
  id: string;
  /** `I` for a client reference, `T` for a text row, `HL` for a hint, `` for a model row. */
  tag: string;
  bytes: number;
  value: unknown;
}

/** Splits a payload into its rows. Text rows carry a byte length instead of a newline. */
export function parseRows(payload: Buffer): RscRow[] {
  const rows: RscRow[] = [];
  let at = 0;
  while (at < payload.length) {
    const colon = payload.indexOf(0x3a, at);
    if (colon < 0) break;
    const id = payload.subarray(at, colon).toString('utf8');
    let start = colon + 1;
    const tag = /^[A-Z]+/.exec(payload.subarray(start, start + 3).toString('latin1'))?.[0] ?? '';
    if (tag === 'T') {
      const comma = payload.indexOf(0x2c, start);
      const length = Number.parseInt(payload.subarray(start + 1, comma).toString('latin1'), 16);
      const text = payload.subarray(comma + 1, comma + 1 + length).toString('utf8');
      rows.push({ id, tag, bytes: comma + 1 + length - at, value: text });
      at = comma + 1 + length;
      continue;
    }
    start += tag.length;
    let end = payload.indexOf(0x0a, start);
    if (end < 0) end = payload.length;
    const raw = payload.subarray(start, end).toString('utf8');
    let value: unknown = raw;
    try {
      value = JSON.parse(raw);
    } catch {
      // a row this reader does not know: counted, not interpreted
    }
    rows.push({ id, tag, bytes: end + 1 - at, value });
    at = end + 1;
  }
  return rows;
}

/** The payload a page's HTML carries inline: the strings of its `self.__next_f.push([1, "…"])` scripts, joined. */
export function inlinePayload(html: string): { scriptBytes: number; payload: Buffer } {
  let scriptBytes = 0;
  const parts: string[] = [];
  for (const match of html.matchAll(/<script[^>]*>(self\.__next_f\.push\((\[[\s\S]*?\])\))<\/script>/g)) {
    scriptBytes += Buffer.byteLength(match[0]);
    const pushed: unknown = JSON.parse(match[2] ?? '[]');
    if (Array.isArray(pushed) && pushed[0] === 1 && typeof pushed[1] === 'string') parts.push(pushed[1]);
  }
  return { scriptBytes, payload: Buffer.from(parts.join(''), 'utf8') };
}

const size = (value: unknown) => Buffer.byteLength(JSON.stringify(value) ?? '');

interface Element {
  type: string;
  props: Record<string, unknown>;
}

function asElement(value: unknown): Element | undefined {
  if (!Array.isArray(value) || value[0] !== '$' || typeof value[1] !== 'string') return undefined;
  const props = value[3];
  return { type: value[1], props: typeof props === 'object' && props !== null ? (props as Record<string, unknown>) : {} };
}

export interface ClientUse {
  /** The client component's export name (from its `I` row). */
  name: string;
  count: number;
  /** Its props other than children, serialised. */
  propsBytes: number;
  /** Server-rendered children handed to it (e.g. a calculator's shell). */
  childrenBytes: number;
}

export interface Subtree {
  label: string;
  bytes: number;
}

/**
 * Client components used in the payload with the size of their props, and the largest server-rendered
 * subtrees (by tag and class or id), so a page's weight can be traced to the component that adds it.
 */
export function payloadBreakdown(rows: readonly RscRow[]): { clients: ClientUse[]; largest: Subtree[] } {
  const references = new Map<string, string>();
  for (const row of rows) {
    if (row.tag !== 'I' || !Array.isArray(row.value)) continue;
    const name = row.value[2];
    references.set(`$L${row.id}`, typeof name === 'string' && name !== '' ? name : String(row.value[0]));
  }
  const clients = new Map<string, ClientUse>();
  const subtrees: Subtree[] = [];
  const walk = (value: unknown, depth: number) => {
    if (Array.isArray(value)) {
      const element = asElement(value);
      if (element) {
        const { children, ...rest } = element.props;
        const client = references.get(element.type);
        if (client) {
          const use = clients.get(client) ?? { name: client, count: 0, propsBytes: 0, childrenBytes: 0 };
          use.count += 1;
          use.propsBytes += size(rest);
          use.childrenBytes += children === undefined ? 0 : size(children);
          clients.set(client, use);
        } else if (depth < 40) {
          const mark = typeof rest.id === 'string' ? `#${rest.id}` : typeof rest.className === 'string' ? `.${rest.className.split(' ')[0]}` : '';
          subtrees.push({ label: `${element.type}${mark} (depth ${depth})`, bytes: size(value) });
        }
        walk(children, depth + 1);
        for (const prop of Object.values(rest)) walk(prop, depth + 1);
        return;
      }
      for (const item of value) walk(item, depth);
    } else if (typeof value === 'object' && value !== null) {
      for (const item of Object.values(value)) walk(item, depth);
    }
  };
  for (const row of rows) if (row.tag === '') walk(row.value, 0);
  return {
    clients: [...clients.values()].sort((a, b) => b.propsBytes + b.childrenBytes - (a.propsBytes + a.childrenBytes)),
    largest: subtrees.sort((a, b) => b.bytes - a.bytes),
  };
}
