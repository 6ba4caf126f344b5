import type { ReactNode } from 'react';
import { PageHero } from '@/components/layout/page-hero';
import { getEditorialPage } from '@/lib/content/pages';
import type { Crumb } from '@/lib/seo/json-ld';
import { Markdown } from './markdown';

interface Props {
  slug: string;
  trail: readonly Crumb[];
  /** Page-specific sections rendered after the editorial body. */
  children?: ReactNode;
  actions?: ReactNode;
}

/** A page whose copy lives in content/pages/<slug>.md. */
export function EditorialPage({ slug, trail, children, actions }: Props) {
  const page = getEditorialPage(slug);
  return (
    <>
      <PageHero title={page.h1} eyebrow={page.eyebrow} lead={page.lead} trail={trail}>
        {actions}
      </PageHero>
      <div className="container section">
        <Markdown tree={page.content.tree} />
        {children}
      </div>
    </>
  );
}
