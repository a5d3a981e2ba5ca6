import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '#db/client';
import { events } from '#db/schema';
import { collectEventMails, type EventMails } from './event-mails';
import { findEventById } from './event-repository';
import { fromParisDateTime, toParisDateTime } from '#lib/paris-time';
import { participantMails } from './participant-mails';
import { findParticipants } from './waiting-list-repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How often the reminders job looks for due events (it also runs at start). */
export const EVENT_REMINDERS_INTERVAL_MS = 5 * 60 * 1000;

/** 'YYYY-MM-DD' of the calendar day before. */
function dayBefore(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day) - DAY_MS).toISOString().slice(0, 10);
}

/** When an event's reminders are due: the day before it (Paris's calendar) at `reminderTime` (Paris's clock). */
export function reminderInstantOf(startsAt: Date, reminderTime: string): Date {
  return fromParisDateTime(dayBefore(toParisDateTime(startsAt).date), reminderTime);
}

/**
 * Queues the day-before reminders of every event whose moment has come and that has not started:
 * one mail per participant who keeps reminders on and had joined before that moment (who joined
 * later has just had the confirmation). Each event is claimed by a conditional update of
 * `reminders_queued_at` in the transaction that stores its mails, so that of several instances
 * running this at once exactly one queues them, and a rollback leaves the claim free. Run at start
 * too, it sends what a stopped site missed (« aujourd'hui » if it is already the day). Returns the
 * number of mails queued.
 */
export async function queueDueEventReminders(db: Database, mails: EventMails, { now = new Date(), reminderTime }: { now?: Date; reminderTime: string }) {
  // Reminders are due at most a day and a half before the start (the day before at 00:00, say, for 23:59).
  const candidates = await db
    .select({ id: events.id, startsAt: events.startsAt })
    .from(events)
    .where(and(isNull(events.remindersQueuedAt), gt(events.startsAt, now), lt(events.startsAt, new Date(now.getTime() + 2 * DAY_MS))));
  let queued = 0;
  for (const candidate of candidates) {
    const remindAt = reminderInstantOf(candidate.startsAt, reminderTime);
    if (remindAt.getTime() > now.getTime()) continue;
    const outbox = collectEventMails(mails);
    queued += await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(events)
        .set({ remindersQueuedAt: now })
        // The start seen above: an event moved meanwhile is judged again on the next run.
        .where(and(eq(events.id, candidate.id), isNull(events.remindersQueuedAt), eq(events.startsAt, candidate.startsAt)))
        .returning({ id: events.id });
      if (!claimed) return 0;
      const event = (await findEventById(tx, candidate.id, undefined, now))!;
      const day = toParisDateTime(now).date === event.date ? "aujourd'hui" : 'demain';
      const recipients = (await findParticipants(tx, candidate.id, { registeredBefore: remindAt })).filter((person) => person.eventRemindersEnabled);
      await outbox.store(
        tx,
        recipients.map((person) => participantMails.reminder(mails, event, person, day)),
      );
      return recipients.length;
    });
    outbox.sendAfterCommit();
  }
  return queued;
}
