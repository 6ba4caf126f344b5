import { EditorialPage } from '@/components/content/editorial-page';
import { editorialMetadata } from '@/lib/content/page-metadata';
import { PartnershipForm } from '@/components/forms/partnership-form';

export const metadata = editorialMetadata('partnership', '/partnership/');

export default function Page() {
  return (
    <EditorialPage slug="partnership" trail={[{ name: 'Partnerships', path: '/partnership/' }]}>
      <PartnershipForm />
    </EditorialPage>
  );
}
