/**
 * The schemas of the events' answers, loaded with zod when an answer has to be read: a page drawn
 * from the server's data (an event, the list, the home page) never builds them to start, and a
 * mutation's answer waits for them once, the first time.
 */
const answerSchemas = () => import('./event-answer-schemas');

type AnswerSchemas = Awaited<ReturnType<typeof answerSchemas>>;
/** One of them, as the API client takes a schema's loader. */
const answerSchema =
  <TName extends keyof AnswerSchemas>(name: TName) =>
  () =>
    answerSchemas().then((module) => module[name]);

/** Loads them ahead, in the background: a signed-in member's first click then waits for no chunk. */
export const preloadEventAnswerSchemas = () => void answerSchemas().catch(() => undefined);

export const loadCalendarFeedResponseSchema = answerSchema('ZCalendarFeedResponseSchema');
export const loadDeleteEventResponseSchema = answerSchema('ZDeleteEventResponseSchema');
export const loadEventDetailSchema = answerSchema('ZEventDetailSchema');
export const loadEventListResponseSchema = answerSchema('ZEventListResponseSchema');
export const loadEventOrganisersResponseSchema = answerSchema('ZEventOrganisersResponseSchema');
export const loadEventParticipantsResponseSchema = answerSchema('ZEventParticipantsResponseSchema');
export const loadMessageSchema = answerSchema('ZMessageSchema');
export const loadMyWaitingListResponseSchema = answerSchema('ZMyWaitingListResponseSchema');
export const loadParticipationResponseSchema = answerSchema('ZParticipationResponseSchema');
export const loadRegistrationStatusSchema = answerSchema('ZRegistrationStatusSchema');
export const loadRemoveParticipantResponseSchema = answerSchema('ZRemoveParticipantResponseSchema');
export const loadWaitingListResponseSchema = answerSchema('ZWaitingListResponseSchema');
