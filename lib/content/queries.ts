import type { Agreement } from './agreements';
import type { ClientReference } from './client-references';
import type { FaqEntry } from './faq';
import { faqCategories, type FaqCategory } from './schema-parts';
import { getSiteContent } from './site-content';
import type { TeamMember } from './team';
import type { Testimonial } from './testimonials';

/** Typed access to the smaller collections; blog and support have their own query modules. */

export function getTeam(): readonly TeamMember[] {
  return getSiteContent().team;
}

/** Newest first. */
export function getTestimonials(): readonly Testimonial[] {
  return getSiteContent().testimonials;
}

/** The newest top-rated testimonials, for teasers. */
export function getFeaturedTestimonials(count: number): readonly Testimonial[] {
  return getTestimonials()
    .filter((item) => item.rating === 5)
    .slice(0, count);
}

export function getClientReferences(): readonly ClientReference[] {
  return getSiteContent().references;
}

export function getFaqGroups(): { category: FaqCategory; entries: FaqEntry[] }[] {
  const entries = getSiteContent().faq;
  return faqCategories
    .map((category) => ({ category, entries: entries.filter((e) => e.category === category) }))
    .filter((group) => group.entries.length > 0);
}

export function getFaqEntries(): readonly FaqEntry[] {
  return getSiteContent().faq;
}

export function getAgreements(): readonly Agreement[] {
  return getSiteContent().agreements;
}

export function getAgreement(slug: string): Agreement | undefined {
  return getAgreements().find((a) => a.slug === slug);
}
