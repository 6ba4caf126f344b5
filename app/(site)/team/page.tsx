import { EditorialPage } from '@/components/content/editorial-page';
import { TeamList } from '@/components/content/team-list';
import { editorialMetadata } from '@/lib/content/page-metadata';
import { getTeam } from '@/lib/content/queries';
import { t } from '@/lib/i18n/messages';
import { getEditorialPage } from '@/lib/content/pages';

export const metadata = editorialMetadata('team', '/team/');

export default function TeamPage() {
  return (
    <EditorialPage page={getEditorialPage('team')} trail={[{ name: t('nav.team'), path: '/team/' }]}>
      <TeamList members={getTeam()} />
    </EditorialPage>
  );
}
