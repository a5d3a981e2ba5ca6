/**
 * The opaque cursors of the keyset-paged lists (the events, decision 021; the journal, decision
 * 042): a short text of the list's own shape, carried as base64url so that it reads as one token in
 * an address. Each list checks the decoded text against its shape and bounds.
 */

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** The range of instants a Date can hold, the bound of a cursor's instant. */
export const MAX_CURSOR_INSTANT_MS = 8.64e15;

export const encodeCursorText = (text: string): string => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** The text a cursor carries, or null for anything that is not one (of any length: checked first). */
export function decodeCursorText(value: string, maxLength: number): string | null {
  if (value.length === 0 || value.length > maxLength || !BASE64URL.test(value)) return null;
  try {
    return atob(value.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
}
