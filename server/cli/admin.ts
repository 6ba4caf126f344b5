/**
 * npm run admin -- <command> — the staff API from the command line. Talks to a running
 * server at ADMIN_API_URL (default http://localhost:PORT/api/v1.1) with ADMIN_TOKEN.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { loadServerEnvOrExit } from '../env';
import { adminCommands, usage, type AdminRequest } from './admin-commands';

const env = loadServerEnvOrExit();
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    status: { type: 'string' },
    limit: { type: 'string' },
    offset: { type: 'string' },
    out: { type: 'string' },
    json: { type: 'string' },
  },
});

if (positionals[0] === 'help') {
  console.info(usage);
  process.exit(0);
}

let request: AdminRequest;
try {
  request = adminCommands(positionals, values);
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
