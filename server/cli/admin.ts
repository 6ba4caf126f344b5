/**
 * npm run admin -- <command> — the staff API from the command line. Talks to a running
 * server at ADMIN_API_URL (default http://localhost:PORT/api/v1.1) with ADMIN_TOKEN.
 * `create-staff` reads the new account's password from stdin (--password-stdin), else from
 * STAFF_PASSWORD, else asks for it on the terminal; it is never a command-line argument, which
 * other users of the machine could read in the process list.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { loadServerEnvOrExit } from '../env';
import { adminCommands, usage, type AdminRequest } from './admin-commands';
import { passwordFromStdin, promptPassword } from './read-password';

const env = loadServerEnvOrExit();
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    q: { type: 'string' },
    actor: { type: 'string' },
    action: { type: 'string' },
    resource: { type: 'string' },
    record: { type: 'string' },
    from: { type: 'string' },
    to: { type: 'string' },
    status: { type: 'string' },
    limit: { type: 'string' },
    offset: { type: 'string' },
    out: { type: 'string' },
    json: { type: 'string' },
    email: { type: 'string' },
    name: { type: 'string' },
    role: { type: 'string' },
    'password-stdin': { type: 'boolean' },
  },
});

if (positionals[0] === 'help') {
  console.info(usage);
  process.exit(0);
}

const { 'password-stdin': passwordStdin, ...options } = values;
/** create-staff's password: stdin, the environment or the terminal. */
async function newPassword(): Promise<string | undefined> {
  if (positionals[0] !== 'create-staff') return undefined;
  if (passwordStdin === true) return passwordFromStdin();
  const fromEnv = env.STAFF_PASSWORD;
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  const first = await promptPassword('Password (12 to 200 characters): ');
  const again = await promptPassword('The same password again: ');
  if (first !== again) throw new Error('The two passwords differ.');
  return first;
}

let request: AdminRequest;
try {
  request = adminCommands(positionals, { ...options, password: await newPassword() });
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  console.error(usage);
  process.exit(2);
}
if (env.ADMIN_TOKEN === undefined) {
  console.error('Set ADMIN_TOKEN to the token the server was started with.');
  process.exit(2);
}

const response = await fetch(`${env.ADMIN_API_URL}${request.path}`, {
  method: request.method,
  headers: {
    authorization: `Bearer ${env.ADMIN_TOKEN}`,
    ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
  },
  body: request.body === undefined ? undefined : JSON.stringify(request.body),
}).catch((error: unknown) => {
  console.error(`Cannot reach the API at ${env.ADMIN_API_URL}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

if (request.download !== undefined && response.ok) {
  const name = request.download.out ?? /filename\*=UTF-8''([^;]+)/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const target = name === undefined ? `file-${request.download.id}` : decodeURIComponent(name);
  fs.writeFileSync(target, Buffer.from(await response.arrayBuffer()));
  console.info(`Saved ${target}`);
} else {
  const text = await response.text();
  try {
    console.info(JSON.stringify(JSON.parse(text), null, 2));
  } catch {
    console.info(text);
  }
  if (!response.ok) process.exit(1);
}
