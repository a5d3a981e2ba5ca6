import type { TAnnouncement } from '@action-plus/contract';

/** A draft to the people who chose the association's news, written on 1 June 2026. */
export const buildAnnouncement = (changes: Partial<TAnnouncement> = {}): TAnnouncement => ({
  id: 5,
  subject: 'La saison de printemps',
  kind: 'association_news',
  segment: { type: 'consenting' },
  state: 'draft',
  scheduled_at: null,
  sent_at: null,
  created_at: '2026-06-01T08:00:00.000Z',
  updated_at: '2026-06-01T08:00:00.000Z',
  body_markdown: 'Bonjour à toutes et à tous.',
  attachment: null,
  archive: 'none',
  author_first_name: 'Inès',
  progress: { recipients: 0, queued: 0, sent: 0, failed: 0, failures: [] },
  ...changes,
});

export const EVENTS_ANSWER = {
  events: [
    { id: 7, title: 'Concert de printemps', starts_at: '2030-06-20T18:00:00.000Z' },
    { id: 9, title: 'Atelier reliure', starts_at: '2030-07-02T12:00:00.000Z' },
  ].map((event) => ({
    ...event,
    description: 'Description',
    date: event.starts_at.slice(0, 10),
    time: '20:00',
    type: null,
    location: 'Metz',
    image: null,
    images: [],
    max_participants: 50,
    participant_count: 3,
    isFeatured: false,
    isPast: false,
    is_full: false,
    created_at: '2026-01-01T00:00:00.000Z',
    created_by: 1,
    series_id: null,
  })),
};
