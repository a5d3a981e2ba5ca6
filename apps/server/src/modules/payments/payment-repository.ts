import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '#db/client';
import { payments } from '#db/schema';

export type PaymentRow = typeof payments.$inferSelect;

export async function findPaymentByCheckoutIntentId(db: Database | Transaction, checkoutIntentId: string): Promise<PaymentRow | undefined> {
  const [payment] = await db.select().from(payments).where(eq(payments.checkoutIntentId, checkoutIntentId));
  return payment;
}

export async function findPaymentById(db: Database | Transaction, paymentId: number): Promise<PaymentRow | undefined> {
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  return payment;
}
