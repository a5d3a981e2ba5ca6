import { and, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { decodeJournalCursor, encodeJournalCursor, journalPersonId, type TJournalEntry, type TJournalPage } from '@action-plus/contract';
import type { Database } from '#db/client';
import { auditLog } from '#db/schema';
import { fromParisDateTime } from '#lib/paris-time';

export interface JournalFilters {
  person?: string;
  action?: string;
  target_type?: string;
  target_id?: string;
  /** Paris days, both included. */
  from?: string;
  to?: string;
}

type AuditRow = typeof auditLog.$inferSelect;

const nextDay = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

function conditionsOf(filters: JournalFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.person) {
    const id = journalPersonId(filters.person);
    const byName = ilike(auditLog.actorName, `%${escapeLike(filters.person)}%`);
    conditions.push(id === null ? byName : or(eq(auditLog.actorId, id), byName)!);
  }
  if (filters.action) conditions.push(eq(auditLog.action, filters.action));
  if (filters.target_type) conditions.push(eq(auditLog.targetType, filters.target_type));
  if (filters.target_id) conditions.push(eq(auditLog.targetId, filters.target_id));
  if (filters.from) conditions.push(gte(auditLog.at, fromParisDateTime(filters.from, '00:00')));
  if (filters.to) conditions.push(lt(auditLog.at, fromParisDateTime(nextDay(filters.to), '00:00')));
  return conditions;
}

export function toJournalEntry(row: AuditRow): TJournalEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor_id: row.actorId,
    actor_name: row.actorName,
    actor_role: row.actorRole,
    action: row.action,
    target_type: row.targetType,
    target_id: row.targetId,
    before: row.before ?? null,
    after: row.after ?? null,
  };
}

/**
 * One page of the journal, newest first: a keyset query on (at, id) after the cursor's entry,
 * reading one row more than it answers to know whether more follow (decision 042, as 021 for events).
 */
export async function findJournalPage(db: Database, filters: JournalFilters & { cursor?: string }, pageSize: number): Promise<TJournalPage> {
  const conditions = conditionsOf(filters);
  const cursor = filters.cursor ? decodeJournalCursor(filters.cursor) : null;
  if (cursor) conditions.push(sql`(${auditLog.at}, ${auditLog.id}) < (${new Date(cursor.atMs).toISOString()}::timestamptz, ${cursor.id})`);
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(pageSize + 1);
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  const hasMore = rows.length > pageSize;
  return {
    entries: page.map(toJournalEntry),
    has_more: hasMore,
    next_cursor: hasMore && last ? encodeJournalCursor({ atMs: last.at.getTime(), id: last.id }) : null,
  };
}

/** Every entry the filters select, newest first, up to `limit` (the CSV). */
export async function findJournalEntries(db: Database, filters: JournalFilters, limit: number): Promise<AuditRow[]> {
  return db
    .select()
    .from(auditLog)
    .where(and(...conditionsOf(filters)))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
}
