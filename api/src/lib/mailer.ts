import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export type Mail = { to: string; subject: string; text: string };
export type Mailer = { send: (mail: Mail) => Promise<void> };

/**
 * Sends through SMTP when SMTP_URL is set; otherwise writes the message to the log, so recovery works
 * on a machine with no mail server (README says so).
 */
export function createMailer(opts: {
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (!opts.smtpUrl) {
    return {
      send: async (mail) => {
        opts.log.info(
          { mail },
          `E-mail (sem SMTP configurado) para ${mail.to}: ${mail.subject}\n${mail.text}`,
        );
      },
    };
  }
  const transport = nodemailer.createTransport(opts.smtpUrl);
  return {
    send: async (mail) => {
      await transport.sendMail({ from: opts.from, ...mail });
    },
  };
}
