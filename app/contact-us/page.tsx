import { EditorialPage } from '@/components/content/editorial-page';
import { editorialMetadata } from '@/lib/content/page-metadata';
import { ContactForm } from '@/components/forms/split-forms';

export const metadata = editorialMetadata('contact-us', '/contact-us/');

export default function Page() {
  return (
    <EditorialPage slug="contact-us" trail={[{ name: 'Contact', path: '/contact-us/' }]}>
      <ContactForm />
    </EditorialPage>
  );
}
