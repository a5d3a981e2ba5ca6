import { z } from 'zod';
import { ID_RANGE } from './common';
import { EVENT_TIME_SHAPE, isCalendarDate, isUploadedImageUrl } from './events';
import { zText } from './fields';
import { stopWhenTooLong } from './limits';
import { decodeNewsCursor, NEWS_LIMITS, NEWS_MESSAGES, NEWS_SLUG_PATTERN, NEWS_STATUSES, normaliseTag } from './news';
import './zod-locale';

export const ZNewsStatusSchema = z.enum(NEWS_STATUSES, { error: NEWS_MESSAGES.statusInvalid });

const zTag = zText('Une étiquette', { error: NEWS_MESSAGES.tagInvalid })
  .max(NEWS_LIMITS.TAG_MAX * 4, stopWhenTooLong(NEWS_MESSAGES.tagInvalid))
  .transform(normaliseTag)
  .refine((tag) => tag.length >= 1 && tag.length <= NEWS_LIMITS.TAG_MAX, NEWS_MESSAGES.tagInvalid);

/**
 * POST /api/admin/news and PUT /api/admin/news/{id}: the whole article. A scheduled article names
 * its day and time of publication (Paris); the server refuses one in the past. `event_id` ties it
 * to an event: an organiser writes only about the events they manage.
 */
export const ZNewsArticleRequestSchema = z
  .object({
    title: zText('Le titre', { error: NEWS_MESSAGES.titleRequired })
      .trim()
      .min(1, NEWS_MESSAGES.titleRequired)
      .max(NEWS_LIMITS.TITLE_MAX, stopWhenTooLong(NEWS_MESSAGES.titleTooLong)),
    summary: zText('Le résumé', { error: NEWS_MESSAGES.summaryRequired, multiLine: true })
      .trim()
      .min(1, NEWS_MESSAGES.summaryRequired)
      .max(NEWS_LIMITS.SUMMARY_MAX, stopWhenTooLong(NEWS_MESSAGES.summaryTooLong)),
    body: zText('Le texte', { error: NEWS_MESSAGES.bodyRequired, multiLine: true })
      .max(NEWS_LIMITS.BODY_MAX, stopWhenTooLong(NEWS_MESSAGES.bodyTooLong))
      .refine((body) => body.trim().length > 0, NEWS_MESSAGES.bodyRequired),
    cover_image: zText('L’image de couverture', { error: NEWS_MESSAGES.coverInvalid })
      .max(200, stopWhenTooLong(NEWS_MESSAGES.coverInvalid))
      .refine(isUploadedImageUrl, NEWS_MESSAGES.coverInvalid)
      .nullable()
      .default(null),
    cover_alt: zText('La description de l’image', { error: NEWS_MESSAGES.coverAltRequired })
      .trim()
      .max(NEWS_LIMITS.COVER_ALT_MAX, stopWhenTooLong(NEWS_MESSAGES.coverAltTooLong))
      .default(''),
    tags: z
      .array(zTag, { error: NEWS_MESSAGES.tagInvalid })
      .max(NEWS_LIMITS.TAGS_MAX, NEWS_MESSAGES.tooManyTags)
      .default([])
      .transform((tags) => [...new Set(tags)]),
    status: ZNewsStatusSchema,
    publish_date: zText('La date de publication', { error: NEWS_MESSAGES.publishAtInvalid })
      .trim()
      .max('AAAA-MM-JJ'.length, stopWhenTooLong(NEWS_MESSAGES.publishAtInvalid))
      .refine((value) => value === '' || isCalendarDate(value), NEWS_MESSAGES.publishAtInvalid)
      .nullable()
      .default(null),
    publish_time: zText('L’heure de publication', { error: NEWS_MESSAGES.publishAtInvalid })
      .trim()
      .max('HH:MM'.length, stopWhenTooLong(NEWS_MESSAGES.publishAtInvalid))
      .refine((value) => value === '' || EVENT_TIME_SHAPE.test(value), NEWS_MESSAGES.publishAtInvalid)
      .nullable()
      .default(null),
    event_id: z
      .number({ error: NEWS_MESSAGES.eventNotFound })
      .int(NEWS_MESSAGES.eventNotFound)
      .min(ID_RANGE.min, NEWS_MESSAGES.eventNotFound)
      .max(ID_RANGE.max, NEWS_MESSAGES.eventNotFound)
      .nullable()
      .default(null),
  })
  .superRefine((article, context) => {
    if (article.cover_image !== null && article.cover_alt === '')
      context.addIssue({ code: 'custom', message: NEWS_MESSAGES.coverAltRequired, path: ['cover_alt'] });
    if (article.status === 'scheduled') {
      if (!article.publish_date) context.addIssue({ code: 'custom', message: NEWS_MESSAGES.publishAtRequired, path: ['publish_date'] });
      if (!article.publish_time) context.addIssue({ code: 'custom', message: NEWS_MESSAGES.publishAtRequired, path: ['publish_time'] });
    }
  });
