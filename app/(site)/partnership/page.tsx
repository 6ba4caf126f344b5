import { EditorialSections } from '@/components/content/editorial-sections';
import { SubsectionCards } from '@/components/content/section-cards';
import { PartnershipForm } from '@/components/forms/partnership-form';
import { AppLink } from '@/components/ui/app-link';
import { editorialMetadata } from '@/lib/content/page-metadata';
import { t } from '@/lib/i18n/messages';
import { getEditorialPage } from '@/lib/content/pages';

export const metadata = editorialMetadata('partnership', '/partnership/');

export default function PartnershipPage() {
  return (
    <EditorialSections
      page={getEditorialPage('partnership')}
      trail={[{ name: t('nav.partnership'), path: '/partnership/' }]}
      actions={
        <p>
          <AppLink href="/contact-us/" className="button button-accent">
            {t('content.partnership.contactButton')}
          </AppLink>
        </p>
      }
      custom={{ 'what-partners-receive': (section) => <SubsectionCards section={section} /> }}
    >
      <PartnershipForm />
    </EditorialSections>
  );
}
