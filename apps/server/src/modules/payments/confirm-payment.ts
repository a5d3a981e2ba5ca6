import { and, eq } from 'drizzle-orm';
import type { AppContext } from '#context';
import { payments } from '#db/schema';
import type { CheckoutIntent } from './helloasso-client';
import { paymentPurposeHandler } from './payment-purposes';
import { findPaymentByCheckoutIntentId, type PaymentRow } from './payment-repository';

/** The states of an order's payment that mean the money is taken (a card authorised, or paid out). */
const PAID_PAYMENT_STATES = new Set(['Authorized', 'Processed']);

export type PaymentConfirmation =
  /** This call moved the payment to paid and its purpose recorded what was paid. */
  | { outcome: 'recorded'; payment: PaymentRow; intent: CheckoutIntent }
  /** Already paid and recorded (by the other path, or a replay): nothing is recorded again. */
  | { outcome: 'already-paid'; payment: PaymentRow; intent?: CheckoutIntent }
  /** HelloAsso has no paid order for this intent (yet). */
  | { outcome: 'unpaid'; payment: PaymentRow; intent: CheckoutIntent }
  /** The intent does not match the payment: another amount, another payment's metadata. Nothing is recorded. */
  | { outcome: 'mismatch'; payment: PaymentRow; intent?: CheckoutIntent }
  /** No payment of ours has this intent. */
  | { outcome: 'unknown' };

/** Why an intent's order does not prove this payment paid, or undefined when it does. */
function orderProblem(payment: PaymentRow, intent: CheckoutIntent): 'unpaid' | 'mismatch' | undefined {
  if (String(intent.id) !== payment.checkoutIntentId) return 'mismatch';
  // The metadata is what the site sent when it created the intent, as HelloAsso kept it.
  if (Number(intent.metadata?.['paymentId']) !== payment.id) return 'mismatch';
  const order = intent.order;
  if (!order || typeof order.id !== 'number') return 'unpaid';
  if (order.amount?.total !== payment.amountCents) return 'mismatch';
  const paidCents = (order.payments ?? []).filter((item) => PAID_PAYMENT_STATES.has(item.state)).reduce((sum, item) => sum + (Number(item.amount) || 0), 0);
  if (paidCents === 0) return 'unpaid';
  if (paidCents !== payment.amountCents) return 'mismatch';
  return undefined;
}

/**
 * What the return and the webhook both do: read the intent from HelloAsso (never trusting the
 * return address or the notification), check that its order pays this payment in full, then move
 * the payment from pending to paid with a conditional UPDATE and let its purpose record what was
 * paid, in one transaction. Whichever path comes first records; the other (or a replay) finds the
 * payment paid: on PostgreSQL the second UPDATE waits for the first to commit and then matches no
 * row, so the purpose's `onPaid` runs exactly once.
 */
export async function confirmPayment(
  context: AppContext,
  checkoutIntentId: string,
  /** How the intent is read: HelloAsso's API by default; the return reads through recent-intent-reads.ts. */
  readIntent: (checkoutIntentId: string) => Promise<CheckoutIntent | undefined> = (id) => context.helloAsso!.readCheckoutIntent(id),
): Promise<PaymentConfirmation> {
  const helloAsso = context.helloAsso;
  const payment = await findPaymentByCheckoutIntentId(context.db, checkoutIntentId);
  if (!payment || !helloAsso) return { outcome: 'unknown' };
  if (payment.status === 'paid') return { outcome: 'already-paid', payment };
  if (payment.status !== 'pending') return { outcome: 'mismatch', payment };

  const intent = await readIntent(checkoutIntentId);
  if (!intent) return { outcome: 'mismatch', payment };
  const problem = orderProblem(payment, intent);
  if (problem) return { outcome: problem, payment, intent };

  const handler = paymentPurposeHandler(payment.purpose);
  if (!handler) throw new Error(`Aucun module n'enregistre les paiements « ${payment.purpose} ».`);
  const storedMails: number[] = [];
  const recorded = await context.db.transaction(async (tx) => {
    const [paid] = await tx
      .update(payments)
      .set({ status: 'paid', orderId: String(intent.order!.id), paidAt: new Date() })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
      .returning();
    if (!paid) return undefined;
    await handler.onPaid(tx, paid, {
      context,
      storeMails: async (mails) => {
        storedMails.push(...(await context.mailer.storeMails(tx, mails)));
      },
    });
    return paid;
  });
  if (!recorded) {
    const [current] = await context.db.select().from(payments).where(eq(payments.id, payment.id));
    return { outcome: 'already-paid', payment: current ?? payment, intent };
  }
  if (storedMails.length > 0) context.mailer.sendStoredMails(storedMails);
  const [current] = await context.db.select().from(payments).where(eq(payments.id, payment.id));
  return { outcome: 'recorded', payment: current ?? recorded, intent };
}
