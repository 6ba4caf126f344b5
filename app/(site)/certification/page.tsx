import { EditorialSections } from '@/components/content/editorial-sections';
import { SampleCertificate } from '@/components/content/sample-certificate';
import { AppLink } from '@/components/ui/app-link';
import { editorialMetadata } from '@/lib/content/page-metadata';
import { t } from '@/lib/i18n/messages';
import { getEditorialPage } from '@/lib/content/pages';

export const metadata = editorialMetadata('certification', '/certification/');

export default function CertificationPage() {
  return (
    <EditorialSections
      page={getEditorialPage('certification')}
      trail={[{ name: t('nav.certification'), path: '/certification/' }]}
      actions={
        <p>
          <AppLink href="/services/document-translation/" className="button button-accent">
            {t('content.certification.orderButton')}
          </AppLink>
        </p>
      }
      custom={{ 'a-sample-certificate-of-accuracy': (section) => <SampleCertificate section={section} /> }}
    />
  );
}
