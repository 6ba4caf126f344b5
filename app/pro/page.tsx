import { EditorialSections } from '@/components/content/editorial-sections';
import { ProRoles } from '@/components/pro/pro-roles';
import { editorialMetadata } from '@/lib/content/page-metadata';
import { t } from '@/lib/i18n/messages';

export const metadata = editorialMetadata('pro', '/pro/');

export default function ProPage() {
  return <EditorialSections slug="pro" trail={[{ name: t('nav.pro'), path: '/pro/' }]} after={{ 'choose-your-role': <ProRoles /> }} />;
}
