import type { TUser } from '@action-plus/contract';

export const FALLBACK_DISPLAY_NAME = 'Profil';

/** Spec §2: first name, else username, else the e-mail's local part capitalised, else 'Profil'. */
export function getDisplayName(user: Pick<TUser, 'firstName' | 'username' | 'email'> | null | undefined): string {
  if (!user) return FALLBACK_DISPLAY_NAME;
  const firstName = user.firstName?.trim();
  if (firstName) return firstName;
  const username = user.username?.trim();
  if (username) return username;
  const localPart = user.email?.split('@')[0]?.trim();
  if (localPart) return localPart.charAt(0).toLocaleUpperCase('fr-FR') + localPart.slice(1);
  return FALLBACK_DISPLAY_NAME;
}
