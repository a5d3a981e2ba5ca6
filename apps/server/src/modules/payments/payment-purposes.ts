import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PAYMENT_MESSAGES, PAYMENT_RESULT_PARAMETER, type TMembershipType, type TPaymentPurpose } from '@action-plus/contract';
import type { AppContext } from '#context';
import type { Transaction } from '#db/client';
import { payments } from '#db/schema';
import { serviceUnavailable } from '#lib/errors';
import type { OutgoingMail } from '../mail/mailer';
import type { PaymentRow } from './payment-repository';

export type { PaymentRow };

/** What `onPaid` may use besides the transaction: the app's services, and mails sent once it commits. */
export interface PaidPaymentTools {
  context: AppContext;
  /** Stores mails in the payment's transaction; they are sent after it commits, never if it rolls back. */
  storeMails: (mails: OutgoingMail[]) => Promise<void>;
}

export interface PaymentPurposeHandler {
  /**
   * Records what was paid (the membership, the donation), in the transaction that moved the payment
   * from pending to paid: called exactly once per payment, whichever of the return and the webhook
   * arrives first and however often. Throwing rolls the payment back to pending.
   */
  onPaid: (tx: Transaction, payment: PaymentRow, tools: PaidPaymentTools) => Promise<void>;
  /**
   * Undoes what `onPaid` recorded once HelloAsso says the money was taken back (refunded, refused
   * after its authorisation, contested), in the transaction that moved the payment from paid to
   * refunded: called once per payment. Returns what the treasurer's notice says was done.
   */
  onReversed: (tx: Transaction, payment: PaymentRow, tools: PaidPaymentTools) => Promise<string>;
  /** Marks what waited for a checkout the payer left or was refused (the pending donation), in the transaction that marks the payment abandoned. */
  onAbandoned?: (tx: Transaction, payment: PaymentRow) => Promise<void>;
}

const purposes = new Map<TPaymentPurpose, PaymentPurposeHandler>();

/**
 * Called by the module that owns a purpose (memberships here, donations in the donations module),
 * when its routes are registered: a later call for the same purpose replaces the handler.
 */
export function registerPaymentPurpose(purpose: TPaymentPurpose, handler: PaymentPurposeHandler): void {
  purposes.set(purpose, handler);
}

export function paymentPurposeHandler(purpose: TPaymentPurpose): PaymentPurposeHandler | undefined {
  return purposes.get(purpose);
}

/** Whether the site takes payments online: HelloAsso's three settings are given. */
export function isOnlinePaymentEnabled(context: Pick<AppContext, 'helloAsso'>): boolean {
  return context.helloAsso !== undefined;
}

export interface StartCheckoutRequest {
  purpose: TPaymentPurpose;
  /** Computed by the server (the contract's prices, the donation form's checked amount), never the browser's word. */
  amountCents: number;
  /** What HelloAsso shows the payer (at most 250 characters). */
  itemName: string;
  payer: { firstName: string; lastName: string; email: string };
  userId?: number;
  membershipType?: TMembershipType;
  durationMonths?: number;
  donationId?: number;
  /** The site's page the payer comes back to, a path such as `/profil`; the result is added as `?paiement=…`. */
  returnPath: string;
}

/** A path of this site only: the return never sends the payer elsewhere. */
export function isSitePath(path: unknown): path is string {
  return typeof path === 'string' && /^\/(?![/\\])[\w\-./]{0,200}$/.test(path) && !path.includes('..');
}

/** The page the payer comes back to, with the result as its query parameter. */
export function resultAddress(publicUrl: string, returnPath: string, result: string): string {
  return `${publicUrl}${returnPath}?${PAYMENT_RESULT_PARAMETER}=${result}`;
}

/** Where HelloAsso sends the payer back after paying or failing: the return route, which reads the intent. */
export const PAYMENT_RETURN_ROUTE = '/api/payments/return';

/**
 * Starts an online payment: inserts the `payments` row (pending, with the amount the server
 * computed), asks HelloAsso for a checkout intent whose metadata names the payment, the member and
 * what is paid, stores the intent's id and answers the page where the payer pays. 503 when online
 * payment is not configured or HelloAsso does not answer, 502 when it refuses; the row is then
 * marked failed. The purpose's module creates what it needs first (G: the pending donation).
 */
export async function startCheckout(context: AppContext, request: StartCheckoutRequest): Promise<{ redirectUrl: string }> {
  const helloAsso = context.helloAsso;
  if (!helloAsso) throw serviceUnavailable(PAYMENT_MESSAGES.unavailable);
  if (!isSitePath(request.returnPath)) throw new Error(`startCheckout : returnPath doit être un chemin du site (${request.returnPath}).`);
  if (!Number.isInteger(request.amountCents) || request.amountCents <= 0) throw new Error(`startCheckout : montant invalide (${request.amountCents}).`);
  const { publicUrl } = context.config;
  // The intent's id is known only once HelloAsso answers: a unique placeholder holds its column until then.
  const [payment] = await context.db
    .insert(payments)
    .values({
      purpose: request.purpose,
      checkoutIntentId: `en-attente-${randomUUID()}`,
      amountCents: request.amountCents,
      userId: request.userId ?? null,
      membershipType: request.membershipType ?? null,
      durationMonths: request.durationMonths ?? null,
      donationId: request.donationId ?? null,
    })
    .returning();
  try {
    const intent = await helloAsso.createCheckoutIntent({
      totalAmount: request.amountCents,
      initialAmount: request.amountCents,
      itemName: request.itemName.slice(0, 250),
      backUrl: resultAddress(publicUrl, request.returnPath, 'annule'),
      errorUrl: `${publicUrl}${PAYMENT_RETURN_ROUTE}`,
      returnUrl: `${publicUrl}${PAYMENT_RETURN_ROUTE}`,
      containsDonation: request.purpose === 'donation',
      payer: request.payer,
      metadata: {
        paymentId: payment!.id,
        purpose: request.purpose,
        userId: request.userId ?? null,
        email: request.payer.email,
        amountCents: request.amountCents,
        ...(request.membershipType ? { membershipType: request.membershipType } : {}),
        ...(request.durationMonths ? { durationMonths: request.durationMonths } : {}),
        ...(request.donationId ? { donationId: request.donationId } : {}),
        returnPath: request.returnPath,
      },
    });
    await context.db
      .update(payments)
      .set({ checkoutIntentId: String(intent.id) })
      .where(eq(payments.id, payment!.id));
    return { redirectUrl: intent.redirectUrl };
  } catch (error) {
    await context.db.update(payments).set({ status: 'failed' }).where(eq(payments.id, payment!.id));
    throw error;
  }
}
