import { EVENT_MESSAGES, type TSeriesScope } from '@action-plus/contract';
import type { Database } from '#db/client';
import { notFound } from '#lib/errors';
import { deleteEvent } from './delete-event';
import type { AuditActor } from '../audit/record-audit';
import { collectEventMails, type EventMails } from './event-mails';
import { lockSeriesOccurrences } from './event-series-repository';

/**
 * DELETE /api/events/{id}?scope=…: `this` deletes the one date; `following` deletes it and every
 * later date of its series, `upcoming` it and every date of its series still to come, the earlier
 * ones included (decision 023); each through `deleteEvent`, which tells its participants, all in
 * one transaction. Answers how many dates went.
 */
export async function deleteSeriesOccurrences(
  db: Database,
  id: number,
  scope: TSeriesScope,
  { mails, actor }: { mails?: EventMails; actor?: AuditActor } = {},
): Promise<number> {
  if (scope === 'this') {
    await deleteEvent(db, id, { mails, actor });
    return 1;
  }
  // The dates' mails are stored by this one transaction and sent once it has committed.
  const outbox = collectEventMails(mails);
  const deletedCount = await db.transaction(async (tx) => {
    const locked = await lockSeriesOccurrences(tx, id, scope);
    if (!locked) throw notFound(EVENT_MESSAGES.eventNotFound);
    const { occurrences } = locked;
    for (const occurrence of occurrences) await deleteEvent(tx, occurrence.id, { mails, outbox, actor });
    return occurrences.length;
  });
  outbox.sendAfterCommit();
  return deletedCount;
}
