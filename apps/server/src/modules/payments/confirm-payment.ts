import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '#context';
import type { Transaction } from '#db/client';
import { payments } from '#db/schema';
import type { CheckoutIntent } from './helloasso-client';
import { judgeOrder } from './helloasso-order-state';
import { paymentPurposeHandler, type PaymentPurposeHandler } from './payment-purposes';
import { findPaymentByCheckoutIntentId, findPaymentById, type PaymentRow } from './payment-repository';
import { refundNoticeMails } from './refund-notice-mails';
import { recordAudit } from '../audit/record-audit';

export type PaymentConfirmation =
  /** This call moved the payment to paid and its purpose recorded what was paid. */
  | { outcome: 'recorded'; payment: PaymentRow; intent: CheckoutIntent }
  /** Already paid and recorded (by the other path, or a replay): nothing is recorded again. */
  | { outcome: 'already-paid'; payment: PaymentRow; intent?: CheckoutIntent }
  /** HelloAsso has no paid order for this intent (yet). */
  | { outcome: 'unpaid'; payment: PaymentRow; intent: CheckoutIntent }
  /** Paid in part, the rest on its way (a SEPA debit waiting for the bank): nothing recorded yet. */
  | { outcome: 'awaited'; payment: PaymentRow; intent: CheckoutIntent }
  /** The checkout was left or refused: marked abandoned (a later payment of it still records it). */
  | { outcome: 'abandoned'; payment: PaymentRow; intent?: CheckoutIntent }
  /** This call found the paid order taken back, and undid what was recorded. */
  | { outcome: 'refunded'; payment: PaymentRow; intent: CheckoutIntent }
  /** Already found refunded: nothing is done again. */
  | { outcome: 'already-refunded'; payment: PaymentRow; intent?: CheckoutIntent }
  /** The intent does not match the payment: another amount, another payment's metadata, a part only. Nothing is recorded. */
  | { outcome: 'mismatch'; payment: PaymentRow; intent?: CheckoutIntent }
  /** No payment of ours has this intent. */
  | { outcome: 'unknown' };

export interface ConfirmOptions {
  /**
   * Read the intent even when the payment is already paid, to find a refund or a chargeback: the
   * webhook and the reconciliation do; the payer's return does not (it only needs to know it is paid).
   */
  recheckPaid?: boolean;
  /** A pending payment whose intent has no paid order is marked abandoned when this is true (the payer left or was refused). */
  abandonUnpaid?: boolean;
  /** How the intent is read: HelloAsso's API by default; the return reads through recent-intent-reads.ts. */
  readIntent?: (checkoutIntentId: string) => Promise<CheckoutIntent | undefined>;
}

function handlerOf(payment: PaymentRow): PaymentPurposeHandler {
  const handler = paymentPurposeHandler(payment.purpose);
  if (!handler) throw new Error(`Aucun module n'enregistre les paiements « ${payment.purpose} ».`);
  return handler;
}

/** Runs `change` in a transaction whose mails are sent once it commits. */
async function withMails<T>(
  context: AppContext,
  change: (tx: Transaction, storeMails: (mails: Parameters<AppContext['mailer']['storeMails']>[1]) => Promise<void>) => Promise<T>,
) {
  const storedMails: number[] = [];
  const result = await context.db.transaction((tx) =>
    change(tx, async (mails) => {
      storedMails.push(...(await context.mailer.storeMails(tx, mails)));
    }),
  );
  if (storedMails.length > 0) context.mailer.sendStoredMails(storedMails);
  return result;
}

/** Pending (or abandoned, then paid after all) → paid, and the purpose records what was paid; once. */
async function recordPaid(context: AppContext, payment: PaymentRow, orderId: string): Promise<PaymentRow | undefined> {
  const handler = handlerOf(payment);
  return withMails(context, async (tx, storeMails) => {
    const [paid] = await tx
      .update(payments)
      .set({ status: 'paid', orderId, paidAt: new Date() })
      .where(and(eq(payments.id, payment.id), inArray(payments.status, ['pending', 'abandoned'])))
      .returning();
    if (!paid) return undefined;
    await handler.onPaid(tx, paid, { context, storeMails });
    return paid;
  });
}

