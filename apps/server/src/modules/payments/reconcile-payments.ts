import { and, desc, eq, gte, inArray, not, like, or } from 'drizzle-orm';
import { PAYMENT_RECONCILIATION, type TPaymentReconciliation } from '@action-plus/contract';
import type { AppContext } from '#context';
import { payments } from '#db/schema';
import { confirmPayment } from './confirm-payment';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export type ReconciliationCounts = Omit<TPaymentReconciliation, 'message'>;

/**
 * Repairs what a lost notification left behind (decision 034): re-reads from HelloAsso every payment
 * still pending or abandoned (until the purge takes it) and every one paid within the last 60 days,
 * and lets `confirmPayment` record a paid order, undo a refunded or contested one, or mark abandoned
 * a checkout left for more than a day. Each change is a conditional UPDATE, so running this on
 * several instances, or beside the webhook, records each change once.
 */
export async function reconcilePayments(context: AppContext, now = new Date()): Promise<ReconciliationCounts> {
  const counts: ReconciliationCounts = { checked: 0, recorded: 0, refunded: 0, abandoned: 0, failed: 0 };
  if (!context.helloAsso) return counts;
  const paidSince = new Date(now.getTime() - PAYMENT_RECONCILIATION.paidWithinDays * DAY_MS);
  const abandonBefore = new Date(now.getTime() - PAYMENT_RECONCILIATION.abandonedAfterHours * HOUR_MS);
  const due = await context.db
    .select({ checkoutIntentId: payments.checkoutIntentId, createdAt: payments.createdAt })
    .from(payments)
    .where(
      and(
        // A row whose intent was never created holds a placeholder, not HelloAsso's id.
        not(like(payments.checkoutIntentId, 'en-attente-%')),
        or(inArray(payments.status, ['pending', 'abandoned']), and(eq(payments.status, 'paid'), gte(payments.paidAt, paidSince))),
      ),
    )
    .orderBy(desc(payments.createdAt));
  for (const payment of due) {
    try {
      const confirmation = await confirmPayment(context, payment.checkoutIntentId, { recheckPaid: true, abandonUnpaid: payment.createdAt < abandonBefore });
      counts.checked += 1;
      if (confirmation.outcome === 'recorded') counts.recorded += 1;
      if (confirmation.outcome === 'refunded') counts.refunded += 1;
      if (confirmation.outcome === 'abandoned') counts.abandoned += 1;
    } catch {
      // HelloAsso did not answer for this one: the next run asks again.
      counts.failed += 1;
    }
  }
  return counts;
}
