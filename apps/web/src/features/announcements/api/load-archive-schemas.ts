/**
 * The schemas of the answers the archive's pages read, loaded with zod when an answer has to be
 * read: a page drawn from the server's data (its first view) never builds them.
 */
export const loadArchiveListSchema = () => import('./archive-schemas').then((module) => module.ZAnnouncementArchiveResponseSchema);
export const loadArchivedAnnouncementSchema = () => import('./archive-schemas').then((module) => module.ZArchivedAnnouncementSchema);
