import { SMTPServer } from 'smtp-server';
import type { Mail } from '../../src/lib/mailer.js';

export type ReceivedMail = Mail & { from: string };

/**
 * A real SMTP server on loopback (the npm `smtp-server`), so the API's tests send their messages through
 * the same SMTP client (nodemailer) and protocol production uses, and read what arrived. A message is in
 * `received` before the server acknowledges it, so a `send` that resolved has been recorded.
 */
export async function startSmtpReceiver() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      // mailparser on the first message only: most test files send none, and it takes ~0.2 s to import.
      import('mailparser')
        .then(({ simpleParser }) => simpleParser(stream))
        .then((parsed) => {
          const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
          received.push({
            from: parsed.from?.value[0]?.address ?? '',
            to: to?.value[0]?.address ?? '',
            subject: parsed.subject ?? '',
            text: (parsed.text ?? '').replace(/\n$/, ''),
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('servidor SMTP sem porta');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