export type TNewsArticleInput = z.input<typeof ZNewsArticleRequestSchema>;
export type TNewsArticleRequest = z.output<typeof ZNewsArticleRequestSchema>;

/** POST /api/admin/news/preview: the Markdown as the article will show it (the server's renderer and sanitiser). */
export const ZNewsPreviewRequestSchema = z.object({
  body: zText('Le texte', { multiLine: true }).max(NEWS_LIMITS.BODY_MAX, stopWhenTooLong(NEWS_MESSAGES.bodyTooLong)),
});
export const ZNewsPreviewResponseSchema = z.object({ html: z.string() });
export type TNewsPreviewResponse = z.infer<typeof ZNewsPreviewResponseSchema>;

/** GET /api/news: the published articles, newest first, a page at a time, optionally of one tag. */
export const ZNewsListQuerySchema = z.object({
  tag: zText('L’étiquette', { error: NEWS_MESSAGES.listQueryInvalid })
    .max(NEWS_LIMITS.TAG_MAX * 4, stopWhenTooLong(NEWS_MESSAGES.listQueryInvalid))
    .transform(normaliseTag)
    .optional(),
  cursor: zText('La page demandée', { error: NEWS_MESSAGES.cursorInvalid })
    .max(NEWS_LIMITS.CURSOR_MAX, stopWhenTooLong(NEWS_MESSAGES.cursorInvalid))
    .refine((value) => decodeNewsCursor(value) !== null, NEWS_MESSAGES.cursorInvalid)
    .optional(),
  limit: z.coerce
    .number({ error: NEWS_MESSAGES.listQueryInvalid })
    .int(NEWS_MESSAGES.listQueryInvalid)
    .min(1, NEWS_MESSAGES.listQueryInvalid)
    .max(50, NEWS_MESSAGES.listQueryInvalid)
    .optional(),
});
export type TNewsListQuery = z.input<typeof ZNewsListQuerySchema>;

export const ZNewsSlugParamsSchema = z.object({
  slug: zText('L’adresse de l’article', { error: NEWS_MESSAGES.articleNotFound })
    .max(NEWS_LIMITS.SLUG_MAX + 12, stopWhenTooLong(NEWS_MESSAGES.articleNotFound))
    .regex(NEWS_SLUG_PATTERN, NEWS_MESSAGES.articleNotFound),
});

/** An article as a list shows it: the card. `published_at` is ISO (UTC). */
export const ZNewsArticleCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  cover_image: z.string().nullable(),
  cover_alt: z.string(),
  tags: z.array(z.string()),
  author_first_name: z.string(),
  published_at: z.string(),
  event_id: z.number().int().nullable(),
});
export type TNewsArticleCard = z.infer<typeof ZNewsArticleCardSchema>;

export const ZNewsListResponseSchema = z.object({
  articles: z.array(ZNewsArticleCardSchema),
  next_cursor: z.string().nullable(),
  /** Every tag the published articles carry, alphabetically: the filter's choices. */
  tags: z.array(z.string()),
});
export type TNewsListResponse = z.infer<typeof ZNewsListResponseSchema>;

/** GET /api/news/{slug}: the published article, its body as sanitised HTML (an old slug answers the article, whose `slug` is the current one). */
export const ZNewsArticleSchema = ZNewsArticleCardSchema.extend({
  body_html: z.string(),
  updated_at: z.string(),
});
export type TNewsArticle = z.infer<typeof ZNewsArticleSchema>;

/** An article as its writers see it, in any state: the Markdown, the state, the schedule (Paris). */
export const ZAdminNewsArticleSchema = ZNewsArticleCardSchema.extend({
  body: z.string(),
  status: ZNewsStatusSchema,
  published_at: z.string().nullable(),
  publish_date: z.string().nullable(),
  publish_time: z.string().nullable(),
  author_id: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TAdminNewsArticle = z.infer<typeof ZAdminNewsArticleSchema>;

/** GET /api/admin/news: the articles the account may edit, the last changed first. */
export const ZAdminNewsListResponseSchema = z.object({ articles: z.array(ZAdminNewsArticleSchema) });
export type TAdminNewsListResponse = z.infer<typeof ZAdminNewsListResponseSchema>;

/** GET /api/admin/news/events: the events the account may write about (all of them with news.manage, else those it manages), the latest first. */
export const ZNewsEventChoicesResponseSchema = z.object({
  events: z.array(z.object({ id: z.number().int(), title: z.string(), date: z.string() })),
});
export type TNewsEventChoicesResponse = z.infer<typeof ZNewsEventChoicesResponseSchema>;
