import { EditorialPage } from '@/components/content/editorial-page';
import { FaqList } from '@/components/content/faq-list';
import { JsonLd } from '@/components/seo/json-ld';
import { editorialMetadata } from '@/lib/content/page-metadata';
import { getFaqEntries, getFaqGroups } from '@/lib/content/queries';
import { faqPageJsonLd } from '@/lib/content/structured-data';
import { t } from '@/lib/i18n/messages';
import { getEditorialPage } from '@/lib/content/pages';

export const metadata = editorialMetadata('faq', '/faq/');

export default function FaqPage() {
  return (
    <>
      <JsonLd data={faqPageJsonLd(getFaqEntries())} />
      <EditorialPage page={getEditorialPage('faq')} trail={[{ name: t('nav.faq'), path: '/faq/' }]}>
        <FaqList groups={getFaqGroups()} />
      </EditorialPage>
    </>
  );
}
