import type { ReactNode } from 'react';
import { PageHero } from '@/components/layout/page-hero';
import type { EditorialPage } from '@/lib/content/pages';
import { pickSections, sectionTree, splitSections, type Section } from '@/lib/markdown/sections';
import type { Crumb } from '@/lib/seo/json-ld';
import { Markdown } from './markdown';

interface Props {
  page: EditorialPage;
  trail: readonly Crumb[];
  actions?: ReactNode;
  /** Sections (by heading id) that get a layout of their own; the rest render as prose. */
  custom?: Readonly<Record<string, (section: Section) => ReactNode>>;
  /** Blocks shown right after a section's prose (by heading id), such as a list of people. */
  after?: Readonly<Record<string, ReactNode>>;
  /** Rendered after the last section. */
  children?: ReactNode;
}

/**
 * An editorial page rendered section by section, so that chosen `##` sections can be given their
 * own block (a certificate, cards, a form slot) while their words stay in content/pages/<slug>.md.
 */
export function EditorialSections({ page, trail, actions, custom = {}, after = {}, children }: Props) {
  // Fails the build, naming the file, when a section the layout expects has been renamed.
  pickSections(page.content.tree, [...Object.keys(custom), ...Object.keys(after)], page.file);
  const { intro, sections } = splitSections(page.content.tree);
  return (
    <>
      <PageHero title={page.h1} eyebrow={page.eyebrow} lead={page.lead} trail={trail}>
        {actions}
      </PageHero>
      <div className="container section">
        {intro.children.length > 0 ? <Markdown tree={intro} /> : null}
        {sections.map((section) => {
          const render = custom[section.id];
          return (
            <div key={section.id}>
              {render ? render(section) : <Markdown tree={sectionTree(section)} />}
              {after[section.id]}
            </div>
          );
        })}
        {children}
      </div>
    </>
  );
}
