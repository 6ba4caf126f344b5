import { CardGrid } from '@/components/content/card-grid';
import { EditorialPage } from '@/components/content/editorial-page';
import { ReferenceCard } from '@/components/content/reference-card';
import { editorialMetadata } from '@/lib/content/page-metadata';
import { getClientReferences } from '@/lib/content/queries';
import { t } from '@/lib/i18n/messages';
import { getEditorialPage } from '@/lib/content/pages';

export const metadata = editorialMetadata('references', '/references/');

export default function ReferencesPage() {
  return (
    <EditorialPage page={getEditorialPage('references')} trail={[{ name: t('nav.references'), path: '/references/' }]}>
      <CardGrid wide>
        {getClientReferences().map((reference) => (
          <li key={reference.id}>
            <ReferenceCard reference={reference} />
          </li>
        ))}
      </CardGrid>
    </EditorialPage>
  );
}
