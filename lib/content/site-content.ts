import 'server-only';
import { join } from 'node:path';
import { loadAgreements, type Agreement } from './agreements';
import { type BlogPost, loadPosts } from './blog';
import { type ClientReference, loadClientReferences } from './client-references';
import { memoByDir } from './collection';
import { type FaqEntry, loadFaq } from './faq';
import { ContentError } from '@/lib/errors/content-error';
import { findBrokenLinks, type KnownSite, type LinkSource } from './links';
import { type EditorialPage, loadEditorialPages } from './pages';
import { staticPagePaths } from './routes';
import { type SupportArticle, loadSupportArticles } from './support';
import { type TeamMember, loadTeam } from './team';
import { type Testimonial, loadTestimonials } from './testimonials';

export interface SiteContent {
  team: TeamMember[];
  posts: BlogPost[];
  support: SupportArticle[];
  faq: FaqEntry[];
  testimonials: Testimonial[];
  references: ClientReference[];
  agreements: Agreement[];
  pages: ReadonlyMap<string, EditorialPage>;
}

const defaultContentRoot = join(process.cwd(), 'content');

/** Reads and validates every content type under `root`, then cross-checks references and links. */
export function loadSiteContent(root: string): SiteContent {
  const team = loadTeam(join(root, 'team'));
  const content: SiteContent = {
    team,
    posts: loadPosts(join(root, 'blog'), new Set(team.map((m) => m.slug))),
    support: loadSupportArticles(join(root, 'support')),
    faq: loadFaq(join(root, 'faq.yaml')),
    testimonials: loadTestimonials(join(root, 'testimonials.yaml')),
    references: loadClientReferences(join(root, 'references.yaml')),
    agreements: loadAgreements(join(root, 'agreements')),
    pages: loadEditorialPages(join(root, 'pages')),
  };
  const broken = listBrokenLinks(content);
  const [first] = broken;
  if (first) throw new ContentError(first[0], first[1]);
  return content;
}

/** The site's content, loaded once per process (each build worker loads it once, not per page). */
export const getSiteContent: (root?: string) => SiteContent = (() => {
  const load = memoByDir(loadSiteContent);
  return (root = defaultContentRoot) => load(root);
})();

const ids = (doc: { content: { headings: readonly { id: string }[] } }) => new Set(doc.content.headings.map((h) => h.id));

function knownSite(content: SiteContent): KnownSite {
  const documents = [...content.posts, ...content.support, ...content.agreements];
  return {
    pages: new Set([...staticPagePaths, ...documents.map((d) => d.path)]),
    anchors: new Map([...documents.map((d) => [d.path, ids(d)] as const), ['/faq/', new Set(content.faq.map((f) => f.id))]]),
  };
}

function linkSources(content: SiteContent): LinkSource[] {
  const whole = (doc: { file: string; content: { links: string[]; headings: readonly { id: string }[] } }): LinkSource => ({
    file: doc.file,
    field: 'body',
    links: doc.content.links,
    ownIds: ids(doc),
  });
  return [
    ...content.posts.map(whole),
    ...content.support.map(whole),
    ...content.agreements.map(whole),
    ...[...content.pages.values()].map(whole),
    ...content.team.map((m) => ({ file: m.file, field: 'body', links: m.bio.links })),
    ...content.faq.map((f) => ({ file: f.file, field: `[${f.index}].answer`, links: f.answer.links })),
    ...content.references.flatMap((r) => [
      { file: r.file, field: `[${r.index}].work`, links: r.work.links },
      { file: r.file, field: `[${r.index}].outcome`, links: r.outcome.links },
    ]),
  ];
}

/** Broken internal links, grouped by file; empty when every link resolves. */
export function listBrokenLinks(content: SiteContent): [string, string[]][] {
  return [...findBrokenLinks(linkSources(content), knownSite(content))];
}
