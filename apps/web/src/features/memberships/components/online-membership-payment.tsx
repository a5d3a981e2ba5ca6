import { useId, useState, type FormEvent } from 'react';
import { DEFAULT_MEMBERSHIP, MEMBERSHIP_PRICES, formatEuros, priceForDuration } from '@action-plus/contract';
import { Alert, Button, Select } from '#components/ui';
import { getErrorMessage } from '#lib/api-client';
import { usePaymentAvailability } from '../api/get-payment-availability';
import { useStartMembershipCheckout } from '../api/start-membership-checkout';
import { MEMBERSHIP_ONLINE_PAYMENT_MESSAGES as MESSAGES } from '../messages';
import styles from './online-membership-payment.module.css';

const DURATION_OPTIONS = MEMBERSHIP_PRICES.map((price) => ({
  value: String(price.durationMonths),
  label: MESSAGES.durationOption(price.durationMonths, formatEuros(price.amountCents)),
}));

/**
 * The member renews (or joins) by paying online: they choose a duration, the server prices it and
 * answers HelloAsso's page, where the browser goes. Hidden when the site takes no payment online.
 */
export function OnlineMembershipPayment({ hasMembership }: { hasMembership: boolean }) {
  const availability = usePaymentAvailability();
  const checkout = useStartMembershipCheckout();
  const [duration, setDuration] = useState(String(DEFAULT_MEMBERSHIP.durationMonths));
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  if (availability.data?.online !== true) return null;

  const price = formatEuros(priceForDuration(Number(duration)) ?? DEFAULT_MEMBERSHIP.amountCents);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      const { redirectUrl } = await checkout.mutateAsync({ durationMonths: Number(duration) });
      window.location.assign(redirectUrl);
    } catch (failure) {
      setError(getErrorMessage(failure, MESSAGES.startFailed));
    }
  }

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        {hasMembership ? MESSAGES.renewTitle : MESSAGES.joinTitle}
      </h3>
      <form className={styles.form} onSubmit={handleSubmit} noValidate>
        <p className={styles.note}>{hasMembership ? MESSAGES.renewIntro : MESSAGES.joinIntro}</p>
        <Select label={MESSAGES.durationLabel} options={DURATION_OPTIONS} value={duration} onChange={(event) => setDuration(event.target.value)} isRequired />
        {error && <Alert tone="error">{error}</Alert>}
        <Button type="submit" isLoading={checkout.isPending || checkout.isSuccess} loadingText={MESSAGES.redirecting}>
          {MESSAGES.pay(price)}
        </Button>
        <p className={styles.note}>{MESSAGES.securedBy}</p>
      </form>
    </section>
  );
}
