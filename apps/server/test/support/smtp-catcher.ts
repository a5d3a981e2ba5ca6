import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  from: string;
  subject: string;
  /** The text/plain part, decoded. */
  text: string;
  /** The text/html part, decoded. */
  html: string;
  raw: string;
}

function decodeBody(body: string, encoding: string | undefined): string {
  const kind = encoding?.trim().toLowerCase();
  if (kind === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (kind === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => `%${hex}`);
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
  }
  return body;
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=), as nodemailer writes non-ASCII subjects. */
function decodeHeaderValue(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_match, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeBody(data.replace(/_/g, ' '), 'quoted-printable'),
    );
}

function splitHeaders(part: string): { headers: Map<string, string>; body: string } {
  const separator = part.search(/\r?\n\r?\n/);
  const head = separator === -1 ? part : part.slice(0, separator);
  const body = separator === -1 ? '' : part.slice(separator).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** Reads the parts of a (possibly nested) multipart mail: enough for the mails this app sends. */
export function parseMail(raw: string): Omit<CaughtMail, 'to'> {
  const result = { from: '', subject: '', text: '', html: '', raw };
  const visit = (part: string, isRoot: boolean) => {
    const { headers, body } = splitHeaders(part);
    if (isRoot) {
      result.from = decodeHeaderValue(headers.get('from') ?? '');
      result.subject = decodeHeaderValue(headers.get('subject') ?? '');
    }
    const contentType = headers.get('content-type') ?? 'text/plain';
    const boundary = contentType.match(/boundary="?([^";]+)"?/i)?.[1];
    if (contentType.toLowerCase().startsWith('multipart/') && boundary) {
      for (const child of body.split(`--${boundary}`).slice(1)) {
        if (child.startsWith('--')) break;
        visit(child.replace(/^\r?\n/, ''), false);
      }
      return;
    }
    const decoded = decodeBody(body, headers.get('content-transfer-encoding'));
    if (contentType.toLowerCase().startsWith('text/html')) result.html = decoded;
    else if (contentType.toLowerCase().startsWith('text/plain')) result.text = decoded;
  };
  visit(raw, true);
  return result;
}

/** A real SMTP server on 127.0.0.1 and a random port, keeping every mail it receives. */
export async function startSmtpCatcher() {
  const mails: CaughtMail[] = [];
  const listeners = new Set<() => void>();
  let rejectNext = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
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
    /** The next `count` recipients are refused with a temporary error (451), as a struggling server does. */
    rejectNextRecipients(count: number) {
      rejectNext = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpCatcher = Awaited<ReturnType<typeof startSmtpCatcher>>;
