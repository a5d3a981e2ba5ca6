import { PATHS } from './paths';

/** The profile's tab holding the admins' contact inbox: its id and the anchor that opens it. */
export const CONTACT_INBOX_ANCHOR = 'messages';

/** Where an admin reads the contact messages: the profile, opened on its Messages tab (the navbar's entry, the notification mail's link). */
export const CONTACT_INBOX_PATH = `${PATHS.profile}#${CONTACT_INBOX_ANCHOR}`;
