import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  NEWS_MESSAGES,
  ZNewsArticleRequestSchema,
  type TAdminNewsArticle,
  type TNewsArticleInput,
  type TNewsArticleRequest,
  type TNewsStatus,
} from '@action-plus/contract';
import { formatTime, toMetzCalendarDay } from '#lib/dates';

/** What the editor's inputs hold: text everywhere (the contract's schema turns it into the request). */
export type NewsFormValues = {
  title: string;
  summary: string;
  /** Comma-separated, as typed. */
  tags: string;
  /** The cover's `/uploads/….webp` address, '' for none. */
  cover_image: string;
  cover_alt: string;
  /** The event's id, '' for none. */
  event_id: string;
  status: TNewsStatus;
  publish_date: string;
  publish_time: string;
  body: string;
};

export function toNewsFormValues(article?: TAdminNewsArticle): NewsFormValues {
  return {
    title: article?.title ?? '',
    summary: article?.summary ?? '',
    tags: article?.tags.join(', ') ?? '',
    cover_image: article?.cover_image ?? '',
    cover_alt: article?.cover_alt ?? '',
    event_id: article?.event_id === null || article?.event_id === undefined ? '' : String(article.event_id),
    status: article?.status ?? 'draft',
    publish_date: article?.publish_date ?? '',
    publish_time: article?.publish_time ?? '',
    body: article?.body ?? '',
  };
}

/** The tags as typed, one per comma, empty ones left out (the contract trims and lowers them). */
export const splitTags = (tags: string): string[] =>
  tags
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

/** The request the inputs make: only a scheduled article names its day and time of publication. */
export function toNewsRequestInput(values: NewsFormValues): TNewsArticleInput {
  const isScheduled = values.status === 'scheduled';
  return {
    title: values.title,
    summary: values.summary,
    body: values.body,
    cover_image: values.cover_image === '' ? null : values.cover_image,
    cover_alt: values.cover_alt,
    tags: splitTags(values.tags),
    status: values.status,
    publish_date: isScheduled ? values.publish_date : null,
    publish_time: isScheduled ? values.publish_time : null,
    event_id: values.event_id === '' ? null : Number(values.event_id),
  };
}

/** The first message found in an error of react-hook-form, however deep (the errors of a list's items). */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string' && error.message !== '') return error.message;
  for (const value of Object.values(error)) {
    const found = firstMessage(value);
    if (found) return found;
  }
  return undefined;
}

const resolveRequest = zodResolver(ZNewsArticleRequestSchema);

export type NewsFormRules = {
  /** An organiser (news.write without news.manage) writes only about an event: the server refuses an article without one. */
  isEventRequired: boolean;
  /** Now, for the scheduled date's check (a test sets it). */
  now?: () => number;
};

/**
 * The editor's validation: the contract's schema on the request the inputs make, its errors put on
 * the inputs (a tag's error on the tags' input), and the two rules the server holds that the schema
 * cannot say: an organiser's article names its event, a scheduled one a moment to come (Metz time).
 */
export function newsFormResolver({ isEventRequired, now = Date.now }: NewsFormRules): Resolver<NewsFormValues, unknown, TNewsArticleRequest> {
  return async (values, context, options) => {
    const result = await resolveRequest(toNewsRequestInput(values), context, options as never);
    const errors: FieldErrors<NewsFormValues> = { ...(result.errors as FieldErrors<NewsFormValues>) };
    const tagsMessage = firstMessage(errors.tags);
    if (tagsMessage) errors.tags = { type: 'validate', message: tagsMessage } satisfies FieldError;
    if (isEventRequired && values.event_id === '' && !errors.event_id) errors.event_id = { type: 'required', message: NEWS_MESSAGES.eventRequired };
    if (values.status === 'scheduled' && !errors.publish_date && !errors.publish_time) {
      const moment = now();
      if (`${values.publish_date}T${values.publish_time}` <= `${toMetzCalendarDay(moment)}T${formatTime(moment)}`)
        errors.publish_date = { type: 'validate', message: NEWS_MESSAGES.publishAtPast };
    }
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    return result as Awaited<ReturnType<Resolver<NewsFormValues, unknown, TNewsArticleRequest>>>;
  };
}

/** The input the server's refusal names, when its `detail` carries one of a field's messages: the message then shows under it too. */
const FIELD_OF_MESSAGE: ReadonlyArray<[string, keyof NewsFormValues]> = [
  [NEWS_MESSAGES.titleRequired, 'title'],
  [NEWS_MESSAGES.titleTooLong, 'title'],
  [NEWS_MESSAGES.summaryRequired, 'summary'],
  [NEWS_MESSAGES.summaryTooLong, 'summary'],
  [NEWS_MESSAGES.bodyRequired, 'body'],
  [NEWS_MESSAGES.bodyTooLong, 'body'],
  [NEWS_MESSAGES.coverInvalid, 'cover_image'],
  [NEWS_MESSAGES.coverAltRequired, 'cover_alt'],
  [NEWS_MESSAGES.coverAltTooLong, 'cover_alt'],
  [NEWS_MESSAGES.tooManyTags, 'tags'],
  [NEWS_MESSAGES.tagInvalid, 'tags'],
  [NEWS_MESSAGES.statusInvalid, 'status'],
  [NEWS_MESSAGES.publishAtRequired, 'publish_date'],
  [NEWS_MESSAGES.publishAtInvalid, 'publish_date'],
  [NEWS_MESSAGES.publishAtPast, 'publish_date'],
  [NEWS_MESSAGES.eventNotFound, 'event_id'],
  [NEWS_MESSAGES.eventRequired, 'event_id'],
  [NEWS_MESSAGES.eventNotManaged, 'event_id'],
];

export const fieldOfServerMessage = (detail: string | null): { field: keyof NewsFormValues; message: string } | undefined => {
  const found = detail === null ? undefined : FIELD_OF_MESSAGE.find(([message]) => detail.includes(message));
  return found && { field: found[1], message: found[0] };
};
