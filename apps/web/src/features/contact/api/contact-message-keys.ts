/** Cache keys of the admin inbox. */
export const contactMessageKeys = {
  all: ['contact-messages'] as const,
  list: () => [...contactMessageKeys.all, 'list'] as const,
  unreadCount: () => [...contactMessageKeys.all, 'unread-count'] as const,
};
