/**
 * The donation form as the donor filled it, kept in this tab's sessionStorage while they are at
 * HelloAsso: a refused or cancelled payment brings them back to the form as they left it (decision
 * 034). Cleared once a payment is received; never sent anywhere.
 */
const KEY = 'action-plus:don-en-cours';

export type DonationDraft = Record<'choice' | 'customAmount' | 'firstName' | 'lastName' | 'email' | 'address' | 'postalCode' | 'city' | 'country', string>;

const FIELDS: readonly (keyof DonationDraft)[] = ['choice', 'customAmount', 'firstName', 'lastName', 'email', 'address', 'postalCode', 'city', 'country'];

export function saveDonationDraft(draft: DonationDraft): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Storage refused (private browsing, quota): the form simply starts empty on return.
  }
}

export function loadDonationDraft(): DonationDraft | null {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const record = parsed as Record<string, unknown>;
    if (!FIELDS.every((field) => typeof record[field] === 'string')) return null;
    return Object.fromEntries(FIELDS.map((field) => [field, record[field]])) as DonationDraft;
  } catch {
    return null;
  }
}

export function clearDonationDraft(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept, nothing to clear.
  }
}
