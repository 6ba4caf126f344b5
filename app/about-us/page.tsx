import { CompanyFacts } from '@/components/content/company-facts';
import { EditorialSections } from '@/components/content/editorial-sections';
import { Markdown } from '@/components/content/markdown';
import { TeamStrip } from '@/components/content/team-strip';
import { editorialMetadata } from '@/lib/content/page-metadata';
import { getTeam } from '@/lib/content/queries';
import { sectionTree } from '@/lib/content/sections';
import { t } from '@/lib/i18n/messages';

export const metadata = editorialMetadata('about-us', '/about-us/');

export default function AboutPage() {
  return (
    <EditorialSections
      slug="about-us"
      trail={[{ name: t('nav.about'), path: '/about-us/' }]}
      custom={{
        'the-people-behind-your-project': (section) => (
          <>
            <Markdown tree={sectionTree(section)} />
            <TeamStrip members={getTeam()} />
          </>
        ),
      }}
    >
      <CompanyFacts />
    </EditorialSections>
  );
}
