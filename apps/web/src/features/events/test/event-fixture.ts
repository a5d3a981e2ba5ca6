import type { TEventDetail } from '@action-plus/contract';

/**
 * An upcoming event as GET /api/events/{id} returns it (the lists drop `series_upcoming_dates`);
 * each test changes what it is about.
 */
export function buildEvent(overrides: Partial<TEventDetail> = {}): TEventDetail {
  return {
    id: 7,
    title: 'Soirée contes du monde',
    description: 'Des conteurs de cinq pays partagent leurs histoires.',
    date: '2099-06-14',
    time: '20:30',
    starts_at: '2099-06-14T18:30:00.000Z',
    type: 'atelier',
    location: 'Salle Braun, Metz',
    image: null,
    images: [],
    max_participants: 50,
    participant_count: 12,
    isFeatured: false,
    isPast: false,
    is_full: false,
    created_at: '2099-01-01T10:00:00.000Z',
    created_by: 1,
    series_id: null,
    series_upcoming_dates: [],
    ...overrides,
  };
}
