import type { TListEventsQuery } from '@action-plus/contract';

/**
 * Every cache key of the events feature, from the widest to the narrowest, so that a mutation can
 * invalidate exactly what it changed (`eventKeys.all` after a delete, one detail after an edit).
 */
export const eventKeys = {
  all: ['events'] as const,
  lists: () => [...eventKeys.all, 'list'] as const,
  list: (query: TListEventsQuery = {}) => [...eventKeys.lists(), query] as const,
  details: () => [...eventKeys.all, 'detail'] as const,
  detail: (id: number) => [...eventKeys.details(), id] as const,
  registrations: () => [...eventKeys.all, 'registration'] as const,
  registration: (id: number, userId: number) => [...eventKeys.registrations(), id, userId] as const,
  /** The member's own events: keyed by user so that another account never sees them. */
  mine: () => [...eventKeys.all, 'mine'] as const,
  mineOf: (userId: number) => [...eventKeys.mine(), userId] as const,
  /** The member's places in line: under `mine()`, so that joining or leaving anything refetches them. */
  myWaitingListOf: (userId: number) => [...eventKeys.mine(), 'waiting-list', userId] as const,
};
