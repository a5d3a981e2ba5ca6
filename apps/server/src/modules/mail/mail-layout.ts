import { formatPostalAddress, websiteDisplayOf, type TAssociationSettings } from '@action-plus/contract';

/** A mail as sent: its subject and its two bodies, in the association's words. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
  /** Files sent with the mail (an event's .ics), their content in base64. */
  attachments?: MailAttachment[];
  /** Extra headers, such as RFC 8058's List-Unsubscribe and List-Unsubscribe-Post. */
  headers?: Record<string, string>;
}

/**
 * A mail ready for the outbox: what `Mailer.queueMail` takes besides the recipient. It is written
 * when it is stored, with the association's settings of that moment (its name, signature, frame).
 */
export interface MailDraft {
  write: (association: TAssociationSettings) => MailContent;
}

/** The draft with these files attached. */
export const withAttachments = (draft: MailDraft, attachments: MailAttachment[]): MailDraft => ({
  write: (association) => ({ ...draft.write(association), attachments }),
});

export interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Everything a person typed goes through here before it reaches a mail's HTML. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);

/** A block of the mail's body; plain strings are paragraphs, escaped and with line breaks kept. */
export type MailBlock =
  | string
  | { kind: 'quote'; text: string }
  | { kind: 'action'; label: string; url: string }
  | { kind: 'details'; rows: { label: string; value: string }[] }
  /** A small note ending with a plain link (the reminders' opt-out): no button. */
  | { kind: 'note'; text: string; label: string; url: string }
  /**
   * A text the site's Markdown renderer drew (news/render-markdown.ts: no raw HTML, safe links
   * only), with its plain-text form: an announcement's body. Never a person's text as typed.
   */
  | { kind: 'rendered'; html: string; text: string };

/** How every mail the site writes is signed; an admin's reply starts from it too (its draft). */
export const mailSignatureLines = ({ identity, contact }: TAssociationSettings): string[] => [
  `L'équipe ${identity.name}`,
  formatPostalAddress(contact),
  `${contact.phone} · ${contact.email} · ${websiteDisplayOf(contact.website)}`,
];

/** The signature as the plain-text part writes it, after the usual « -- » separator. */
export const mailSignatureText = (association: TAssociationSettings) => `--\n${mailSignatureLines(association).join('\n')}`;

function blockToText(block: MailBlock): string {
  if (typeof block === 'string') return block;
  if (block.kind === 'quote')
    return block.text
      .split('\n')
      .map((line) => `> ${line}`)
      .join('\n');
  if (block.kind === 'action') return `${block.label}\u00a0:\n${block.url}`;
  if (block.kind === 'note') return `${block.text} ${block.label}\u00a0:\n${block.url}`;
  if (block.kind === 'rendered') return block.text;
  return block.rows.map((row) => `${row.label}\u00a0: ${row.value}`).join('\n');
}

