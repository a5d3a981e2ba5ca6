import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  ANNOUNCEMENT_MESSAGES,
  ZAnnouncementRequestSchema,
  type TAnnouncement,
  type TAnnouncementArchive,
  type TAnnouncementInput,
  type TAnnouncementKind,
  type TAnnouncementRequest,
  type TAnnouncementSegment,
  type TAnnouncementSegmentType,
} from '@action-plus/contract';

/** What the editor's inputs hold: text everywhere (the contract's schema turns it into the request). */
export type AnnouncementFormValues = {
  subject: string;
  kind: TAnnouncementKind;
  segment_type: TAnnouncementSegmentType;
  /** The event of an event's segment, '' for none yet. */
  segment_event_id: string;
  /** The year of the donors' segment, as typed. */
  segment_year: string;
  /** The card under the text: '' for none, `event:12` or `article:5`. */
  attachment: string;
  archive: TAnnouncementArchive;
  body: string;
};

export const isEventSegment = (type: TAnnouncementSegmentType) => type === 'event_participants' || type === 'event_waiting_list';

export function toAnnouncementFormValues(announcement?: TAnnouncement, thisYear = new Date().getFullYear()): AnnouncementFormValues {
  const segment = announcement?.segment;
  return {
    subject: announcement?.subject ?? '',
    kind: announcement?.kind ?? 'association_news',
    segment_type: segment?.type ?? 'consenting',
    segment_event_id: segment && 'event_id' in segment ? String(segment.event_id) : '',
    segment_year: segment && 'year' in segment ? String(segment.year) : String(thisYear),
    attachment: announcement?.attachment ? `${announcement.attachment.type}:${announcement.attachment.id}` : '',
    archive: announcement?.archive ?? 'none',
    body: announcement?.body_markdown ?? '',
  };
}

/** A number typed or chosen, or undefined when nothing is (the schema then says what is missing). */
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** The segment the inputs name, possibly incomplete (an event not chosen yet): the schema judges it. */
export function toSegmentInput(values: Pick<AnnouncementFormValues, 'segment_type' | 'segment_event_id' | 'segment_year'>): TAnnouncementSegment {
  const type = values.segment_type;
  if (type === 'event_participants' || type === 'event_waiting_list') return { type, event_id: numberOf(values.segment_event_id) as number };
  if (type === 'donors_of_year') return { type, year: numberOf(values.segment_year) as number };
  return { type };
}

/** The segment when it is complete (an event chosen, a plausible year): what the recipients' count may ask about. */
export function completeSegmentOf(values: Pick<AnnouncementFormValues, 'segment_type' | 'segment_event_id' | 'segment_year'>): TAnnouncementSegment | null {
  const segment = toSegmentInput(values);
  if ('event_id' in segment && !(Number.isInteger(segment.event_id) && segment.event_id > 0)) return null;
  if ('year' in segment && !(Number.isInteger(segment.year) && segment.year >= 2000 && segment.year <= 2100)) return null;
  return segment;
}

export function toAnnouncementRequestInput(values: AnnouncementFormValues): TAnnouncementInput {
  const [attachmentType, attachmentId] = values.attachment.split(':');
  return {
    subject: values.subject,
    body_markdown: values.body,
    kind: values.kind,
    segment: toSegmentInput(values),
    attachment: attachmentType === 'event' || attachmentType === 'article' ? { type: attachmentType, id: Number(attachmentId) } : null,
    archive: values.archive,
  };
}

/** The request the inputs make when the schema accepts it, else null: what the preview may ask about. */
export function validRequestOf(values: AnnouncementFormValues): TAnnouncementRequest | null {
  const result = ZAnnouncementRequestSchema.safeParse(toAnnouncementRequestInput(values));
  return result.success ? result.data : null;
}

/** Where each path of the request's errors shows: under the input that makes it. */
function fieldOfPath(path: readonly PropertyKey[]): keyof AnnouncementFormValues {
  const [first, second] = path;
  if (first === 'segment') return second === 'event_id' ? 'segment_event_id' : second === 'year' ? 'segment_year' : 'segment_type';
  if (first === 'body_markdown') return 'body';
  if (first === 'subject' || first === 'kind' || first === 'attachment' || first === 'archive') return first;
  return 'subject';
}

/** The editor's validation: the contract's schema on the request the inputs make, each error on the input that makes it. */
export const announcementFormResolver: Resolver<AnnouncementFormValues, unknown, TAnnouncementRequest> = async (values) => {
  const result = ZAnnouncementRequestSchema.safeParse(toAnnouncementRequestInput(values));
  if (result.success) return { values: result.data, errors: {} };
  const errors: FieldErrors<AnnouncementFormValues> = {};
  for (const issue of result.error.issues) {
    const field = fieldOfPath(issue.path);
    errors[field] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};

/** The input the server's refusal names, when its `detail` is one of a field's messages: the message then shows under it too. */
const FIELD_OF_MESSAGE: ReadonlyArray<[string, keyof AnnouncementFormValues]> = [
  [ANNOUNCEMENT_MESSAGES.subjectRequired, 'subject'],
  [ANNOUNCEMENT_MESSAGES.subjectTooLong, 'subject'],
  [ANNOUNCEMENT_MESSAGES.bodyRequired, 'body'],
  [ANNOUNCEMENT_MESSAGES.bodyTooLong, 'body'],
  [ANNOUNCEMENT_MESSAGES.kindInvalid, 'kind'],
  [ANNOUNCEMENT_MESSAGES.segmentInvalid, 'segment_type'],
  [ANNOUNCEMENT_MESSAGES.membershipNeedsActiveMembers, 'segment_type'],
  [ANNOUNCEMENT_MESSAGES.eventRequired, 'segment_event_id'],
  [ANNOUNCEMENT_MESSAGES.eventNotFound, 'segment_event_id'],
  [ANNOUNCEMENT_MESSAGES.yearInvalid, 'segment_year'],
  [ANNOUNCEMENT_MESSAGES.articleNotFound, 'attachment'],
  [ANNOUNCEMENT_MESSAGES.attachedEventNotFound, 'attachment'],
  [ANNOUNCEMENT_MESSAGES.attachmentInvalid, 'attachment'],
  [ANNOUNCEMENT_MESSAGES.archiveInvalid, 'archive'],
];

export const fieldOfServerMessage = (detail: string | null): { field: keyof AnnouncementFormValues; message: string } | undefined => {
  const found = detail === null ? undefined : FIELD_OF_MESSAGE.find(([message]) => detail.includes(message));
  return found && { field: found[1], message: found[0] };
};
