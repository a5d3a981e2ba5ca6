import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseMail, type ParsedMail } from '@action-plus/test-stand-ins/mail-parser';

export { parseMail } from '@action-plus/test-stand-ins/mail-parser';

export interface CaughtMail extends ParsedMail {
  to: string[];
}

/** A real SMTP server on 127.0.0.1 and a random port, keeping every mail it receives. */
export async function startSmtpCatcher() {
  const mails: CaughtMail[] = [];
  const listeners = new Set<() => void>();
  let rejectNext = 0;
  let connections = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      connections += 1;
      callback();
    },
    onRcptTo(_address, _session, callback) {
      if (rejectNext > 0) {
        rejectNext -= 1;
        callback(Object.assign(new Error('Boîte temporairement indisponible'), { responseCode: 451 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({ ...parseMail(raw), to: session.envelope.rcptTo.map((recipient) => recipient.address) });
        for (const listener of listeners) listener();
        callback();
      });
    },
  });
  // A client that vanishes mid-session (a server killed by a test) is no failure of the catcher.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET') throw error;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  /** Resolves with the first mail (already received or to come) that matches, or fails after the timeout. */
  function waitForMail(match: (mail: CaughtMail) => boolean, timeoutMs = 5_000): Promise<CaughtMail> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = mails.find(match);
        if (!found) return false;
        listeners.delete(check);
        clearTimeout(timer);
        resolve(found);
        return true;
      };
      const timer = setTimeout(() => {
        listeners.delete(check);
        reject(new Error(`Aucun mail attendu reçu en ${timeoutMs} ms (reçus : ${mails.map((mail) => mail.subject).join(' | ')})`));
      }, timeoutMs);
      if (!check()) listeners.add(check);
    });
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitForMail,
    /** SMTP sessions opened so far. */
    connections: () => connections,
    /** The next `count` recipients are refused with a temporary error (451), as a struggling server does. */
    rejectNextRecipients(count: number) {
      rejectNext = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpCatcher = Awaited<ReturnType<typeof startSmtpCatcher>>;