const paragraphStyle = 'margin:0 0 16px;line-height:1.5;';
const withLineBreaks = (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br>');

function blockToHtml(block: MailBlock): string {
  if (typeof block === 'string') return `<p style="${paragraphStyle}">${withLineBreaks(block)}</p>`;
  if (block.kind === 'rendered') return `<div style="line-height:1.5;">${block.html}</div>`;
  if (block.kind === 'quote') {
    return `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid #c9d6e8;color:#333;white-space:normal;">${withLineBreaks(block.text)}</blockquote>`;
  }
  if (block.kind === 'note') {
    return (
      `<p style="${paragraphStyle}font-size:13px;color:#555;">${withLineBreaks(block.text)} ` +
      `<a href="${escapeHtml(block.url)}" style="color:#1d4f91;">${escapeHtml(block.label)}</a></p>`
    );
  }
  if (block.kind === 'action') {
    const url = escapeHtml(block.url);
    return (
      `<p style="${paragraphStyle}"><a href="${url}" style="display:inline-block;padding:12px 20px;background:#1d4f91;color:#ffffff;` +
      `text-decoration:none;border-radius:6px;font-weight:bold;">${escapeHtml(block.label)}</a></p>` +
      `<p style="${paragraphStyle}font-size:13px;color:#555;">Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur&nbsp;:<br>` +
      `<a href="${url}" style="color:#1d4f91;word-break:break-all;">${url}</a></p>`
    );
  }
  const rows = block.rows
    .map(
      (row) =>
        `<tr><th scope="row" style="text-align:left;padding:4px 12px 4px 0;vertical-align:top;">${escapeHtml(row.label)}</th>` +
        `<td style="padding:4px 0;">${withLineBreaks(row.value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse;">${rows}</table>`;
}

/** The association's HTML frame around a mail's body: its name as a header, then the body, then an optional footer. */
function frameHtml(associationName: string, subject: string, bodyHtml: string, footerHtml: string | null): string {
  const footer =
    footerHtml === null
      ? ''
      : `<tr><td style="padding:16px 24px;border-top:1px solid #e3e7ee;font-size:12px;color:#555;line-height:1.5;">
${footerHtml}
</td></tr>
`;
  return `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f6fa;font-family:Arial,Helvetica,sans-serif;color:#1b1b1b;">
<table role="presentation" width="100%" style="border-collapse:collapse;background:#f4f6fa;"><tr><td style="padding:24px 12px;">
<table role="presentation" width="100%" style="max-width:600px;margin:0 auto;border-collapse:collapse;background:#ffffff;border-radius:8px;">
<tr><td style="padding:20px 24px;background:#1d4f91;color:#ffffff;font-size:20px;font-weight:bold;border-radius:8px 8px 0 0;">${escapeHtml(associationName)}</td></tr>
<tr><td style="padding:24px;font-size:15px;">
${bodyHtml}
</td></tr>
${footer}</table>
</td></tr></table>
</body>
</html>
`;
}

export type MailOptions = {
  subject: string;
  /** « Bonjour, » unless said otherwise; null when the blocks are words a person wrote in full, greeting included. */
  greeting?: string | null;
  blocks: MailBlock[];
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
};

/**
 * Lays a mail out in the association's colours: the same words in plain text and in HTML, signed
 * with the association's identity. User content must arrive as blocks, never as ready-made HTML.
 * Words that name the association come from `options` given as a function of its settings.
 */
export function composeMail(options: MailOptions | ((association: TAssociationSettings) => MailOptions)): MailDraft {
  return {
    write: (association) => {
      const { subject, greeting = 'Bonjour,', blocks, headers, attachments } = typeof options === 'function' ? options(association) : options;
      const opening = greeting === null ? [] : [greeting];
      const text = [...opening, ...blocks.map(blockToText), mailSignatureText(association)].join('\n\n') + '\n';
      const bodyHtml = [...opening.map((words) => `<p style="${paragraphStyle}">${escapeHtml(words)}</p>`), ...blocks.map(blockToHtml)].join('\n');
      const html = frameHtml(association.identity.name, subject, bodyHtml, mailSignatureLines(association).map(escapeHtml).join('<br>'));
      return { subject, text, html, ...(headers ? { headers } : {}), ...(attachments ? { attachments } : {}) };
    },
  };
}

/**
 * A mail a person wrote in full (an admin's reply: greeting, words and signature as they validated
 * them): its text part is their text, untouched; its HTML part the same words in the association's
 * frame, with nothing added. Paragraphs are split on blank lines; a run of lines starting with « > »
 * (a quoted message) is drawn as a quotation, its « > » removed.
 */
export function composeWrittenMail(options: { subject: string; body: string }): MailDraft {
  const body = options.body.replace(/\r\n?/g, '\n');
  const paragraphs = body.split(/\n[ \t]*\n/).filter((paragraph) => paragraph.trim() !== '');
  const bodyHtml = paragraphs.map(paragraphToHtml).join('\n');
  return {
    write: (association) => ({ subject: options.subject, text: `${body}\n`, html: frameHtml(association.identity.name, options.subject, bodyHtml, null) }),
  };
}

/** One paragraph of a written mail: its lines, the quoted runs among them as quotations. */
function paragraphToHtml(paragraph: string): string {
  const runs: { isQuote: boolean; lines: string[] }[] = [];
  for (const line of paragraph.split('\n')) {
    const isQuote = line.startsWith('>');
    const content = isQuote ? line.replace(/^> ?/, '') : line;
    const last = runs.at(-1);
    if (last && last.isQuote === isQuote) last.lines.push(content);
    else runs.push({ isQuote, lines: [content] });
  }
  return runs.map((run) => blockToHtml(run.isQuote ? { kind: 'quote', text: run.lines.join('\n') } : run.lines.join('\n'))).join('\n');
}
