import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import { RETENTION_NOTICE, centsToEuros, formatMemberNumber, toParisDate, type TPersonalDataExport } from '@action-plus/contract';
import type { Database } from '#db/client';
import { contactMessages, events, invoices, payments, registrations, waitingListEntries } from '#db/schema';
import { findDonationsOfOwner, toDonation } from '../donations/donation-repository';
import { findMembershipsOfUser, toMembershipResponse } from '../memberships/membership-repository';
import { listOwnedReceipts } from '../tax-receipts/tax-receipt-repository';
import { readMailPreferences } from './mail-consents-repository';
import { toPublicUser, type UserRow } from './user-repository';

/**
 * GDPR portability (art. 20) and access (art. 15): everything the site keeps about the person, as
 * one JSON document. Contact messages are theirs when sent while signed in to the account, or
 * from its address once that address is verified: an address anyone can type into a sign-up form
 * or a profile must not open someone else's messages and our replies.
 */
export async function exportPersonalData(db: Database, user: UserRow): Promise<TPersonalDataExport> {
  const today = toParisDate();
  const owner = { userId: user.id };
  const [eventRows, waitingRows, membershipRows, messageRows, paymentRows, donationRows, receipts, mailPreferences] = await Promise.all([
    db
      .select({ eventId: events.id, title: events.title, startsAt: events.startsAt, registeredAt: registrations.createdAt })
      .from(registrations)
      .innerJoin(events, eq(events.id, registrations.eventId))
      .where(eq(registrations.userId, user.id))
      .orderBy(asc(events.startsAt)),
    db
      .select({ eventId: events.id, title: events.title, startsAt: events.startsAt, joinedAt: waitingListEntries.createdAt })
      .from(waitingListEntries)
      .innerJoin(events, eq(events.id, waitingListEntries.eventId))
      .where(eq(waitingListEntries.userId, user.id))
      .orderBy(asc(events.startsAt)),
    findMembershipsOfUser(db, user.id),
    db
      .select()
      .from(contactMessages)
      .where(
        user.emailVerifiedAt
          ? or(eq(contactMessages.userId, user.id), sql`lower(${contactMessages.email}) = lower(${user.email})`)
          : eq(contactMessages.userId, user.id),
      )
      .orderBy(asc(contactMessages.createdAt)),
    db.select().from(payments).where(eq(payments.userId, user.id)).orderBy(asc(payments.createdAt)),
    findDonationsOfOwner(db, owner),
    listOwnedReceipts(db, owner),
    readMailPreferences(db, user.id),
  ]);
  const membershipIds = membershipRows.map((row) => row.membership.id);
  const invoiceRows = membershipIds.length
    ? await db.select().from(invoices).where(inArray(invoices.membershipId, membershipIds)).orderBy(asc(invoices.year), asc(invoices.sequence))
    : [];
  return {
    exported_at: new Date().toISOString(),
    account: {
      ...toPublicUser(user),
      memberNumber: formatMemberNumber(user.id, user.createdAt),
      googleAccountLinked: user.googleSubject !== null,
      hasPassword: user.passwordHash !== null,
    },
    registrations: eventRows.map((row) => ({
      event_id: row.eventId,
      event_title: row.title,
      event_date: row.startsAt.toISOString(),
      registered_at: row.registeredAt.toISOString(),
    })),
    waiting_lists: waitingRows.map((row) => ({
      event_id: row.eventId,
      event_title: row.title,
      event_date: row.startsAt.toISOString(),
      joined_at: row.joinedAt.toISOString(),
    })),
    memberships: membershipRows.map((row) => toMembershipResponse(row, today)),
    invoices: invoiceRows.map((invoice) => ({
      number: invoice.number,
      issued_at: invoice.issuedAt.toISOString(),
      membership_id: invoice.membershipId,
      amount: centsToEuros(invoice.amountCents),
      billed_name: invoice.billedName,
      billed_email: invoice.billedEmail,
    })),
    contact_messages: messageRows.map((message) => ({
      id: message.id,
      name: message.name,
      email: message.email,
      subject: message.subject,
      message: message.message,
      status: message.status,
      created_at: message.createdAt.toISOString(),
      reply_subject: message.replySubject,
      reply_message: message.replyMessage,
      replied_at: message.repliedAt?.toISOString() ?? null,
    })),
    payments: paymentRows.map((payment) => ({
      id: payment.id,
      purpose: payment.purpose,
      amount: centsToEuros(payment.amountCents),
      status: payment.status,
      created_at: payment.createdAt.toISOString(),
      paid_at: payment.paidAt?.toISOString() ?? null,
    })),
    donations: donationRows.map(toDonation),
    tax_receipts: receipts,
    mail_preferences: mailPreferences,
    /** How long the site keeps what is above (the privacy page says the same, from the same figures). */
    retention: { ...RETENTION_NOTICE },
  };
}
