import type { TAdminNewsArticle, TNewsArticle, TNewsArticleCard, TNewsListResponse } from '@action-plus/contract';

export const COVER = '/uploads/0123456789abcdef0123456789abcdef.webp';
export const COVER_CARD = '/uploads/0123456789abcdef0123456789abcdef-card.webp';

/** A published article as a list shows it: 14 June 2026, 10:00 in Metz. */
export const buildArticleCard = (changes: Partial<TNewsArticleCard> = {}): TNewsArticleCard => ({
  id: 1,
  slug: 'le-concert-de-printemps',
  title: 'Le concert de printemps',
  summary: 'Trois chorales et un orchestre ont rempli la salle des fêtes.',
  cover_image: COVER,
  cover_alt: 'La chorale sur la scène de la salle des fêtes',
  tags: ['concert', 'bénévoles'],
  author_first_name: 'Camille',
  published_at: '2026-06-14T08:00:00.000Z',
  event_id: null,
  ...changes,
});

export const buildArticle = (changes: Partial<TNewsArticle> = {}): TNewsArticle => ({
  ...buildArticleCard(),
  body_html: '<h2>Le programme</h2><p>Un moment <strong>inoubliable</strong>.</p>',
  updated_at: '2026-06-14T08:00:00.000Z',
  ...changes,
});

export const buildAdminArticle = (changes: Partial<TAdminNewsArticle> = {}): TAdminNewsArticle => ({
  ...buildArticleCard(),
  body: '## Le programme\n\nUn moment **inoubliable**.',
  status: 'published',
  publish_date: null,
  publish_time: null,
  author_id: 30,
  created_at: '2026-06-10T08:00:00.000Z',
  updated_at: '2026-06-14T08:00:00.000Z',
  ...changes,
});

export const newsList = (articles: TNewsArticleCard[], changes: Partial<TNewsListResponse> = {}): TNewsListResponse => ({
  articles,
  next_cursor: null,
  tags: [...new Set(articles.flatMap((article) => article.tags))].sort(),
  ...changes,
});
