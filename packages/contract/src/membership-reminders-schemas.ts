import { z } from 'zod';
import { MEMBERSHIP_REMINDER_KINDS } from './membership-reminders';
import { ZMemberListItemSchema, ZMembershipSchema } from './memberships';
import './zod-locale';

/** A reminder mail a member was sent about one of their memberships. */
export const ZMembershipReminderSchema = z.object({
  membership_id: z.number().int(),
  kind: z.enum(MEMBERSHIP_REMINDER_KINDS),
  /** When the mail was queued (ISO instant). */
  sent_at: z.string(),
});
export type TMembershipReminder = z.infer<typeof ZMembershipReminderSchema>;

/** GET /api/admin/members/{id}: the member as the list shows them, every membership, and who was reminded when. */
export const ZMemberDetailsResponseSchema = z.object({
  member: ZMemberListItemSchema,
  /** The most recent first. */
  memberships: z.array(ZMembershipSchema),
  /** The most recent first. */
  reminders: z.array(ZMembershipReminderSchema),
});
export type TMemberDetailsResponse = z.infer<typeof ZMemberDetailsResponseSchema>;
