import { EditorialPage } from '@/components/content/editorial-page';
import { SupportCategories } from '@/components/support/support-categories';
import { SupportSearch } from '@/components/support/support-search';
import { editorialMetadata } from '@/lib/content/page-metadata';
import { supportCategories } from '@/lib/content/schema-parts';
import { supportSearchIndexPath } from '@/lib/support/search';
import { getSupportCategories } from '@/lib/content/support-queries';
import { t } from '@/lib/i18n/messages';
import { getEditorialPage } from '@/lib/content/pages';

export const metadata = editorialMetadata('support', '/support/');

export default function SupportPage() {
  return (
    <EditorialPage
      page={getEditorialPage('support')}
      trail={[{ name: t('content.support.crumb'), path: '/support/' }]}
      actions={
        <SupportSearch
          indexUrl={supportSearchIndexPath}
          categories={Object.fromEntries(supportCategories.map((c) => [c, t(`content.supportCategories.${c}`)]))}
          labels={{
            label: t('content.search.label'),
            placeholder: t('content.search.placeholder'),
            hint: t('content.search.hint'),
            loading: t('content.search.loading'),
            failed: t('content.search.failed'),
            noResults: t('content.search.noResults'),
            results: t('content.search.results'),
            result: t('content.search.result'),
          }}
        />
      }
    >
      <SupportCategories groups={getSupportCategories()} />
    </EditorialPage>
  );
}
