import { CardGrid } from '@/components/content/card-grid';
import { EditorialPage } from '@/components/content/editorial-page';
import { AppLink } from '@/components/ui/app-link';
import { formatDate } from '@/lib/format';
import { editorialMetadata } from '@/lib/content/page-metadata';
import { getAgreements } from '@/lib/content/queries';
import { t } from '@/lib/i18n/messages';
import { getEditorialPage } from '@/lib/content/pages';

export const metadata = editorialMetadata('agreement', '/agreement/');

export default function AgreementsPage() {
  return (
    <EditorialPage page={getEditorialPage('agreement')} trail={[{ name: t('nav.agreements'), path: '/agreement/' }]}>
      <CardGrid wide>
        {getAgreements().map((agreement) => (
          <li key={agreement.slug} className="card">
            <h2>
              <AppLink href={agreement.path} prefetch={false}>
                {agreement.title}
              </AppLink>
            </h2>
            <p>{agreement.description}</p>
            <p>
              <small>{t('content.agreements.versionLine', { version: agreement.version, date: formatDate(agreement.effective) })}</small>
            </p>
          </li>
        ))}
      </CardGrid>
    </EditorialPage>
  );
}