/** Paid → refunded, the purpose undoes what it recorded, and the admins are told; once. */
async function recordReversal(context: AppContext, payment: PaymentRow, state: string): Promise<PaymentRow | undefined> {
  const handler = handlerOf(payment);
  return withMails(context, async (tx, storeMails) => {
    const [reversed] = await tx
      .update(payments)
      .set({ status: 'refunded', refundedAt: new Date(), refundState: state })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'paid')))
      .returning();
    if (!reversed) return undefined;
    const done = await handler.onReversed(tx, reversed, { context, storeMails });
    // Seen from HelloAsso (its notification or the reconciliation): the journal's actor is the system.
    await recordAudit(tx, {
      actor: null,
      action: 'payment.refund_seen',
      targetType: 'payment',
      targetId: reversed.id,
      before: { status: payment.status, amount_cents: reversed.amountCents, purpose: reversed.purpose },
      after: { status: reversed.status, refund_state: reversed.refundState, what_the_site_did: done },
    });
    await storeMails(await refundNoticeMails(tx, context.config.publicUrl, reversed, done));
    return reversed;
  });
}

/** Pending → abandoned, and the purpose marks what waited for it (the donation); once. */
async function markAbandoned(context: AppContext, payment: PaymentRow): Promise<boolean> {
  const handler = handlerOf(payment);
  return context.db.transaction(async (tx) => {
    const [abandoned] = await tx
      .update(payments)
      .set({ status: 'abandoned' })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
      .returning();
    if (!abandoned) return false;
    await handler.onAbandoned?.(tx, abandoned);
    return true;
  });
}

const reread = async (context: AppContext, payment: PaymentRow) => (await findPaymentById(context.db, payment.id)) ?? payment;

/**
 * What the return, the webhook and the reconciliation all do: read the intent from HelloAsso (never
 * trusting the return address or the notification), judge its order (helloasso-order-state.ts), then
 * move the payment with a conditional UPDATE in the transaction where its purpose records or undoes
 * what was paid: pending → paid (the purpose's `onPaid`), paid → refunded (`onReversed`, and the
 * admins are told), pending → abandoned. Whichever path comes first does it; the others (or a replay)
 * find it done: on PostgreSQL a second UPDATE waits for the first to commit and then matches no row.
 */
export async function confirmPayment(context: AppContext, checkoutIntentId: string, options: ConfirmOptions = {}): Promise<PaymentConfirmation> {
  const helloAsso = context.helloAsso;
  const payment = await findPaymentByCheckoutIntentId(context.db, checkoutIntentId);
  if (!payment || !helloAsso) return { outcome: 'unknown' };
  if (payment.status === 'failed') return { outcome: 'mismatch', payment };
  if (payment.status === 'refunded') return { outcome: 'already-refunded', payment };
  if (payment.status === 'paid' && !options.recheckPaid) return { outcome: 'already-paid', payment };

  const intent = await (options.readIntent ?? ((id: string) => helloAsso.readCheckoutIntent(id)))(checkoutIntentId);
  await context.db.update(payments).set({ checkedAt: new Date() }).where(eq(payments.id, payment.id));
  if (!intent) return { outcome: 'mismatch', payment };
  const verdict = judgeOrder(payment, intent);

  if (payment.status === 'paid') {
    if (verdict.kind !== 'reversed' && verdict.kind !== 'partial') return { outcome: 'already-paid', payment, intent };
    const reversed = await recordReversal(context, payment, verdict.kind === 'reversed' ? verdict.state : 'Refunded');
    return reversed
      ? { outcome: 'refunded', payment: await reread(context, reversed), intent }
      : { outcome: 'already-refunded', payment: await reread(context, payment), intent };
  }

  switch (verdict.kind) {
    case 'paid': {
      const recorded = await recordPaid(context, payment, verdict.orderId);
      return recorded
        ? { outcome: 'recorded', payment: await reread(context, recorded), intent }
        : { outcome: 'already-paid', payment: await reread(context, payment), intent };
    }
    case 'awaited':
      return { outcome: 'awaited', payment, intent };
    case 'reversed':
      // Refused (or refunded) before this site ever saw it paid: nothing was recorded, nothing to undo.
      await markAbandoned(context, payment);
      return { outcome: 'abandoned', payment: await reread(context, payment), intent };
    case 'unpaid':
      if (options.abandonUnpaid && (await markAbandoned(context, payment))) return { outcome: 'abandoned', payment: await reread(context, payment), intent };
      return { outcome: 'unpaid', payment, intent };
    default:
      return { outcome: 'mismatch', payment, intent };
  }
}
