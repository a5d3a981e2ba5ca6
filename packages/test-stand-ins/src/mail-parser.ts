/**
 * Reads the mails this app sends (nodemailer's multipart/alternative, quoted-printable or base64,
 * RFC 2047 subjects) into their text and HTML parts. No dependency: the browser tests use it too.
 */
export interface ParsedMail {
  from: string;
  subject: string;
  /** The text/plain part, decoded. */
  text: string;
  /** The text/html part, decoded. */
  html: string;
  /** The mail's own headers (lower-case names), unfolded and decoded. */
  headers: Record<string, string>;
  /** Attached files (an event's .ics), decoded as UTF-8 text. */
  /** `bytes`: the file as sent, for a binary one (a tax receipt's PDF). */
  attachments: { filename: string; contentType: string; content: string; bytes: Buffer }[];
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
      kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeBody(data.replace(/_/g, ' '), 'quoted-printable'),
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
export function parseMail(raw: string): ParsedMail {
  const result: ParsedMail = { from: '', subject: '', text: '', html: '', headers: {}, attachments: [], raw };
  const visit = (part: string, isRoot: boolean) => {
    const { headers, body } = splitHeaders(part);
    if (isRoot) {
      result.from = decodeHeaderValue(headers.get('from') ?? '');
      result.subject = decodeHeaderValue(headers.get('subject') ?? '');
      for (const [name, value] of headers) result.headers[name] = decodeHeaderValue(value);
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
    const disposition = headers.get('content-disposition') ?? '';
    if (/^attachment/i.test(disposition)) {
      const filename = disposition.match(/filename="?([^";]+)"?/i)?.[1] ?? '';
      const encoding = headers.get('content-transfer-encoding')?.trim().toLowerCase();
      const bytes = encoding === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64') : Buffer.from(decoded, 'utf8');
      result.attachments.push({ filename: decodeHeaderValue(filename), contentType, content: decoded, bytes });
      return;
    }
    if (contentType.toLowerCase().startsWith('text/html')) result.html = decoded;
    else if (contentType.toLowerCase().startsWith('text/plain')) result.text = decoded;
  };
  visit(raw, true);
  return result;
}
