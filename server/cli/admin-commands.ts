export interface AdminRequest {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  body?: unknown;
  download?: { id: string; out?: string };
}

export const usage = `Usage: npm run admin -- <command>
  list <resource> [--status S] [--limit N] [--offset N]
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
  purge                             delete what is older than the retention`;

interface Options {
  status?: string;
  limit?: string;
  offset?: string;
  out?: string;
  json?: string;
}

function need(value: string | undefined, what: string): string {
  if (value === undefined || value === '') throw new Error(`Missing ${what}.`);
  return encodeURIComponent(value);
}

function query(options: Options): string {
  const params = new URLSearchParams();
  for (const key of ['status', 'limit', 'offset'] as const) {
    const value = options[key];
    if (value !== undefined) params.set(key, value);
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

function jsonBody(text: string | undefined): unknown {
  if (text === undefined) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new Error('--json must be valid JSON.');
  }
}

/** Turns the command line into the staff API request it stands for. */
export function adminCommands(args: readonly string[], options: Options): AdminRequest {
  const [command, first, second] = args;
  switch (command) {
    case 'list':
      return { method: 'GET', path: `/admin/${need(first, 'resource')}${query(options)}` };
    case 'get':
      return { method: 'GET', path: `/admin/${need(first, 'resource')}/${need(second, 'id')}` };
    case 'download':
      return { method: 'GET', path: `/admin/files/${need(first, 'file id')}/download`, download: { id: need(first, 'file id'), out: options.out } };
    case 'approve':
      return { method: 'POST', path: `/admin/applications/${need(first, 'application id')}/approve`, body: jsonBody(options.json) };
    case 'cancel':
    case 'rerun':
    case 'complete':
      return { method: 'POST', path: `/admin/projects/${need(first, 'project id')}/${command}`, body: {} };
    case 'quarantine':
      return { method: 'GET', path: `/admin/quarantine${query(options)}` };
    case 'release':
      return { method: 'POST', path: `/admin/${need(first, 'resource')}/${need(second, 'id')}/release`, body: {} };
    case 'delete':
      return { method: 'DELETE', path: `/admin/${need(first, 'resource')}/${need(second, 'id')}` };
    case 'outbox':
      return { method: 'GET', path: `/admin/outbox${query(options)}` };
    case 'tick':
      return { method: 'POST', path: '/admin/assignment/tick', body: {} };
    case 'purge':
      return { method: 'POST', path: '/admin/purge', body: {} };
    default:
      throw new Error(command === undefined ? 'No command given.' : `Unknown command "${command}".`);
  }
}
