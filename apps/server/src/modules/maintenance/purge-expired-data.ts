import { and, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import { DATA_RETENTION } from '@action-plus/contract';
import type { Database } from '#db/client';
import { auditLog, contactMessages, donations, mailOutbox, oneTimeTokens, payments, refreshTokens } from '#db/schema';
import { deleteEndedCounters } from '../throttling/rate-limit-counters';

const DAY_MS = 24 * 60 * 60 * 1000;

function monthsBefore(now: Date, months: number): Date {
  const limit = new Date(now);
  limit.setUTCMonth(limit.getUTCMonth() - months);
  return limit;
}

/** Deletes what the privacy page says the site no longer keeps; returns how many rows went. */
export async function purgeExpiredData(db: Database, now = new Date()) {
  const contactLimit = monthsBefore(now, DATA_RETENTION.contactMessagesMonths);
  const mailLimit = monthsBefore(now, DATA_RETENTION.mailsMonths);
  const tokenLimit = new Date(now.getTime() - DATA_RETENTION.spentTokensDays * DAY_MS);

  const contacts = await db
    .delete(contactMessages)
    .where(lt(sql`greatest(${contactMessages.createdAt}, coalesce(${contactMessages.repliedAt}, ${contactMessages.createdAt}))`, contactLimit))
    .returning({ id: contactMessages.id });
  const mails = await db.delete(mailOutbox).where(lt(mailOutbox.createdAt, mailLimit)).returning({ id: mailOutbox.id });
  const sessions = await db
    .delete(refreshTokens)
    .where(or(lt(refreshTokens.expiresAt, tokenLimit), and(isNotNull(refreshTokens.revokedAt), lt(refreshTokens.revokedAt, tokenLimit))))
    .returning({ id: refreshTokens.id });
  const links = await db
    .delete(oneTimeTokens)
    .where(or(lt(oneTimeTokens.expiresAt, tokenLimit), and(isNotNull(oneTimeTokens.usedAt), lt(oneTimeTokens.usedAt, tokenLimit))))
    .returning({ id: oneTimeTokens.id });
  const rateLimitCounters = await deleteEndedCounters(db, now);
  // Checkouts never paid, with the donor's name, address and e-mail: the payments first (they point
  // to the donations). A pending one this old has no order at HelloAsso any more.
  const checkoutLimit = new Date(now.getTime() - DATA_RETENTION.unpaidCheckoutsDays * DAY_MS);
  const unpaidPayments = await db
    .delete(payments)
    .where(and(inArray(payments.status, ['pending', 'abandoned', 'failed']), lt(payments.createdAt, checkoutLimit)))
    .returning({ id: payments.id });
  const unpaidDonations = await db
    .delete(donations)
    .where(and(inArray(donations.status, ['pending', 'abandoned']), lt(donations.createdAt, checkoutLimit)))
    .returning({ id: donations.id });

  // The journal of administrative acts: kept as long as the receipts and accounts it explains.
  const auditLimit = monthsBefore(now, DATA_RETENTION.auditLogYears * 12);
  const auditEntries = await db.delete(auditLog).where(lt(auditLog.at, auditLimit)).returning({ id: auditLog.id });

  return {
    auditEntries: auditEntries.length,
    unpaidPayments: unpaidPayments.length,
    unpaidDonations: unpaidDonations.length,
    contactMessages: contacts.length,
    mails: mails.length,
    refreshTokens: sessions.length,
    oneTimeTokens: links.length,
    rateLimitCounters,
  };
}
