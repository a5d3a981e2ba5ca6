import { and, asc, count, eq, gte, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '#db/client';
import { donations, events, invoices, memberships, payments, registrations, taxReceipts, users } from '#db/schema';

/**
 * The treasurer's queries, reading the tables directly. Instants are bounded by Paris's midnights
 * (computed by the caller); calendar dates ('YYYY-MM-DD') compare as they are.
 */

/** An instant range: from its first instant, up to (not including) `before`. */
export interface InstantRange {
  from: Date;
  before: Date;
}

/** A range of calendar days, both included. */
export interface DayRange {
  from: string;
  to: string;
}

/** Every membership covering at least one day of the range: who and when. */
export async function findMembershipsOverlapping(db: Database, days: DayRange) {
  return db
    .select({ userId: memberships.userId, startDate: memberships.startDate, endDate: memberships.endDate })
    .from(memberships)
    .where(and(lte(memberships.startDate, days.to), gte(memberships.endDate, days.from)));
}

/**
 * The dues recorded in the range: each membership invoice by the instant it was issued, which is
 * when the dues were paid and recorded (a renewal paid today that starts in three months is money of
 * today). Invoices outlive the memberships of deleted accounts, so they are the record. An invoice
 * issued late for a membership recorded before invoices existed (on its first download) counts on
 * the day the membership was recorded, as does a membership with no invoice yet: hence the earlier
 * of the two instants (LEAST skips the membership's when it is gone).
 */
export async function findDuesRecorded(db: Database, range: InstantRange) {
  const invoicedAt = sql<Date>`least(${invoices.issuedAt}, ${memberships.createdAt})`;
  // Dues HelloAsso refunded (or saw contested) are no money of the association (decision 034).
  const notRefunded = (membershipId: typeof invoices.membershipId | typeof memberships.id) =>
    sql`not exists (select 1 from ${payments} where ${payments.membershipId} = ${membershipId} and ${payments.status} = 'refunded')`;
  const [invoiced, notInvoiced] = await Promise.all([
    db
      .select({ at: invoicedAt.mapWith(invoices.issuedAt), amountCents: invoices.amountCents })
      .from(invoices)
      .leftJoin(memberships, eq(memberships.id, invoices.membershipId))
      .where(and(gte(invoicedAt, range.from), lt(invoicedAt, range.before), notRefunded(invoices.membershipId))),
    db
      .select({ at: memberships.createdAt, amountCents: memberships.amountCents })
      .from(memberships)
      .leftJoin(invoices, eq(invoices.membershipId, memberships.id))
      .where(and(isNull(invoices.id), gte(memberships.createdAt, range.from), lt(memberships.createdAt, range.before), notRefunded(memberships.id))),
  ]);
  return [...invoiced, ...notInvoiced];
}

/** Confirmed donations received within the days (by the day the money was received). */
export async function findConfirmedDonations(db: Database, days: DayRange) {
  return db
    .select({ receivedOn: donations.receivedOn, confirmedAt: donations.confirmedAt, amountCents: donations.amountCents })
    .from(donations)
    .where(
      and(
        eq(donations.status, 'confirmed'),
        // A confirmed donation always has its day of receipt; one without is placed by its confirmation, read by the caller.
        or(and(gte(donations.receivedOn, days.from), lte(donations.receivedOn, days.to)), isNull(donations.receivedOn)),
      ),
    );
}

/** The events starting in the range, with their participants (registrations, never a stored counter) and places. */
export async function findEventsWithAttendance(db: Database, range: InstantRange) {
  return db
    .select({
      id: events.id,
      title: events.title,
      startsAt: events.startsAt,
      capacity: events.maxParticipants,
      participants: count(registrations.id),
    })
    .from(events)
    .leftJoin(registrations, eq(registrations.eventId, events.id))
    .where(and(gte(events.startsAt, range.from), lt(events.startsAt, range.before)))
    .groupBy(events.id)
    .orderBy(asc(events.startsAt), asc(events.id));
}

/** The yearly declaration (article 222 bis): the total and number of the year's receipts not cancelled. */
export async function sumTaxReceiptsOfYear(db: Database, year: number) {
  const [row] = await db
    .select({ totalCents: sql<number>`coalesce(sum(${taxReceipts.amountCents}), 0)`.mapWith(Number), count: count() })
    .from(taxReceipts)
    .where(and(eq(taxReceipts.year, year), isNull(taxReceipts.cancelledAt)));
  return { totalCents: row?.totalCents ?? 0, count: row?.count ?? 0 };
}

/**
 * Memberships ending within the days whose member has no other membership continuing them (one
 * starting by the day after they end and ending later): those are the members to remind.
 */
export async function findMembershipsEndingUncontinued(db: Database, days: DayRange) {
  const later = sql`select 1 from ${memberships} as later
    where later.user_id = ${memberships.userId}
      and later.id <> ${memberships.id}
      and later.end_date > ${memberships.endDate}
      and later.start_date <= ${memberships.endDate} + 1`;
  return db
    .select({
      userId: users.id,
      membershipId: memberships.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      endDate: memberships.endDate,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(gte(memberships.endDate, days.from), lte(memberships.endDate, days.to), sql`not exists (${later})`))
    .orderBy(asc(memberships.endDate), asc(users.lastName), asc(users.firstName), asc(memberships.id));
}

/** The first year any figure exists for, or null on an empty database. */
export async function findEarliestYear(db: Database): Promise<number | null> {
  const result = await db.execute(sql`select least(
      (select min(${invoices.year}) from ${invoices}),
      (select extract(year from min(${memberships.startDate}))::int from ${memberships}),
      (select extract(year from min(${donations.receivedOn}))::int from ${donations}),
      (select min(${taxReceipts.year}) from ${taxReceipts})
    ) as year`);
  const row = (result as unknown as { rows: { year: number | string | null }[] }).rows[0];
  return row?.year === null || row?.year === undefined ? null : Number(row.year);
}

// ─── The accountant's exports ────────────────────────────────────────────────

/** The membership invoices of a year (numbered per year), with the HelloAsso payment that paid each, if any. */
export async function findInvoicesOfYear(db: Database, year: number) {
  return (
    db
      .select({
        invoiceId: invoices.id,
        number: invoices.number,
        issuedAt: invoices.issuedAt,
        billedName: invoices.billedName,
        billedEmail: invoices.billedEmail,
        membershipType: invoices.membershipType,
        periodStart: invoices.periodStart,
        periodEnd: invoices.periodEnd,
        amountCents: invoices.amountCents,
        paymentStatus: invoices.paymentStatus,
        paymentMethod: invoices.paymentMethod,
        paidOn: invoices.paidOn,
        paymentId: payments.id,
        paymentState: payments.status,
        paidAt: payments.paidAt,
        refundedAt: payments.refundedAt,
        orderId: payments.orderId,
      })
      .from(invoices)
      // A payment refunded or contested after it paid the invoice stays linked: the export says so.
      .leftJoin(
        payments,
        and(isNotNull(invoices.membershipId), eq(payments.membershipId, invoices.membershipId), inArray(payments.status, ['paid', 'refunded'])),
      )
      .where(eq(invoices.year, year))
      .orderBy(asc(invoices.sequence))
  );
}

/** The HelloAsso payments paid within the range, with the donor of a donation. */
export async function findPaidPayments(db: Database, range: InstantRange) {
  return db
    .select({
      id: payments.id,
      purpose: payments.purpose,
      paidAt: payments.paidAt,
      amountCents: payments.amountCents,
      orderId: payments.orderId,
      membershipType: payments.membershipType,
      donorFirstName: donations.donorFirstName,
      donorLastName: donations.donorLastName,
      donorEmail: donations.donorEmail,
      userFirstName: users.firstName,
      userLastName: users.lastName,
      userEmail: users.email,
    })
    .from(payments)
    .leftJoin(donations, eq(donations.id, payments.donationId))
    .leftJoin(users, eq(users.id, payments.userId))
    .where(and(eq(payments.status, 'paid'), gte(payments.paidAt, range.from), lt(payments.paidAt, range.before)))
    .orderBy(asc(payments.paidAt), asc(payments.id));
}

/**
 * The donations of a year, whatever their status: by the day the money was received, or, for one
 * not received yet (an online gift never paid), the instant it was created.
 */
export async function findDonationsOfYear(db: Database, days: DayRange, range: InstantRange) {
  return db
    .select({ donation: donations, receiptNumber: taxReceipts.number })
    .from(donations)
    .leftJoin(taxReceipts, eq(taxReceipts.donationId, donations.id))
    .where(
      or(
        and(gte(donations.receivedOn, days.from), lte(donations.receivedOn, days.to)),
        and(isNull(donations.receivedOn), gte(donations.createdAt, range.from), lt(donations.createdAt, range.before)),
      ),
    )
    .orderBy(sql`${donations.receivedOn} asc nulls last`, asc(donations.createdAt), asc(donations.id));
}

/** The tax receipts numbered in a year, in their order, cancelled ones included. */
export async function findTaxReceiptsOfYear(db: Database, year: number) {
  return db.select().from(taxReceipts).where(eq(taxReceipts.year, year)).orderBy(asc(taxReceipts.sequence));
}
