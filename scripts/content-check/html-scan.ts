/**
 * Facts about one built HTML page, read with regular expressions: fast enough for thousands of
 * pages, and sufficient because the HTML is React's own, well-formed output.
 */
export interface PageFacts {
  title: string | undefined;
  description: string | undefined;
  canonical: string | undefined;
  noindex: boolean;
  h1Count: number;
  ids: Set<string>;
  /** href of every `<a>`, entities decoded. */
  links: string[];
  /** content of `og:image` and of `twitter:image`. */
  shareImages: string[];
}

const entityMap: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'", '#x27': "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos|#39|#x27);/g, (_, name: string) => entityMap[name] ?? '');
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return match?.[1] === undefined ? undefined : decodeEntities(match[1]);
}

/** Strips `<script>` bodies so that serialised payloads are not read as markup. */
function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
}

export function scanPage(html: string): PageFacts {
  const markup = withoutScripts(html);
  const head = markup.slice(0, markup.indexOf('</head>') === -1 ? markup.length : markup.indexOf('</head>'));
  const metas = head.match(/<meta\b[^>]*>/g) ?? [];
  const description = metas.find((tag) => attribute(tag, 'name') === 'description');
  const robots = metas.find((tag) => attribute(tag, 'name') === 'robots');
  const canonical = (head.match(/<link\b[^>]*>/g) ?? []).find((tag) => attribute(tag, 'rel') === 'canonical');
  const title = /<title\b[^>]*>([^<]*)<\/title>/.exec(head)?.[1];
  return {
    title: title === undefined ? undefined : decodeEntities(title),
    description: description ? attribute(description, 'content') : undefined,
    canonical: canonical ? attribute(canonical, 'href') : undefined,
    noindex: robots ? (attribute(robots, 'content') ?? '').includes('noindex') : false,
    h1Count: (markup.match(/<h1[\s>]/g) ?? []).length,
    ids: new Set([...markup.matchAll(/\sid="([^"]+)"/g)].map((m) => decodeEntities(m[1] ?? ''))),
    links: [...markup.matchAll(/<a\b[^>]*>/g)].flatMap((m) => attribute(m[0], 'href') ?? []),
    shareImages: metas
      .filter((tag) => ['og:image', 'twitter:image'].includes(attribute(tag, 'property') ?? attribute(tag, 'name') ?? ''))
      .flatMap((tag) => attribute(tag, 'content') ?? []),
  };
}

/** The text of a page's first `<h1>`, its inner tags dropped; undefined when it has none. */
export function h1Text(html: string): string | undefined {
  return /<h1\b[^>]*>([\s\S]*?)<\/h1>/
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .trim();
}

/** The `<loc>` values of a sitemap or sitemap index, which of the two it is, and the entries without a `<lastmod>`. */
export function scanSitemap(xml: string): { kind: 'urlset' | 'index'; locs: string[]; undated: string[] } {
  const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => decodeEntities(m[1] ?? '').trim());
  const undated = [...xml.matchAll(/<(?:url|sitemap)>(.*?)<\/(?:url|sitemap)>/gs)]
    .filter((m) => !/<lastmod>\d{4}-\d{2}-\d{2}/.test(m[1] ?? ''))
    .map((m) => decodeEntities(/<loc>([^<]*)<\/loc>/.exec(m[1] ?? '')?.[1] ?? '').trim());
  return { kind: xml.includes('<sitemapindex') ? 'index' : 'urlset', locs, undated };
}
