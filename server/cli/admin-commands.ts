import { adminContract, approvalBodySchema, recordRoutes, type AdminRequestBody, type AdminRouteName } from '@/lib/api/contract/admin';
import { newStaffAccountSchema } from '@/lib/api/contract/staff';

/** One staff API call: method and path from the route's contract entry, the body typed by it. */
export interface AdminRequest {
  method: (typeof adminContract)[AdminRouteName]['method'];
  path: string;
  body?: AdminRequestBody<'approveApplication'> | AdminRequestBody<'createStaff'> | Record<string, never>;
  download?: { id: string; out?: string };
}

export const usage = `Usage: npm run admin -- <command>
  list <resource> [--q WORDS] [--status S] [--limit N] [--offset N]
        resources: quotes, bookings, contact-messages, applications, partnership-inquiries,
                   projects, professionals, offers, files, outbox
  get <resource> <id>               one record (projects include offers and events)
  download <file-id> [--out PATH]   an uploaded file
  approve <application-id> [--json '{"capacity":3}']   make the applicant a professional
  cancel | rerun | complete <project-id>
  quarantine [--limit N] [--offset N]   submissions the spam screen held back
  release <resource> <id>           a quarantined submission goes through (emails, project, offers)
  delete <resource> <id>            a quarantined submission is deleted with its files and held emails
  outbox [--status pending|sent|failed]
  tick                              run the assignment now
  purge                             delete what is older than the retention
  audit [--actor A] [--action X] [--resource R] [--record ID] [--from T] [--to T] [--limit N] [--offset N]
                                    the audit log, newest first
  staff                             the staff accounts
  create-staff --email E --name N --role admin|coordinator [--password-stdin]
        a staff account; the password is read from stdin with --password-stdin, else from
        STAFF_PASSWORD, else asked for (not echoed). The first admin is created this way.`;

interface Options {
  q?: string;
  status?: string;
  actor?: string;
  action?: string;
  resource?: string;
  record?: string;
  from?: string;
  to?: string;
  limit?: string;
  offset?: string;
  out?: string;
  json?: string;
  email?: string;
  name?: string;
  role?: string;
  /** create-staff: read by the command line (stdin, STAFF_PASSWORD or a prompt), never an argument. */
  password?: string;
}

function need(value: string | undefined, what: string): string {
  if (value === undefined || value === '') throw new Error(`Missing ${what}.`);
  return value;
}

/** The route's method and its contract path with the parameters filled in. */
function call(name: AdminRouteName, params: Record<string, string> = {}, search = ''): AdminRequest {
  const route = adminContract[name];
  const path = route.path.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));
  return { method: route.method, path: `${path}${search}` };
}

function query(options: Options): string {
  const params = new URLSearchParams();
  for (const key of ['q', 'status', 'limit', 'offset'] as const) {
    const value = options[key];
    if (value !== undefined) params.set(key, value);
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

function isRecordSegment(name: string): name is keyof typeof recordRoutes {
  return Object.hasOwn(recordRoutes, name);
}

/** The table a `list` or `get` reads; anything else is refused before a request is sent. */
function records(segment: string | undefined) {
  const name = need(segment, 'resource');
  if (!isRecordSegment(name)) throw new Error(`Unknown resource "${name}". Staff can read: ${Object.keys(recordRoutes).join(', ')}.`);
  return recordRoutes[name];
}

/** The audit log's filters (`--record` is `recordId`). */
function auditQuery(options: Options): string {
  const params = new URLSearchParams();
  const filters = {
    actor: options.actor,
    action: options.action,
    resource: options.resource,
    recordId: options.record,
    from: options.from,
    to: options.to,
    limit: options.limit,
    offset: options.offset,
  };
  for (const [key, value] of Object.entries(filters)) if (value !== undefined) params.set(key, value);
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** `--json` for an approval, checked with the route's own body schema. */
function approval(text: string | undefined): AdminRequestBody<'approveApplication'> {
  let json: unknown = {};
  try {
    json = text === undefined ? {} : JSON.parse(text);
  } catch {
    throw new Error('--json must be valid JSON.');
  }
  const body = approvalBodySchema.safeParse(json);
  if (!body.success) throw new Error(`--json: ${body.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; ')}`);
  return body.data;
}

/** `create-staff`'s options, checked with the route's own body schema. */
function newAccount(options: Options): AdminRequestBody<'createStaff'> {
  const body = newStaffAccountSchema.safeParse({ email: options.email, name: options.name, role: options.role, password: options.password });
  if (!body.success) throw new Error(`create-staff: ${body.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; ')}`);
  return body.data;
}

/** Turns the command line into the staff API request it stands for. */
export function adminCommands(args: readonly string[], options: Options): AdminRequest {
  const [command, first, second] = args;
  switch (command) {
    case 'list':
      return call(records(first).list, {}, query(options));
    case 'get':
      return call(records(first).get, { id: need(second, 'id') });
    case 'download': {
      const id = need(first, 'file id');
      return { ...call('downloadFile', { id }), download: { id, out: options.out } };
    }
    case 'approve':
      return { ...call('approveApplication', { id: need(first, 'application id') }), body: approval(options.json) };
    case 'cancel':
      return { ...call('cancelProject', { id: need(first, 'project id') }), body: {} };
    case 'rerun':
      return { ...call('rerunAssignment', { id: need(first, 'project id') }), body: {} };
    case 'complete':
      return { ...call('completeProject', { id: need(first, 'project id') }), body: {} };
    case 'quarantine':
      return call('listQuarantine', {}, query(options));
    case 'release':
      return { ...call('releaseQuarantined', { resource: need(first, 'resource'), id: need(second, 'id') }), body: {} };
    case 'delete':
      return call('deleteQuarantined', { resource: need(first, 'resource'), id: need(second, 'id') });
    case 'outbox':
      return call('listOutbox', {}, query(options));
    case 'tick':
      return { ...call('runAssignment'), body: {} };
    case 'purge':
      return { ...call('purge'), body: {} };
    case 'audit':
      return call('listAudit', {}, auditQuery(options));
    case 'staff':
      return call('listStaff');
    case 'create-staff':
      return { ...call('createStaff'), body: newAccount(options) };
    default:
      throw new Error(command === undefined ? 'No command given.' : `Unknown command "${command}".`);
  }
}
