import { catalogPagePattern, staticFilePaths } from './routes';

/** What the link check knows about the site before it is built. */
export interface KnownSite {
  /** Page paths, with their trailing slash. */
  pages: ReadonlySet<string>;
  /** Element ids per page, for pages whose anchors are known at load time (content pages, /faq/). */
  anchors: ReadonlyMap<string, ReadonlySet<string>>;
}

export interface LinkSource {
  file: string;
  /** The field holding the markdown, e.g. "body" or "[4].answer". */
  field: string;
  links: readonly string[];
  /** The ids on the page this markdown is rendered on, when it is a whole page. */
  ownIds?: ReadonlySet<string>;
}

const contactScheme = /^(?:mailto|tel):/;

/** Content may link out to official and professional bodies only. */
const officialDomains = ['uscis.gov', 'state.gov', 'hcch.net', 'justice.gov', 'hhs.gov', 'najit.org', 'atanet.org', 'ncihc.org', 'cchicertification.org'];

function checkExternal(href: string): string | undefined {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return `"${href}" is not a valid address`;
  }
  if (url.protocol !== 'https:') return `"${href}" must use https://`;
  const host = url.hostname;
  if (!officialDomains.some((domain) => host === domain || host.endsWith(`.${domain}`))) {
    return `"${href}" leaves the site for ${host}; external links go to official sources only (${officialDomains.join(', ')})`;
  }
  return undefined;
}

/** The problem with one href, or undefined when it is fine. */
export function checkLink(href: string, site: KnownSite, ownIds?: ReadonlySet<string>): string | undefined {
  if (contactScheme.test(href)) return undefined;
  if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return checkExternal(href);
  if (href.startsWith('#')) {
    const id = decodeURIComponent(href.slice(1));
    return ownIds && !ownIds.has(id) ? `"${href}" points at no heading on this page` : undefined;
  }
  if (!href.startsWith('/')) return `"${href}" must be root-relative (start with "/") or an absolute https:// address`;
  const [path = '', fragment] = href.split('#', 2);
  if (path.includes('?')) return `"${href}": internal links carry no query string`;
  if (staticFilePaths.includes(path)) return undefined;
  if (!path.endsWith('/')) return `"${href}" must end with "/" (every page URL has a trailing slash)`;
  if (site.pages.has(path)) {
    const ids = site.anchors.get(path);
    if (fragment !== undefined && ids && !ids.has(decodeURIComponent(fragment))) return `"${href}": ${path} has no element with id "${fragment}"`;
    return undefined;
  }
  // Catalog pages exist only once the catalog is built; the post-build check verifies them.
  if (catalogPagePattern.test(path)) return undefined;
  return `"${href}" is not a page on this site`;
}

/** Every broken link in the given sources, as "field: problem" lines grouped by file. */
export function findBrokenLinks(sources: readonly LinkSource[], site: KnownSite): Map<string, string[]> {
  const problems = new Map<string, string[]>();
  for (const source of sources) {
    for (const href of source.links) {
      const problem = checkLink(href, site, source.ownIds);
      if (!problem) continue;
      const list = problems.get(source.file) ?? [];
      list.push(`${source.field}: link ${problem}`);
      problems.set(source.file, list);
    }
  }
  return problems;
}
