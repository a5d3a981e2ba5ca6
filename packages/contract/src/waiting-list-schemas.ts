import { z } from 'zod';
import { ZIdSchema } from './common-schemas';
import { ZEventSchema } from './event-schemas';
import { zText } from './fields';
import { stopWhenTooLong } from './limits';
import { REMINDERS_LINK_TOKEN, WAITING_LIST_MESSAGES } from './waiting-list';
import './zod-locale';

/** POST /api/events/{id}/waiting-list and DELETE /api/events/{id}/waiting-list. */
export const ZWaitingListResponseSchema = z.object({
  message: z.string(),
  /** 1 for the first in line; null once off the list. */
  waitingListPosition: z.number().int().nullable(),
  participant_count: z.number().int(),
});
export type TWaitingListResponse = z.infer<typeof ZWaitingListResponseSchema>;

/**
 * GET /api/users/me/waiting-list: the upcoming events the signed-in member waits for, soonest
 * first, each with their `waitingListPosition` (1 = next in line).
 */
export const ZMyWaitingListResponseSchema = z.object({
  events: z.array(ZEventSchema.extend({ waitingListPosition: z.number().int().positive() })),
});
export type TMyWaitingListResponse = z.infer<typeof ZMyWaitingListResponseSchema>;

/** DELETE /api/events/{id}/participants/{userId} (admin). */
export const ZRemoveParticipantParamsSchema = z.object({ id: ZIdSchema, userId: ZIdSchema });
export const ZRemoveParticipantResponseSchema = z.object({ message: z.string(), participant_count: z.number().int() });
export type TRemoveParticipantResponse = z.infer<typeof ZRemoveParticipantResponseSchema>;

/** The query of the reminders opt-out link (POST /api/event-reminders/unsubscribe, the page /rappels/desactiver). */
export const ZRemindersLinkQuerySchema = z.object({
  token: zText('Le lien', { error: WAITING_LIST_MESSAGES.reminderLinkInvalid })
    .max(60, stopWhenTooLong(WAITING_LIST_MESSAGES.reminderLinkInvalid))
    .regex(REMINDERS_LINK_TOKEN, WAITING_LIST_MESSAGES.reminderLinkInvalid),
});
export type TRemindersLinkQuery = z.infer<typeof ZRemindersLinkQuerySchema>;
