/** A real SMTP server on loopback for the notification tests: records what arrives, can refuse mail, be stopped and started again on its port. */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One received mail: envelope recipients and the raw message. */
export type ReceivedMail = { to: string[]; raw: string };

/**
 * Starts the server (on `firstPort`, or any free one); `state.refuse` makes it answer every message with a temporary failure, and while
 * `state.hold` is pending a message that came in waits for its answer (counted in `state.waiting`).
 */
export async function startSmtp(firstPort = 0) {
  const state = {
    refuse: false,
    hold: undefined as Promise<void> | undefined,
    waiting: 0,
    mails: [] as ReceivedMail[],
  };
  let server: SMTPServer | undefined;
  let port = firstPort;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      const s = new SMTPServer({
        authOptional: true,
        disabledCommands: ['AUTH', 'STARTTLS'],
        logger: false,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          const answer = () => {
            if (state.refuse)
              return callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
            state.mails.push({
              to: session.envelope.rcptTo.map((r) => r.address),
              raw: Buffer.concat(chunks).toString('utf8'),
            });
            callback();
          };
          stream.on('end', () => {
            if (!state.hold) return answer();
            state.waiting += 1;
            void state.hold.then(() => {
              state.waiting -= 1;
              answer();
            });
          });
        },
      });
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        port = (s.server.address() as AddressInfo).port;
        server = s;
        resolve();
      });
    });
  const stop = () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await start();
  return { state, url: () => `smtp://127.0.0.1:${port}`, stop, start };
}

/** The decoded text body of a single-part mail (7bit, quoted-printable or base64) and its raw headers. */
export function mailText(raw: string): { headers: string; text: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = raw.slice(0, split);
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const encoding = /^Content-Transfer-Encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return { headers, text: Buffer.from(body, 'base64').toString('utf8') };
  if (encoding !== 'quoted-printable') return { headers, text: body };
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
  return { headers, text: decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25')) };
}
