import type { TAnnouncementKind, TAnnouncementSegment } from '@action-plus/contract';

/**
 * Every cache key of the announcements' administration, from the widest to the narrowest: a write
 * refreshes everything under `admin` (the list and the announcement). The archive's keys are in
 * get-archive.ts: a module both page modules imported would be one more chunk in the start chunk's
 * preload lists.
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
};
