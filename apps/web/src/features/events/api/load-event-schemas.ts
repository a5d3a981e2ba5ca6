/**
 * The schemas of the events' answers, loaded with zod when an answer has to be read: a page drawn
 * from the server's data (an event, the list, the home page) never builds them to start, and a
 * mutation's answer waits for them once, the first time.
 */
const answerSchemas = () => import('./event-answer-schemas');

/** Loads them ahead, in the background: a signed-in member's first click then waits for no chunk. */
export const preloadEventAnswerSchemas = () => void answerSchemas().catch(() => undefined);

export const loadCalendarFeedResponseSchema = () => answerSchemas().then((module) => module.ZCalendarFeedResponseSchema);
export const loadDeleteEventResponseSchema = () => answerSchemas().then((module) => module.ZDeleteEventResponseSchema);
export const loadEventDetailSchema = () => answerSchemas().then((module) => module.ZEventDetailSchema);
export const loadEventListResponseSchema = () => answerSchemas().then((module) => module.ZEventListResponseSchema);
export const loadEventOrganisersResponseSchema = () => answerSchemas().then((module) => module.ZEventOrganisersResponseSchema);
export const loadEventParticipantsResponseSchema = () => answerSchemas().then((module) => module.ZEventParticipantsResponseSchema);
export const loadMessageSchema = () => answerSchemas().then((module) => module.ZMessageSchema);
export const loadMyWaitingListResponseSchema = () => answerSchemas().then((module) => module.ZMyWaitingListResponseSchema);
export const loadParticipationResponseSchema = () => answerSchemas().then((module) => module.ZParticipationResponseSchema);
export const loadRegistrationStatusSchema = () => answerSchemas().then((module) => module.ZRegistrationStatusSchema);
export const loadRemoveParticipantResponseSchema = () => answerSchemas().then((module) => module.ZRemoveParticipantResponseSchema);
export const loadWaitingListResponseSchema = () => answerSchemas().then((module) => module.ZWaitingListResponseSchema);
