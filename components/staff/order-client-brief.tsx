import { plural } from '@/lib/plural';
import type { AdminResponseData } from '@/lib/api/contract/admin';
import { FileList } from './file-list';
import { formatSize } from './format';
import styles from './staff.module.css';

type OrderDetail = AdminResponseData<'getOrderDetail'>;
type Source = OrderDetail['sources'][number];

/** "12 KB, 2 pages, 480 words": what was counted of a source file. */
function counted(file: Source): string {
  return [
    formatSize(file.sizeBytes),
    ...(file.pages === null || file.pages === 0 ? [] : [plural(file.pages, 'page')]),
    ...(file.words === null ? [] : [plural(file.words, 'word')]),
  ].join(', ');
}

/**
 * What the client gave us, to review the translation against: their source files (each
 * downloaded with the staff session, as every file is) and what they wrote when ordering, the
 * spellings of names and the notes for the translator among it.
 */
export function OrderClientBrief({ order }: { order: OrderDetail }) {
  const { client } = order;
  return (
    <section aria-labelledby="client-brief-title" data-testid="client-brief">
      <h3 id="client-brief-title">From the client</h3>
      {order.kind === 'quote' ? (
        <>
          <h4>Source files</h4>
          {order.sources.length === 0 ? (
            <p className={styles.empty}>No files were uploaded with the request.</p>
          ) : (
            <FileList files={order.sources} describe={counted} />
          )}
        </>
      ) : null}
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>Name spellings</dt>
          <dd>{client.nameSpellings ?? <span className={styles.muted}>none given</span>}</dd>
        </div>
        <div className={styles.fact}>
          <dt>Notes for the translator</dt>
          <dd>{client.notes ?? <span className={styles.muted}>none given</span>}</dd>
        </div>
        {client.organisation === null ? null : (
          <div className={styles.fact}>
            <dt>Organization</dt>
            <dd>{client.organisation}</dd>
          </div>
        )}
        {client.purchaseOrder === null ? null : (
          <div className={styles.fact}>
            <dt>Purchase order or reference</dt>
            <dd>{client.purchaseOrder}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
