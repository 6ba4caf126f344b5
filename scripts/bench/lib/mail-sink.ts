import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { MailedText } from './offer-token';

interface Mail {
  to: string[];
  subject: string;
  text: string;
}

/** An SMTP server on a free loopback port that keeps what arrives, for a server the bench starts. */
export interface MailSink {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  /** What has arrived so far, as a lookup by outbox row (recipient and subject). */
  mail: () => Promise<MailedText>;
  close: () => Promise<void>;
}

export async function startMailSink(): Promise<MailSink> {
  const received: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: nodemailer would otherwise upgrade with STARTTLS and refuse a self-signed certificate.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), subject: mail.subject ?? '', text: mail.text ?? '' });
          callback();
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.server.address();
      resolve(typeof address === 'object' && address !== null ? address.port : 0);
    });
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    mail: async () => (message) => received.findLast((m) => m.to.includes(String(message.recipient)) && m.subject === String(message.subject))?.text ?? '',
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
