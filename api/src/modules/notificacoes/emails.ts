import * as v from 'valibot';
import type { Mail, Mailer } from '../../lib/mailer.js';
import type { JobRunner } from '../trabalhos/trabalhos.runner.js';

/**
 * E-mail notifications (docs/api.md, "Notificações"): each message is a job of the queue (kind `email`),
 * so a request never waits for the mail server, a message survives a restart, and a mail server that
 * answers late or refuses for a moment is tried again. Areas enqueue with `enqueueEmail`; the message
 * goes through the deployment's SMTP settings (SMTP_URL, MAIL_FROM), or to the log when there are none.
 */
const MailParamsSchema = v.object({
  to: v.pipe(v.string(), v.email()),
  subject: v.pipe(v.string(), v.minLength(1)),
  text: v.string(),
});

/** Tries before the job fails, and the wait before each new try (the SMTP server's temporary refusals). */
const TRIES = 3;
const RETRY_MS = 2_000;

export function registerEmailJobs(jobs: JobRunner, mailer: Mailer, opts: { retryMs?: number } = {}) {
  const retryMs = opts.retryMs ?? RETRY_MS;
  jobs.define('email', {
    failure: 'O e-mail não pôde ser enviado: o servidor de e-mail não o aceitou.',
    idempotent: true,
    handler: async (ctx) => {
      const mail = v.parse(MailParamsSchema, ctx.params);
      for (let attempt = 1; ; attempt++) {
        try {
          await mailer.send(mail);
          return { count: 1 };
        } catch (error) {
          if (attempt >= TRIES) throw error;
          await new Promise((r) => setTimeout(r, retryMs * attempt));
        }
      }
    },
  });
}

/** Queues one message for a client's user; the request that caused it goes on at once. */
export async function enqueueEmail(jobs: JobRunner, mail: Mail, clientId: string | null) {
  await jobs.enqueue({
    kind: 'email',
    title: `E-mail: ${mail.subject}`.slice(0, 200),
    clientId,
    userId: null,
    params: mail,
  });
}
