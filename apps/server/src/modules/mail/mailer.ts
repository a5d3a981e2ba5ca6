import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { Config } from '#config';
import type { Database, Transaction } from '#db/client';
import { mailOutbox } from '#db/schema';
import type { AssociationSettingsReader } from '../association-settings/association-settings-reader';
import type { MailDraft } from './mail-layout';

export interface OutgoingMail extends MailDraft {
  to: string;
}

export interface MailLogger {
  info: (object: object, message: string) => void;
  warn: (object: object, message: string) => void;
  error: (object: object, message: string) => void;
}

export interface Mailer {
  /**
   * Stores the mail in the outbox, then sends it in the background, retrying with backoff. Once this
   * resolves the mail is safe in the database, whatever the SMTP server does next.
   */
  queueMail: (mail: OutgoingMail) => Promise<{ id: number }>;
  /**
   * Stores mails in the outbox through the caller's transaction, without sending them: a rollback
   * leaves nothing to send. Once the transaction has committed, `sendStoredMails` sends them.
   */
  storeMails: (tx: Database | Transaction, mails: OutgoingMail[]) => Promise<number[]>;
  /** Sends mails `storeMails` put in the outbox (after the commit), in the background, with retries. */
  sendStoredMails: (ids: readonly number[]) => void;
  /**
   * Hands one mail to the transport now, without the outbox (the caller claimed its row and records
   * the outcome): the announcements' paced sender. Throws when the SMTP server refuses it.
   */
  transmit: (mail: {
    id: number;
    to: string;
    subject: string;
    text: string;
    html: string;
    headers: Record<string, string>;
    messageId?: string;
  }) => Promise<void>;
  /** Sends what a previous run left unsent (announcements' copies aside: their job paces them): main.ts calls it at start. */
  resumePendingMails: () => Promise<void>;
  /** Resolves when no send is running or waiting for a retry (tests, shutdown). */
  whenIdle: () => Promise<void>;
  useLogger: (logger: MailLogger) => void;
  close: () => Promise<void>;
}

const silentLogger: MailLogger = { info: () => {}, warn: () => {}, error: () => {} };

let nodemailerLoading: Promise<typeof import('nodemailer')> | undefined;
/** nodemailer holds some 2 MB of heap: loaded with the first mail, not at start (decision 048). */
const loadNodemailer = () => (nodemailerLoading ??= import('nodemailer'));

/** The SMTP connections the announcements' copies share (mailer.transmit). */
export const BULK_CONNECTIONS = 4;

/**
 * SMTP_URL asking nodemailer for a pool of BULK_CONNECTIONS kept connections. Given a `url`,
 * nodemailer reads its options from the URL alone (the query string) and ignores the others
 * passed beside it: a `pool: true` there would open one connection per mail.
 */
export function pooledSmtpUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  url.searchParams.set('pool', 'true');
  url.searchParams.set('maxConnections', String(BULK_CONNECTIONS));
  return url.toString();
}

/** Waits before the 2nd, 3rd… attempt; after the last one the mail stays in the outbox, logged as failed. */
export const DEFAULT_RETRY_DELAYS_MS = [5_000, 30_000, 2 * 60_000, 10 * 60_000] as const;

function fileNameFor(id: number) {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  return `${stamp}-${id}.eml`;
}

/**
 * With SMTP_URL, mails go through nodemailer's SMTP transport. Without it, each mail is written as
 * an .eml file under DATA_DIR/mail and the log says which file, so every flow (a password reset
 * link, say) works on a laptop. The log never holds the links: they carry one-time tokens.
 */
