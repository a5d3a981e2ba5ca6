import { sql, type SQL } from 'drizzle-orm';
import { ASSOCIATION_TIME_ZONE, toParisDate, type TAnnouncementKind, type TAnnouncementSegment } from '@action-plus/contract';
import type { Database, Transaction } from '#db/client';

export interface Recipient {
  userId: number;
  email: string;
}

/**
 * Who a segment holds, as a condition on the account `u`. Paris's calendar day decides who is a
 * member today and which year a lapse or a gift belongs to.
 */
const isActiveMember = (today: string) =>
  sql`exists (select 1 from memberships m where m.user_id = u.id and m.start_date <= ${today}::date and m.end_date >= ${today}::date)`;

/** The account `u` chose mails of the kind (an SQL value: a parameter, or an announcement's column). */
const consentsTo = (kind: SQL) => sql`exists (select 1 from mail_consents c where c.user_id = u.id and c.kind = ${kind} and c.consented)`;

function segmentCondition(segment: TAnnouncementSegment, today: string): SQL {
  switch (segment.type) {
    case 'consenting':
      return sql`true`;
    case 'active_members':
      return isActiveMember(today);
    case 'lapsed_members': {
      // Ended this calendar year, and neither running nor renewed ahead: a member who came back is not « lapsed ».
      const yearStart = `${today.slice(0, 4)}-01-01`;
      return sql`exists (select 1 from memberships m where m.user_id = u.id and m.end_date >= ${yearStart}::date and m.end_date < ${today}::date)
        and not exists (select 1 from memberships m where m.user_id = u.id and m.end_date >= ${today}::date)`;
    }
    case 'event_participants':
      return sql`exists (select 1 from registrations r where r.user_id = u.id and r.event_id = ${segment.event_id})`;
    case 'event_waiting_list':
      return sql`exists (select 1 from waiting_list_entries w where w.user_id = u.id and w.event_id = ${segment.event_id})`;
    case 'donors_of_year':
      return sql`exists (select 1 from donations d where d.user_id = u.id and d.status = 'confirmed' and d.cancelled_at is null
        and extract(year from coalesce(d.received_on, (d.confirmed_at at time zone ${ASSOCIATION_TIME_ZONE})::date)) = ${segment.year})`;
  }
}

/**
 * The whole rule of who receives an announcement, in SQL: accounts with a confirmed address, in the
 * segment, and, for every kind but `membership`, that chose the kind (the consent is intersected
 * whatever the segment). `membership` goes to the active members only, whatever their choices: any
 * other segment with it reaches nobody (the contract refuses it before). Each account once; an
 * address is one account's (unique whatever its case).
 */
function recipientsCondition(kind: TAnnouncementKind, segment: TAnnouncementSegment, today: string): SQL {
  const consent = kind === 'membership' ? (segment.type === 'active_members' ? sql`true` : sql`false`) : consentsTo(sql`${kind}`);
  return sql`u.email_verified_at is not null and ${consent} and ${segmentCondition(segment, today)}`;
}

/**
 * Whether the account `u` still receives a copy written for it, of an announcement of kind `kind`
 * (an SQL value), when the copy leaves, hours after the writing: its address still confirmed, and
 * the kind still chosen, or for a `membership` information, a member still.
 */
export function stillReceives(kind: SQL, today: string): SQL {
  return sql`u.email_verified_at is not null and case when ${kind} = 'membership' then ${isActiveMember(today)} else ${consentsTo(kind)} end`;
}

/** How many accounts the announcement would reach now. */
export async function countRecipients(
  db: Database | Transaction,
  kind: TAnnouncementKind,
  segment: TAnnouncementSegment,
  today = toParisDate(),
): Promise<number> {
  const result = await db.execute(sql`select count(*)::integer as count from users u where ${recipientsCondition(kind, segment, today)}`);
  return Number((result as unknown as { rows: { count: number }[] }).rows[0]?.count ?? 0);
}

/** The next `limit` recipients after the account `afterUserId`, by account id: the outbox's writing resumes from its cursor. */
export async function findRecipientsAfter(
  db: Database | Transaction,
  options: { kind: TAnnouncementKind; segment: TAnnouncementSegment; afterUserId: number; limit: number; today?: string },
): Promise<Recipient[]> {
  const today = options.today ?? toParisDate();
  const result = await db.execute(
    sql`select u.id as "userId", u.email as email from users u
        where u.id > ${options.afterUserId} and ${recipientsCondition(options.kind, options.segment, today)}
        order by u.id limit ${options.limit}`,
  );
  return (result as unknown as { rows: Recipient[] }).rows.map((row) => ({ userId: Number(row.userId), email: row.email }));
}
