import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import type { StandIn } from './stand-in';
import { SEEDED_ASSOCIATION_SETTINGS as ACTION_PLUS } from '@action-plus/contract/association-settings-seed';

/** Where the SMTP stand-in writes what it receives; `support/mail.ts` reads it from the tests. */
export const MAIL_DIR_VARIABLE = 'E2E_MAIL_DIR';

/**
 * A real SMTP server on 127.0.0.1 that accepts every mail the site sends and keeps each one as a
 * JSON file ({to, raw}) in the run's directory, where the specs wait for it.
 */
export const smtpStandIn: StandIn = {
  name: 'smtp',
  async start({ runDir }) {
    const mailDir = path.join(runDir, 'mails');
    mkdirSync(mailDir, { recursive: true });
    let received = 0;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received += 1;
          const mail = { to: session.envelope.rcptTo.map((recipient) => recipient.address), raw: Buffer.concat(chunks).toString('utf8') };
          writeFileSync(path.join(mailDir, `${String(received).padStart(5, '0')}.json`), JSON.stringify(mail));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    return {
      serverEnv: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: `${ACTION_PLUS.identity.name} <ne-pas-repondre@actionplus.test>` },
      testEnv: { [MAIL_DIR_VARIABLE]: mailDir },
      stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    };
  },
};
