/** The mail choices' cache keys: an account's choices, and what an unsubscribe link would turn off. */
export const mailPreferencesKeys = {
  all: ['mail-preferences'] as const,
  mine: (userId: number) => [...mailPreferencesKeys.all, 'mine', userId] as const,
  unsubscribeLink: (token: string) => [...mailPreferencesKeys.all, 'unsubscribe-link', token] as const,
};
