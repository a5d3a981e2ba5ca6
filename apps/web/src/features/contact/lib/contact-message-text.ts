import { CONTACT_PAGE_MESSAGES, CONTACT_PAGE_SETTINGS } from '../messages';

/** The subject a reply starts with: 'Re: <subject>', not doubled. */
export function buildReplySubject(subject: string | null): string {
  const base = subject?.trim() || CONTACT_PAGE_MESSAGES.noSubject;
  return /^re\s*:/i.test(base) ? base : `Re: ${base}`;
}

/** A card's preview: the first 100 characters, with an ellipsis when cut. */
export function previewContactMessage(message: string): { text: string; isTruncated: boolean } {
  if (message.length <= CONTACT_PAGE_SETTINGS.previewLength) return { text: message, isTruncated: false };
  return { text: `${message.slice(0, CONTACT_PAGE_SETTINGS.previewLength).trimEnd()}…`, isTruncated: true };
}
