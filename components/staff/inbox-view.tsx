'use client';

import { useMemo } from 'react';
import { AppLink } from '@/components/ui/app-link';
import type { SelectOption } from '@/components/ui/select-options';
import { ApplicationDetail } from './application-detail';
import { languageNames } from './application-fields';
import { formatWhen, pageQuery } from './format';
import { isHeldKind } from './held-submission';
import { inboxKinds, isInboxKind, type InboxRow } from './inbox-kinds';
import { ListToolbar } from './list-toolbar';
import { Pager } from './pager';
import { QuarantineDetail } from './quarantine-detail';
import { QuarantineList } from './quarantine-list';
import { applicationPage, heldPage } from './record-links';
import { RecordTable, type Column } from './record-table';
import { useQueryState } from './use-query-state';
import { useStaffData } from './use-staff-data';
import styles from './staff.module.css';

const tabs = [...Object.entries(inboxKinds).map(([kind, { label }]) => ({ kind, label })), { kind: 'quarantine', label: 'Quarantined' }];

/** Everything visitors sent, one kind at a time, and what the spam screen held back. `languages`: what an approval chooses from. */
export function InboxView({ languages }: { languages: readonly SelectOption[] }) {
  const [params, setQuery] = useQueryState();
  const chosen = params.get('kind') ?? 'contact-messages';
  const id = params.get('id');
  const held = params.get('resource');
  const language = useMemo(() => languageNames(languages), [languages]);

  return (
    <>
      <nav aria-label="Kinds of submission" className={styles.tabs}>
        <ul>
          {tabs.map((tab) => (
            <li key={tab.kind}>
              <AppLink href={`/staff/inbox/?kind=${tab.kind}`} aria-current={tab.kind === chosen ? 'page' : undefined} prefetch={false}>
                {tab.label}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      {chosen === 'applications' && id ? (
        <ApplicationDetail id={id} languages={languages} language={language} />
      ) : chosen === 'quarantine' && id && isHeldKind(held) ? (
        <QuarantineDetail key={`${held}:${id}`} kind={held} id={id} onGone={() => setQuery({ resource: undefined, id: undefined })} language={language} />
      ) : chosen === 'quarantine' ? (
        <QuarantineList offset={pageQuery(params).offset} onOffset={(offset) => setQuery({ offset: String(offset) })} />
      ) : isInboxKind(chosen) ? (
        <SubmissionList kind={chosen} params={params} setQuery={setQuery} />
      ) : (
        <p role="alert">There is no inbox of “{chosen}”.</p>
      )}
    </>
  );
}

function SubmissionList({
  kind,
  params,
  setQuery,
}: {
  kind: keyof typeof inboxKinds;
  params: URLSearchParams;
  setQuery: (patch: Record<string, string | undefined>) => void;
}) {
  const { limit, offset } = pageQuery(params);
  const status = kind === 'applications' ? (params.get('status') ?? '') : undefined;
  const search = params.get('q') ?? '';
  const [loaded] = useStaffData(`${kind}:${offset}:${status ?? ''}:${search}`, (signal) =>
    inboxKinds[kind].load({ query: { limit, offset, status, q: search || undefined }, signal }),
  );

  const columns: Column<InboxRow>[] = [
    {
      header: 'Reference',
      cell: (row) =>
        kind === 'applications' ? (
          <AppLink href={applicationPage(row.id)} prefetch={false}>
            {row.reference}
          </AppLink>
        ) : (
          row.reference
        ),
    },
    { header: 'Email', cell: (row) => row.email },
    { header: 'Summary', cell: (row) => row.summary },
    { header: 'Received', cell: (row) => formatWhen(row.createdAt) },
    {
      header: 'Quarantine',
      cell: (row) =>
        row.held === null ? (
          '—'
        ) : (
          <AppLink href={heldPage(kind, row.id)} prefetch={false}>
            Held ({row.held})
          </AppLink>
        ),
    },
  ];

  return (
    <>
      <ListToolbar
        // Back and forward change the query: the boxes show what the list shows.
        key={`${kind}|${search}|${status ?? ''}`}
        id={`inbox-${kind}`}
        search={search}
        status={status === undefined ? undefined : { label: 'Status', value: status, options: ['pending', 'approved', 'rejected'] }}
        onApply={(values) => setQuery({ q: values.search, status: values.status, offset: undefined })}
      />
      {loaded.state === 'loading' ? <p role="status">Loading…</p> : null}
      {loaded.state === 'failed' ? (
        <p role="alert" className={styles.error}>
          {loaded.message}
        </p>
      ) : null}
      {loaded.state === 'ready' ? (
        <>
          <RecordTable
            caption={inboxKinds[kind].label}
            columns={columns}
            rows={loaded.value.rows}
            rowKey={(row) => row.id}
            empty={search || status ? 'Nothing matches the search.' : 'Nothing here yet.'}
          />
          <Pager page={loaded.value.page} onOffset={(next) => setQuery({ offset: String(next) })} />
        </>
      ) : null}
    </>
  );
}
