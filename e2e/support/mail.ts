import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseMail, type ParsedMail } from '@action-plus/test-stand-ins/mail-parser';
import { MAIL_DIR_VARIABLE } from './stand-ins/smtp';

export type ReceivedMail = ParsedMail & { to: string[] };

function readMails(): ReceivedMail[] {
  const directory = process.env[MAIL_DIR_VARIABLE];
  if (!directory) throw new Error(`${MAIL_DIR_VARIABLE} absent : le stand-in SMTP n'a pas démarré.`);
  return readdirSync(directory)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const { to, raw } = JSON.parse(readFileSync(path.join(directory, file), 'utf8')) as { to: string[]; raw: string };
      return { ...parseMail(raw), to };
    });
}

/** Waits for the SMTP stand-in to receive a mail for `to` whose subject matches; the latest one wins. */
export async function waitForMail(to: string, subject: RegExp | string, timeoutMs = 10_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  const matches = (mail: ReceivedMail) =>
    mail.to.some((recipient) => recipient.toLowerCase() === to.toLowerCase()) &&
    (typeof subject === 'string' ? mail.subject.includes(subject) : subject.test(mail.subject));
  for (;;) {
    const found = readMails().filter(matches).at(-1);
    if (found) return found;
    if (Date.now() > deadline) {
      const seen = readMails().map((mail) => `${mail.to.join(',')}: ${mail.subject}`);
      throw new Error(`Aucun mail pour ${to} (${String(subject)}) en ${timeoutMs} ms. Reçus :\n${seen.join('\n')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The first link of a mail's text part that starts with `prefix`. */
export function findLink(mail: ReceivedMail, prefix: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((candidate) => candidate.startsWith(prefix));
  if (!link) throw new Error(`Aucun lien commençant par ${prefix} dans :\n${mail.text}`);
  return link;
}
