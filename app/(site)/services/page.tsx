import { EditorialPage } from '@/components/content/editorial-page';
import { ServiceOverview } from '@/components/services/service-overview';
import { editorialMetadata } from '@/lib/content/page-metadata';
import { t } from '@/lib/i18n/messages';
import { getEditorialPage } from '@/lib/content/pages';
import { getServicesData } from '@/lib/services/data.server';

export const metadata = editorialMetadata('services', '/services/');

export default function Page() {
  return (
    <EditorialPage page={getEditorialPage('services')} trail={[{ name: t('nav.services'), path: '/services/' }]}>
      <ServiceOverview data={getServicesData()} />
    </EditorialPage>
  );
}
