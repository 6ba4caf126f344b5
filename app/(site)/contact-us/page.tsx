import { EditorialPage } from '@/components/content/editorial-page';
import { editorialMetadata } from '@/lib/content/page-metadata';
import { ContactForm } from '@/components/forms/split-forms';
import { getEditorialPage } from '@/lib/content/pages';

export const metadata = editorialMetadata('contact-us', '/contact-us/');

export default function Page() {
  return (
    <EditorialPage page={getEditorialPage('contact-us')} trail={[{ name: 'Contact', path: '/contact-us/' }]}>
      <ContactForm />
    </EditorialPage>
  );
}
