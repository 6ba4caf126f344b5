import type { ReactNode } from 'react';
import { PageHero } from '@/components/layout/page-hero';
import type { EditorialPage as EditorialPageData } from '@/lib/content/pages';
import type { Crumb } from '@/lib/seo/json-ld';
import { Markdown } from './markdown';

interface Props {
  page: EditorialPageData;
  trail: readonly Crumb[];
  /** Page-specific sections rendered after the editorial body. */
  children?: ReactNode;
  actions?: ReactNode;
}

/** A page whose copy lives in content/pages/<slug>.md. */
export function EditorialPage({ page, trail, children, actions }: Props) {
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
