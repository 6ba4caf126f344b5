import nodemailer from 'nodemailer';

export interface MailEnvelope {
  from: string;
  to: string;
  subject: string;
  text: string;
}

export interface MailTransport {
  send(mail: MailEnvelope): Promise<void>;
  close(): void;
}

export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transporter.sendMail(mail);
    },
    close: () => transporter.close(),
  };
}
