'use client';

import { AppLink } from '@/components/ui/app-link';
import { adminContract } from '@/lib/api/contract/admin';
import { projectStatuses } from '@/lib/api/contract/admin-records';
import { staffList } from '@/lib/api/staff-client';
import { formatWhen, pageQuery } from './format';
import { ListToolbar } from './list-toolbar';
import { Pager } from './pager';
import { ProjectDetail } from './project-detail';
import { RecordTable } from './record-table';
import { useQueryState } from './use-query-state';
import { useStaffData } from './use-staff-data';
import styles from './staff.module.css';

/** The project's states, and `overdue`: open past its deadline, the most overdue first. */
const statusFilters = [...projectStatuses, 'overdue'] as const;

/** Projects by status, and one project's offers, waves and timeline with its actions. */
export function ProjectsView() {
  const [params, setQuery] = useQueryState();
  const id = params.get('id');
  if (id) return <ProjectDetail id={id} />;
  return <ProjectList params={params} setQuery={setQuery} />;
}

function ProjectList({ params, setQuery }: { params: URLSearchParams; setQuery: (patch: Record<string, string | undefined>) => void }) {
  const { limit, offset } = pageQuery(params);
  const status = params.get('status') ?? '';
  const search = params.get('q') ?? '';
  const [loaded] = useStaffData(`projects:${offset}:${status}:${search}`, (signal) =>
    staffList('listProjects', adminContract.listProjects.responses[200], { query: { limit, offset, status, q: search || undefined }, signal }),
  );

  return (
    <>
      <ListToolbar
        key={`${search}|${status}`}
        id="projects"
        search={search}
        status={{ label: 'Status', value: status, options: statusFilters }}
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
            caption="Projects"
            rows={loaded.value.rows}
            rowKey={(row) => row.id}
            empty={search || status ? 'No project matches these filters.' : 'No projects yet.'}
            columns={[
              {
                header: 'Reference',
                cell: (row) => (
                  <AppLink href={`/staff/projects/?id=${row.id}`} prefetch={false}>
                    {row.reference}
                  </AppLink>
                ),
              },
              { header: 'Service', cell: (row) => row.service },
              { header: 'Languages', cell: (row) => `${row.sourceLanguage} → ${row.targetLanguage}` },
              { header: 'Status', cell: (row) => row.status },
              { header: 'Waves', cell: (row) => row.waves },
              { header: 'Deadline', cell: (row) => formatWhen(row.deadline) },
            ]}
          />
          <Pager page={loaded.value.page} onOffset={(next) => setQuery({ offset: String(next) })} />
        </>
      ) : null}
    </>
  );
}
