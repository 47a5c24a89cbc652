import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export interface TestSmtpServer {
  /** smtp://127.0.0.1:PORT, for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** The first message to `to` (case-insensitive) matching `subject`, waiting for it if needed. */
  waitFor(to: string, subject?: RegExp, timeoutMs?: number): Promise<ReceivedMail>;
  /** Refuse every message from now on with a 550, as a mail server that rejects would. */
  rejectAll(reason: string): void;
  close(): Promise<void>;
}

/**
 * A real SMTP server in the test process (smtp-server), with every message parsed by
 * mailparser: tests see what a mailbox would, through nodemailer's real SMTP client.
 */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let rejection: string | null = null;
  const server = new SMTPServer({
    authOptional: true,
    // No TLS on a loopback test server: nodemailer would refuse its self-signed cert.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      if (rejection) {
        stream.resume();
        const error = Object.assign(new Error(rejection), { responseCode: 550 });
        stream.on('end', () => callback(error));
        return;
      }
      simpleParser(stream)
        .then((parsed) => {
          received.push(toReceived(parsed));
          for (const wake of waiters) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  const find = (to: string, subject?: RegExp) =>
    received.find(
      (mail) =>
        mail.to.some((address) => address.toLowerCase() === to.toLowerCase()) &&
        (!subject || subject.test(mail.subject)),
    );

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async waitFor(to, subject, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = find(to, subject);
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`No mail to ${to} arrived within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(wake, left);
          waiters.add(wake);
        });
      }
    },
    rejectAll(reason) {
      rejection = reason;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function toReceived(parsed: ParsedMail): ReceivedMail {
  const recipients = Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : [];
  return {
    to: recipients.flatMap((group) => group.value.map((entry) => entry.address ?? '')),
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
  };
}

/** The first link in `text` whose path starts with `path` (e.g. /verify-email). */
export function linkIn(text: string, path: string): URL {
  const match = text.match(new RegExp(`https?://[^\\s"<>]+${path.replace('/', '\\/')}[^\\s"<>]*`));
  if (!match) throw new Error(`No ${path} link in:\n${text}`);
  return new URL(match[0]);
}
