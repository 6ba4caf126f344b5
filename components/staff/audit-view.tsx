'use client';

import { useState, type FormEvent } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { adminContract } from '@/lib/api/contract/admin';
import { staffList } from '@/lib/api/staff-client';
import { auditChanges } from './audit-changes';
import { formatWhen, pageQuery } from './format';
import { Pager } from './pager';
import { auditRecord, type AuditRecordView } from './record-links';
import { RecordTable } from './record-table';
import { useQueryState } from './use-query-state';
import { useStaffData } from './use-staff-data';
import styles from './staff.module.css';

const filters = [
  { key: 'actor', label: 'Actor (name, email or id)', type: 'text' },
  { key: 'action', label: 'Action (e.g. cancel, project. or password reset)', type: 'text' },
  { key: 'resource', label: 'Resource (e.g. projects)', type: 'text' },
  { key: 'from', label: 'From (day)', type: 'date' },
  { key: 'to', label: 'To (day, included)', type: 'date' },
] as const;

type FilterKey = (typeof filters)[number]['key'];

/** A day from a date input as the API's instant: `from` at its start, `to` at the start of the next day (excluded). */
function dayBound(day: string | null, key: 'from' | 'to'): string | undefined {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const start = new Date(`${day}T00:00:00`);
  if (key === 'to') start.setDate(start.getDate() + 1);
  return start.toISOString();
}

/** Who did what and when, filterable by actor, action, resource and dates. */
export function AuditView() {
  const [params, setQuery] = useQueryState();
  const { limit, offset } = pageQuery(params);
  const values: Record<FilterKey, string> = {
    actor: params.get('actor') ?? '',
    action: params.get('action') ?? '',
    resource: params.get('resource') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
  const query = {
    limit,
    offset,
    actor: values.actor || undefined,
    action: values.action || undefined,
    resource: values.resource || undefined,
    from: dayBound(values.from, 'from'),
    to: dayBound(values.to, 'to'),
  };
  const [loaded] = useStaffData(`audit:${JSON.stringify(query)}`, (signal) =>
    staffList('listAudit', adminContract.listAudit.responses[200], { query, signal }),
  );

  return (
    <>
      {/* Keyed by the URL's filters, so Back and Forward show them in the boxes. */}
      <AuditFilters key={JSON.stringify(values)} values={values} onApply={(draft) => setQuery({ ...draft, offset: undefined })} />
      {loaded.state === 'loading' ? <p role="status">Loading…</p> : null}
      {loaded.state === 'failed' ? (
        <p role="alert" className={styles.error}>
          {loaded.message}
        </p>
      ) : null}
      {loaded.state === 'ready' ? (
        <>
          <RecordTable
            caption="Audit log"
            rows={loaded.value.rows}
            rowKey={(row) => String(row.id)}
            empty="No entries match these filters."
            columns={[
              { header: 'When', cell: (row) => formatWhen(row.at) },
              { header: 'Actor', cell: (row) => row.actorLabel },
              { header: 'Action', cell: (row) => row.action },
              { header: 'Resource', cell: (row) => row.resource },
              { header: 'Record', cell: (row) => <AuditRecord view={auditRecord(row)} /> },
              {
                header: 'Change',
                cell: (row) => <AuditChange before={row.before} after={row.after} />,
              },
            ]}
          />
          <Pager page={loaded.value.page} onOffset={(next) => setQuery({ offset: String(next) })} />
        </>
      ) : null}
    </>
  );
}

/** The record a row names, as people read it: linked to its page where the back office has one. */
function AuditRecord({ view }: { view: AuditRecordView | null }) {
  if (view === null) return <span className={styles.muted}>—</span>;
  if (view.gone) return <span className={styles.muted}>{view.label === null ? 'Deleted' : `${view.label} (deleted)`}</span>;
  if (view.href === undefined) return view.label;
  return (
    <AppLink href={view.href} prefetch={false}>
      {view.label}
    </AppLink>
  );
}

/** The fields a row changed, old value to new, as people read them. */
function AuditChange({ before, after }: { before: unknown; after: unknown }) {
  const changes = auditChanges(before, after, (iso) => formatWhen(new Date(iso)));
  if (changes.length === 0) return <span className={styles.muted}>No field changed</span>;
  return (
    <dl className={styles.changes} data-audit-changes="">
      {changes.map((change) => (
        <div key={change.field}>
          <dt>{change.field}</dt>
          <dd>
            {before === null ? (
              change.after
            ) : (
              <>
                <del>{change.before}</del> → <ins>{change.after}</ins>
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function AuditFilters({ values, onApply }: { values: Record<FilterKey, string>; onApply: (draft: Record<FilterKey, string>) => void }) {
  const [draft, setDraft] = useState(values);
  function apply(event: FormEvent) {
    event.preventDefault();
    onApply(draft);
  }
  return (
    <form className={styles.toolbar} onSubmit={apply} aria-label="Filter the audit log">
      {filters.map((filter) => (
        <span key={filter.key} className={styles.field}>
          <label htmlFor={`audit-${filter.key}`}>{filter.label}</label>
          <input
            id={`audit-${filter.key}`}
            type={filter.type}
            value={draft[filter.key]}
            onChange={(event) => setDraft((current) => ({ ...current, [filter.key]: event.target.value }))}
          />
        </span>
      ))}
      <button type="submit" className="button">
        Apply
      </button>
    </form>
  );
}
