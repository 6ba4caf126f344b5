import { PageHero } from '@/components/layout/page-hero';
import type { Agreement } from '@/lib/content/agreements';
import { formatDate } from '@/lib/format';
import { t } from '@/lib/i18n/messages';
import { LinkList } from './link-list';
import { Markdown } from './markdown';
import { DocumentLayout } from './document-layout';

/** A legal document with its version and effective date, contents and links to the other documents. */
export function AgreementDocument({ agreement, others }: { agreement: Agreement; others: readonly Agreement[] }) {
  return (
    <>
      <PageHero
        title={agreement.title}
        eyebrow={t('nav.agreements')}
        lead={agreement.description}
        trail={[
          { name: t('nav.agreements'), path: '/agreement/' },
          { name: agreement.title, path: agreement.path },
        ]}
      >
        <p>
          {t('content.agreements.version', { version: agreement.version })} ·{' '}
          {t('content.agreements.effective')} <time dateTime={agreement.effective}>{formatDate(agreement.effective)}</time>
        </p>
      </PageHero>
      <div className="container section">
        <DocumentLayout label={agreement.title} headings={agreement.content.headings.filter((h) => h.depth === 2)}>
          <Markdown tree={agreement.content.tree} />
        </DocumentLayout>
        <nav aria-labelledby="other-documents" className="prose">
          <h2 id="other-documents">{t('content.agreements.others')}</h2>
          <LinkList items={others} />
        </nav>
      </div>
    </>
  );
}
