import { useSearchParams } from 'react-router';
import { PAYMENT_RESULT_MESSAGES, PAYMENT_RESULT_PARAMETER, isPaymentResult, type TPaymentResult } from '@action-plus/contract';
import { Alert, type AlertTone } from '#components/ui';

const TONES: Record<TPaymentResult, AlertTone> = { recu: 'success', 'en-attente': 'info', annule: 'warning', invalide: 'error', patienter: 'info' };

/** The result the server's payment return put in the address (`?paiement=…`), or null. */
export function useMembershipPaymentResult(): TPaymentResult | null {
  const [searchParams] = useSearchParams();
  const value = searchParams.get(PAYMENT_RESULT_PARAMETER);
  return isPaymentResult(value) ? value : null;
}

/**
 * What the member reads back from HelloAsso. Only words: the server recorded (or not) the
 * membership after reading the order from HelloAsso itself, whatever this address says.
 */
export function MembershipPaymentResult({ result }: { result: TPaymentResult }) {
  return <Alert tone={TONES[result]}>{PAYMENT_RESULT_MESSAGES.membership[result]}</Alert>;
}
