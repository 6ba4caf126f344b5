import { EditorialSections } from '@/components/content/editorial-sections';
import { SubsectionCards } from '@/components/content/section-cards';
import { ApplicationFormSection } from '@/components/forms/application-form-section';
import { AppLink } from '@/components/ui/app-link';
import { editorialMetadata } from '@/lib/content/page-metadata';
import { t } from '@/lib/i18n/messages';

export const metadata = editorialMetadata('translators', '/translators/');

export default function TranslatorsPage() {
  return (
    <EditorialSections
      slug="translators"
      trail={[{ name: t('nav.translators'), path: '/translators/' }]}
      actions={
        <p>
          <AppLink href="/pro/" className="button button-accent">
            {t('content.translators.applyButton')}
          </AppLink>
        </p>
      }
      custom={{ 'why-work-with-us': (section) => <SubsectionCards section={section} /> }}
    >
      <ApplicationFormSection />
    </EditorialSections>
  );
}
