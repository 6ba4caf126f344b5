import { EditorialSections } from '@/components/content/editorial-sections';
import { SubsectionCards } from '@/components/content/section-cards';
import { ApplicationFormSection } from '@/components/forms/application-form-section';
import { applicationOptions } from '@/components/forms/application-options';
import { AppLink } from '@/components/ui/app-link';
import { editorialMetadata } from '@/lib/content/page-metadata';
import { t } from '@/lib/i18n/messages';
import { getEditorialPage } from '@/lib/content/pages';
import { getCatalog } from '@/lib/catalog/load.server';

export const metadata = editorialMetadata('translators', '/translators/');

export default function TranslatorsPage() {
  return (
    <EditorialSections
      page={getEditorialPage('translators')}
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
      <ApplicationFormSection options={applicationOptions(getCatalog())} />
    </EditorialSections>
  );
}