export function createMailer(options: {
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>;
  db: Database;
  /** Whose words the mails are written in when they are stored. */
  associationSettings: AssociationSettingsReader;
  retryDelaysMs?: readonly number[];
  logger?: MailLogger;
}): Mailer {
  const { config, db } = options;
  const retryDelaysMs = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const maxAttempts = retryDelaysMs.length + 1;
  let logger = options.logger ?? silentLogger;
  let isClosed = false;
  const mailDirectory = path.join(config.dataDir, 'mail');
  let transport: Promise<Transporter> | undefined;
  const defaultTransport = () =>
    (transport ??= loadNodemailer().then((nodemailer) =>
      config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    ));
  /**
   * Announcements' copies go one after another by the thousand: through a few kept connections,
   * not one SMTP session (and TLS handshake) each. Created on the first copy.
   */
  let pooledTransport: Promise<Transporter> | undefined;
  const bulkTransport = (): Promise<Transporter> => {
    const { smtpUrl } = config;
    if (!smtpUrl) return defaultTransport();
    return (pooledTransport ??= loadNodemailer().then((nodemailer) => nodemailer.createTransport(pooledSmtpUrl(smtpUrl))));
  };

  const running = new Set<Promise<void>>();
  const waiting = new Map<number, NodeJS.Timeout>();
  let idleWaiters: (() => void)[] = [];

  const notifyIfIdle = () => {
    if (running.size > 0 || waiting.size > 0) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  };

  /** Without MAIL_FROM, mails come from the association, as its settings name it when they leave. */
  async function senderOfAssociation(): Promise<{ name: string; address: string }> {
    const { identity, contact } = await options.associationSettings.read();
    // nodemailer quotes and encodes the name, whatever its alphabet.
    return { name: identity.name, address: contact.email };
  }

  async function send(
    row: Pick<typeof mailOutbox.$inferSelect, 'id' | 'recipient' | 'subject' | 'textBody' | 'htmlBody' | 'attachments' | 'headers'>,
    messageId?: string,
    through: Promise<Transporter> = defaultTransport(),
  ) {
    const transporter = await through;
    const info = await transporter.sendMail({
      ...(messageId ? { messageId } : {}),
      from: config.mailFrom ?? (await senderOfAssociation()),
      to: row.recipient,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody,
      attachments: row.attachments.map((attachment) => ({
        filename: attachment.filename,
        contentType: attachment.contentType,
        content: Buffer.from(attachment.contentBase64, 'base64'),
      })),
      headers: { ...row.headers, 'Auto-Submitted': 'auto-generated' },
    });
    if (config.smtpUrl) return;
    // The files carry one-time links (password resets, invitations): readable by the site's user only.
    await mkdir(mailDirectory, { recursive: true, mode: 0o700 });
    const file = path.join(mailDirectory, fileNameFor(row.id));
    await writeFile(file, (info as { message: Buffer }).message, { mode: 0o600 });
    logger.info({ to: row.recipient, subject: row.subject, file }, 'mail écrit dans un fichier (SMTP_URL absent) : ses liens sont dans ce fichier');
  }

  /**
   * One attempt. The conditional update claims it: of two instances resuming the same mail, only
   * the one whose `attempts` still matches sends it.
   */
  async function attempt(id: number, expectedAttempts: number) {
    const [claimed] = await db
      .update(mailOutbox)
      .set({ attempts: expectedAttempts + 1 })
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.attempts, expectedAttempts), isNull(mailOutbox.sentAt)))
      .returning();
    if (!claimed) return;
    try {
      await send(claimed);
      // The outbox is a queue, not an archive: once sent, the body (a reset link, a visitor's
      // message) leaves the database; recipient, subject and date remain as the sending log.
      await db
        .update(mailOutbox)
        .set({ sentAt: new Date(), lastError: null, textBody: '', htmlBody: '', attachments: [], headers: {} })
        .where(eq(mailOutbox.id, id));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await db
        .update(mailOutbox)
        .set({ lastError: message.slice(0, 2000) })
        .where(eq(mailOutbox.id, id));
      // Closing leaves the mail pending: the next start resumes it.
      if (isClosed) return;
      const delay = retryDelaysMs[claimed.attempts - 1];
      if (delay === undefined) {
        logger.error(
          { mailId: id, to: claimed.recipient, attempts: claimed.attempts, err: error },
          "échec définitif de l'envoi d'un mail (gardé dans mail_outbox)",
        );
        return;
      }
      logger.warn({ mailId: id, attempts: claimed.attempts, retryInMs: delay, err: error }, "échec de l'envoi d'un mail, nouvel essai prévu");
      schedule(id, claimed.attempts, delay);
    }
  }

  function run(id: number, expectedAttempts: number) {
    const task = attempt(id, expectedAttempts)
      .catch((error: unknown) => logger.error({ mailId: id, err: error }, "erreur pendant l'envoi d'un mail"))
      .finally(() => {
        running.delete(task);
        notifyIfIdle();
      });
    running.add(task);
  }

  function schedule(id: number, expectedAttempts: number, delayMs: number) {
    const timer = setTimeout(() => {
      waiting.delete(id);
      run(id, expectedAttempts);
    }, delayMs);
    timer.unref();
    waiting.set(id, timer);
  }

  async function storeMails(tx: Database | Transaction, mails: OutgoingMail[]): Promise<number[]> {
    if (mails.length === 0) return [];
    const association = await options.associationSettings.read(tx === db ? undefined : (tx as Transaction));
    const rows = await tx
      .insert(mailOutbox)
      .values(
        mails.map(({ to, write }) => {
          const mail = write(association);
          return {
            recipient: to,
            subject: mail.subject,
            textBody: mail.text,
            htmlBody: mail.html,
            attachments: mail.attachments ?? [],
            headers: mail.headers ?? {},
          };
        }),
      )
      .returning({ id: mailOutbox.id });
    return rows.map((row) => row.id);
  }

  return {
    async queueMail(mail) {
      const [id] = await storeMails(db, [mail]);
      if (id === undefined) throw new Error('mail_outbox : l’insertion n’a renvoyé aucune ligne');
      if (!isClosed) run(id, 0);
      return { id };
    },
    storeMails,
    async transmit(mail) {
      await send(
        { id: mail.id, recipient: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html, attachments: [], headers: mail.headers },
        mail.messageId,
        bulkTransport(),
      );
    },
    sendStoredMails(ids) {
      if (isClosed) return;
      for (const id of ids) run(id, 0);
    },
    async resumePendingMails() {
      const pending = await db
        .select({ id: mailOutbox.id, attempts: mailOutbox.attempts })
        .from(mailOutbox)
        .where(and(isNull(mailOutbox.sentAt), lt(mailOutbox.attempts, maxAttempts), isNull(mailOutbox.announcementId)))
        .orderBy(asc(mailOutbox.id));
      for (const mail of pending) if (!waiting.has(mail.id)) run(mail.id, mail.attempts);
    },
    whenIdle() {
      return new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        notifyIfIdle();
      });
    },
    useLogger(next) {
      logger = next;
    },
    async close() {
      isClosed = true;
      for (const timer of waiting.values()) clearTimeout(timer);
      waiting.clear();
      await Promise.allSettled([...running]);
      notifyIfIdle();
      for (const created of await Promise.allSettled([transport, pooledTransport])) {
        if (created.status === 'fulfilled') created.value?.close();
      }
    },
  };
}
