import { and, asc, countDistinct, desc, eq, gte, lte } from 'drizzle-orm';
import {
  centsToEuros,
  memberStatusOf,
  membershipStateOf,
  membershipStatusOf,
  type TMemberListItem,
  type TMembership,
  type TMembershipPaymentMethod,
  type TMembershipPaymentStatus,
  type TMembershipState,
} from '@action-plus/contract';
import type { Database, Transaction } from '#db/client';
import { invoices, memberships, users } from '#db/schema';

export type MembershipRow = typeof memberships.$inferSelect;
type Executor = Database | Transaction;

/**
 * Members whose membership runs on `today` (Paris's calendar date): the states `active` and
 * `expiring-soon` of `membershipStateOf`, from its first to its last day; a member with overlapping
 * memberships (a renewal) counts once, an upcoming or lapsed one not at all.
 */
export async function countMembersActiveOn(db: Executor, today: string): Promise<number> {
  const [row] = await db
    .select({ count: countDistinct(memberships.userId) })
    .from(memberships)
    .where(and(lte(memberships.startDate, today), gte(memberships.endDate, today)));
  return row?.count ?? 0;
}

const withStatus = (state: TMembershipState) => ({ state, status: membershipStatusOf(state) });

/** What a membership is shown with from its invoice: the number and how the dues were settled. */
export const invoiceSummaryColumns = {
  invoiceNumber: invoices.number,
  paymentStatus: invoices.paymentStatus,
  paymentMethod: invoices.paymentMethod,
  paidOn: invoices.paidOn,
};

type InvoiceSummary = {
  invoiceNumber: string | null;
  paymentStatus: TMembershipPaymentStatus | null;
  paymentMethod: TMembershipPaymentMethod | null;
  paidOn: string | null;
};
export type MembershipWithInvoice = { membership: MembershipRow } & InvoiceSummary;

export function toMembershipResponse({ membership: row, ...invoice }: MembershipWithInvoice, today: string): TMembership {
  return {
    id: row.id,
    membership_type: row.membershipType,
    start_date: row.startDate,
    end_date: row.endDate,
    duration_months: row.durationMonths,
    renewal_count: row.renewalCount,
    ...withStatus(membershipStateOf(row, today)),
    amount: centsToEuros(row.amountCents),
    invoice_number: invoice.invoiceNumber,
    payment_status: invoice.paymentStatus,
    payment_method: invoice.paymentMethod,
    paid_on: invoice.paidOn,
  };
}

/** A member's memberships with their invoice numbers, the most recent first. */
export async function findMembershipsOfUser(db: Executor, userId: number) {
  return db
    .select({ membership: memberships, ...invoiceSummaryColumns })
    .from(memberships)
    .leftJoin(invoices, eq(invoices.membershipId, memberships.id))
    .where(eq(memberships.userId, userId))
    .orderBy(desc(memberships.startDate), desc(memberships.id));
}

/** The id of the account a membership belongs to; undefined for no such membership. */
export async function findMembershipOwner(db: Database, membershipId: number): Promise<number | undefined> {
  const [row] = await db.select({ userId: memberships.userId }).from(memberships).where(eq(memberships.id, membershipId));
  return row?.userId;
}

/** The membership a renewal extends: the one ending last, including one not started yet. */
export function pickLatestEndingMembership<T extends { membership: MembershipRow }>(rows: readonly T[]): T | null {
  return rows.reduce<T | null>(
    (latest, row) =>
      !latest ||
      row.membership.endDate > latest.membership.endDate ||
      (row.membership.endDate === latest.membership.endDate && row.membership.id > latest.membership.id)
        ? row
        : latest,
    null,
  );
}

/**
 * Every member once, with their current or latest membership: two queries whatever the number of
 * members, joined here.
 */
export async function listMembers(db: Database, today: string): Promise<TMemberListItem[]> {
  const [people, allMemberships] = await Promise.all([
    db.select().from(users).orderBy(asc(users.lastName), asc(users.firstName), asc(users.id)),
    db
      .select({ membership: memberships, ...invoiceSummaryColumns })
      .from(memberships)
      .leftJoin(invoices, eq(invoices.membershipId, memberships.id))
      .orderBy(asc(memberships.userId), asc(memberships.id)),
  ]);
  const membershipsByUser = new Map<number, (typeof allMemberships)[number][]>();
  for (const row of allMemberships) {
    const list = membershipsByUser.get(row.membership.userId) ?? [];
    list.push(row);
    membershipsByUser.set(row.membership.userId, list);
  }
  return people.map((person) => {
    return toMemberListItem(person, membershipsByUser.get(person.id) ?? [], today);
  });
}

/** One member as the list shows them; `rows` are their memberships in creation order. */
export function toMemberListItem(person: typeof users.$inferSelect, rows: readonly MembershipWithInvoice[], today: string): TMemberListItem {
  const status = memberStatusOf(
    rows.map((row) => ({ ...row, startDate: row.membership.startDate, endDate: row.membership.endDate })),
    today,
  );
  const current = status.membership;
  // Rows are in creation order: the last one is the latest membership recorded, whose invoice the list offers.
  const last = rows.at(-1);
  return {
    id: person.id,
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    username: person.username,
    created_at: person.createdAt.toISOString(),
    lastMembershipId: last?.membership.id ?? null,
    membership: current ? toMembershipResponse(current, today) : null,
    state: status.state,
    covered_until: status.coveredUntil,
  };
}
