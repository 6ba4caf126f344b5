import { CompanyFacts } from '@/components/content/company-facts';
import { EditorialSections } from '@/components/content/editorial-sections';
import { TeamStrip } from '@/components/content/team-strip';
import { editorialMetadata } from '@/lib/content/page-metadata';
import { getTeam } from '@/lib/content/queries';
import { t } from '@/lib/i18n/messages';
import { getEditorialPage } from '@/lib/content/pages';

export const metadata = editorialMetadata('about-us', '/about-us/');

export default function AboutPage() {
  return (
    <EditorialSections
      page={getEditorialPage('about-us')}
      trail={[{ name: t('nav.about'), path: '/about-us/' }]}
      after={{ 'the-people-behind-your-project': <TeamStrip members={getTeam()} /> }}
    >
      <CompanyFacts />
    </EditorialSections>
  );
}
