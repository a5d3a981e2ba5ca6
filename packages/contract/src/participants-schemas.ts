import { z } from 'zod';
import './zod-locale';

const person = {
  user_id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
};

/** A participant as the organiser sees them: `registered_at` is when they took their place. */
export const ZEventParticipantSchema = z.object({ ...person, registered_at: z.string() });
export type TEventParticipant = z.infer<typeof ZEventParticipantSchema>;

/** Someone on the waiting list: first come first served, `position` 1 being next in line. */
export const ZWaitingListPersonSchema = z.object({ ...person, waiting_since: z.string(), position: z.number().int() });
export type TWaitingListPerson = z.infer<typeof ZWaitingListPersonSchema>;

/** GET /api/events/{id}/participants (admin): both lists in the order places were taken. */
export const ZEventParticipantsResponseSchema = z.object({
  event_id: z.number().int(),
  participants: z.array(ZEventParticipantSchema),
  waiting_list: z.array(ZWaitingListPersonSchema),
});
export type TEventParticipantsResponse = z.infer<typeof ZEventParticipantsResponseSchema>;
