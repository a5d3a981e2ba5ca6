import type { THelloAssoWebhook } from '@action-plus/contract';
import type { PaymentRow } from './payment-repository';

const asIntentId = (value: unknown): string | undefined =>
  (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) || (typeof value === 'string' && /^\d{1,18}$/.test(value))
    ? String(value)
    : undefined;

/**
 * Which checkout intent a HelloAsso notification is about: the payment its metadata names (the
 * metadata the site gave the intent), else the intent id an Order (`data.checkoutIntentId`) or a
 * Payment (`data.order.checkoutIntentId`) carries. Only a hint: the intent is then read from
 * HelloAsso, so a forged notification can at most make the site check a real payment.
 */
export async function checkoutIntentIdOfNotification(
  notification: THelloAssoWebhook,
  findPayment: (paymentId: number) => Promise<PaymentRow | undefined>,
): Promise<string | undefined> {
  if (notification.eventType !== 'Order' && notification.eventType !== 'Payment') return undefined;
  const paymentId = Number(notification.metadata?.['paymentId']);
  if (Number.isSafeInteger(paymentId) && paymentId > 0 && paymentId <= 2_147_483_647) {
    const payment = await findPayment(paymentId);
    if (payment) return payment.checkoutIntentId;
  }
  const data = notification.data ?? {};
  const order = typeof data['order'] === 'object' && data['order'] !== null ? (data['order'] as Record<string, unknown>) : {};
  return asIntentId(data['checkoutIntentId']) ?? asIntentId(order['checkoutIntentId']);
}
