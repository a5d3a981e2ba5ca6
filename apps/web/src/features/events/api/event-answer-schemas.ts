// Loaded on demand by load-event-schemas.ts, with zod: no page builds these schemas to start.
export {
  ZCalendarFeedResponseSchema,
  ZDeleteEventResponseSchema,
  ZEventDetailSchema,
  ZEventListResponseSchema,
  ZEventOrganisersResponseSchema,
  ZEventParticipantsResponseSchema,
  ZMessageSchema,
  ZMyWaitingListResponseSchema,
  ZParticipationResponseSchema,
  ZRegistrationStatusSchema,
  ZRemoveParticipantResponseSchema,
  ZWaitingListResponseSchema,
} from '@action-plus/contract';
