import { EditorialPage } from '@/components/content/editorial-page';
import { editorialMetadata } from '@/lib/content/page-metadata';
import { ApplicationFormSection } from '@/components/forms/application-form-section';

export const metadata = editorialMetadata('translators', '/translators/');

export default function Page() {
  return (
    <EditorialPage slug="translators" trail={[{ name: 'Work with us', path: '/translators/' }]}>
      <ApplicationFormSection />
    </EditorialPage>
  );
}
