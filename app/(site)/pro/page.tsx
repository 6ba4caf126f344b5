import { EditorialSections } from '@/components/content/editorial-sections';
import { ProRoles } from '@/components/pro/pro-roles';
import { getProRolePage, proRolePath } from '@/lib/content/pro';
import { proUserTypes } from '@/lib/content/schema-parts';
import { editorialMetadata } from '@/lib/content/page-metadata';
import { t } from '@/lib/i18n/messages';
import { getEditorialPage } from '@/lib/content/pages';

export const metadata = editorialMetadata('pro', '/pro/');

export default function ProPage() {
  const roles = proUserTypes.map((type) => ({ type, path: proRolePath(type), lead: getProRolePage(type).lead }));
  return (
    <EditorialSections
      page={getEditorialPage('pro')}
      trail={[{ name: t('nav.pro'), path: '/pro/' }]}
      after={{ 'choose-your-role': <ProRoles roles={roles} /> }}
    />
  );
}
