// Starts the built server exactly as `npm start` does, on a throwaway data folder, sending its mail
// to a sink here: the outbox keeps no live link once a message is sent and staff never see one, so
// the tests read the links as the client and the professionals get them, from their mail
// (GET http://127.0.0.1:<E2E_MAIL_PORT>/ lists what arrived; tests/e2e/support/mailbox.ts).
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mailparser from 'mailparser';
import smtpServer from 'smtp-server';

const port = Number(process.env.E2E_PORT ?? '3100');
const received = [];
const sink = new smtpServer.SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    mailparser.simpleParser(stream).then(
      (mail) => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), subject: mail.subject ?? '', text: mail.text ?? '' });
        callback();
      },
      (error) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  },
});
const smtpPort = await new Promise((resolve, reject) => {
  sink.server.once('error', reject);
  sink.listen(0, '127.0.0.1', () => resolve(sink.server.address().port));
});
createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify(received));
}).listen(Number(process.env.E2E_MAIL_PORT ?? port + 1), '127.0.0.1');

const dataDir = mkdtempSync(join(tmpdir(), 'verbalis-e2e-'));
const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/index.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.E2E_PORT ?? '3100',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    ADMIN_TOKEN: process.env.ADMIN_TOKEN ?? 'e2e-admin-token-0123456789abcdef',
    RATE_LIMIT_MAX: '10000',
    // The offers and the back office tests need professionals to offer work to.
    SEED_SAMPLES: 'true',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    OUTBOX_INTERVAL_MS: '200',
  },
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
