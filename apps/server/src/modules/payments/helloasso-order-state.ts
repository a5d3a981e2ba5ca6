import type { CheckoutIntent } from './helloasso-client';
import type { PaymentRow } from './payment-repository';

/**
 * HelloAsso's payment states (API v5 `PaymentState`), by what they mean for the association's money.
 * A state in none of the three (Error, Abandoned, Unknown, Deleted…) brings nothing and takes nothing back.
 */
/** The money is taken: a card authorised, or paid out. */
const PAID_STATES = new Set(['Authorized', 'Processed']);
/** The money is on its way: a SEPA debit waiting for the bank, a card waiting for 3-D Secure. */
const AWAITED_STATES = new Set(['Pending', 'Init', 'Waiting', 'WaitingAuthentication', 'WaitingBankValidation', 'WaitingBankWithdraw']);
/** The money is taken back: refunded (or being refunded), refused after its authorisation, contested (a chargeback), cancelled. */
const REVERSED_STATES = ['Contested', 'Refunded', 'Refunding', 'Refused', 'Canceled'];

export type OrderVerdict =
  /** The intent is not this payment's, or its order is for another amount: nothing is recorded. */
  | { kind: 'mismatch' }
  /** No order, or an order without any payment: nothing is paid (yet). */
  | { kind: 'unpaid' }
  /** Paid in full by payments HelloAsso holds as paid. */
  | { kind: 'paid'; orderId: string }
  /** Paid in part, the rest on its way (a SEPA debit): shown as pending, recorded once it is all paid. */
  | { kind: 'awaited'; orderId: string }
  /** Paid in part, nothing else coming: never recorded (and reversed if it had been). */
  | { kind: 'partial'; orderId: string }
  /** What was paid has been taken back, in whole or in part: `state` says how. */
  | { kind: 'reversed'; orderId: string; state: string };

const centsOf = (amount: unknown) => (typeof amount === 'number' && Number.isSafeInteger(amount) && amount > 0 ? amount : 0);

/**
 * What HelloAsso's intent says of this payment, each amount checked on its own: the intent must be
 * the payment's (its id, and the metadata the site gave it), its order's total must be the payment's
 * amount, and the order's payments in a paid state must add up to that amount, no more, no less.
 */
export function judgeOrder(payment: PaymentRow, intent: CheckoutIntent): OrderVerdict {
  if (String(intent.id) !== payment.checkoutIntentId) return { kind: 'mismatch' };
  // The metadata is what the site sent when it created the intent, as HelloAsso kept it.
  if (Number(intent.metadata?.['paymentId']) !== payment.id) return { kind: 'mismatch' };
  const order = intent.order;
  if (!order || typeof order.id !== 'number') return { kind: 'unpaid' };
  if (order.amount?.total !== payment.amountCents) return { kind: 'mismatch' };
  const orderId = String(order.id);
  const orderPayments = Array.isArray(order.payments) ? order.payments : [];
  const sum = (states: { has: (state: string) => boolean }) =>
    orderPayments.filter((item) => states.has(item.state)).reduce((total, item) => total + centsOf(item.amount), 0);
  const paid = sum(PAID_STATES);
  const awaited = sum(AWAITED_STATES);
  const reversedStates = new Set(REVERSED_STATES);
  const reversed = sum(reversedStates);
  if (paid === payment.amountCents) return { kind: 'paid', orderId };
  if (paid > payment.amountCents) return { kind: 'mismatch' };
  if (reversed > 0) {
    // The most serious state first: a chargeback before a refund.
    const state = REVERSED_STATES.find((candidate) => orderPayments.some((item) => item.state === candidate))!;
    return { kind: 'reversed', orderId, state };
  }
  if (awaited > 0 && paid + awaited === payment.amountCents) return { kind: 'awaited', orderId };
  if (paid === 0 && awaited === 0) return { kind: 'unpaid' };
  return { kind: 'partial', orderId };
}
