import nodemailer from 'nodemailer';

export interface MailEnvelope {
  from: string;
  to: string;
  subject: string;
  text: string;
}

export interface MailTransport {
  send(mail: MailEnvelope): Promise<void>;
  /** Connects and signs in without sending, where the transport can (start-up's check). */
  verify?(): Promise<void>;
  close(): void;
}

export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transporter.sendMail(mail);
    },
    async verify() {
      await transporter.verify();
    },
    close: () => transporter.close(),
  };
}
