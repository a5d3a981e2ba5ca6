import type { TAnnouncementKind, TAnnouncementSegment } from '@action-plus/contract';

/**
 * Every cache key of the announcements, from the widest to the narrowest: a write refreshes
 * everything under `admin` (the list and the announcement), the archive lives under `archive`.
 */
export const announcementKeys = {
  all: ['announcements'] as const,
  admin: () => [...announcementKeys.all, 'admin'] as const,
  adminList: () => [...announcementKeys.admin(), 'list'] as const,
  adminAnnouncement: (id: number) => [...announcementKeys.admin(), 'announcement', id] as const,
  recipientsCount: (kind: TAnnouncementKind, segment: TAnnouncementSegment) => [...announcementKeys.admin(), 'count', kind, segment] as const,
  preview: (request: unknown) => [...announcementKeys.admin(), 'preview', request] as const,
  eventChoices: () => [...announcementKeys.admin(), 'events'] as const,
  articleChoices: () => [...announcementKeys.admin(), 'articles'] as const,
  archive: () => [...announcementKeys.all, 'archive'] as const,
  /** The archive as the reader sees it: a member reads more than a visitor. */
  archivePages: (readerId: number | null) => [...announcementKeys.archive(), 'pages', readerId] as const,
  archived: (id: number, readerId: number | null) => [...announcementKeys.archive(), 'announcement', id, readerId] as const,
};
