import { EditorialSections } from '@/components/content/editorial-sections';
import { Markdown } from '@/components/content/markdown';
import { ProRoles } from '@/components/pro/pro-roles';
import { editorialMetadata } from '@/lib/content/page-metadata';
import { sectionTree } from '@/lib/content/sections';
import { t } from '@/lib/i18n/messages';

export const metadata = editorialMetadata('pro', '/pro/');

export default function ProPage() {
  return (
    <EditorialSections
      slug="pro"
      trail={[{ name: t('nav.pro'), path: '/pro/' }]}
      custom={{
        'choose-your-role': (section) => (
          <>
            <Markdown tree={sectionTree(section)} />
            <ProRoles />
          </>
        ),
      }}
    />
  );
}
