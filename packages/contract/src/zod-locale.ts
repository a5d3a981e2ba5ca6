import { z } from 'zod';

/**
 * Zod's own messages (a wrong type, an unexpected value) in French, for server and browser alike.
 * The contract's schemas carry their own, more precise, messages.
 */
export const frenchLocale = z.locales.fr();
z.config(frenchLocale);

// In the browser the site's Content-Security-Policy forbids eval: zod's probe for it (a caught
// `new Function`) would still be reported as a violation on every page. Validation stays the same.
if (typeof globalThis === 'object' && 'document' in globalThis) z.config({ jitless: true });

/** True when the message is zod's generic one, which does not say which field it is about. */
export function isGenericZodMessage(issue: { message: string }): boolean {
  const generic = frenchLocale.localeError(issue as never);
  const text = typeof generic === 'string' ? generic : generic?.message;
  return text === issue.message;
}
