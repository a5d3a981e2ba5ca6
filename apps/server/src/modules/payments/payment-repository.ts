import { and, desc, eq, gte } from 'drizzle-orm';
import type { Database, Transaction } from '#db/client';
import { donations, payments, users } from '#db/schema';

export type PaymentRow = typeof payments.$inferSelect;

export async function findPaymentByCheckoutIntentId(db: Database | Transaction, checkoutIntentId: string): Promise<PaymentRow | undefined> {
  const [payment] = await db.select().from(payments).where(eq(payments.checkoutIntentId, checkoutIntentId));
  return payment;
}

export async function findPaymentById(db: Database | Transaction, paymentId: number): Promise<PaymentRow | undefined> {
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  return payment;
}

/** The paid orders HelloAsso took back since `since`, with who paid: the treasurer's list. */
export async function findRecentRefunds(db: Database, since: Date) {
  return db
    .select({
      payment: payments,
      donorFirstName: donations.donorFirstName,
      donorLastName: donations.donorLastName,
      userFirstName: users.firstName,
      userLastName: users.lastName,
    })
    .from(payments)
    .leftJoin(donations, eq(donations.id, payments.donationId))
    .leftJoin(users, eq(users.id, payments.userId))
    .where(and(eq(payments.status, 'refunded'), gte(payments.refundedAt, since)))
    .orderBy(desc(payments.refundedAt), desc(payments.id));
}
