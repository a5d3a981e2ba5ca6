import { useId, useState, type FormEvent } from 'react';
import { defaultOfferOf, formatEuros, priceOfDuration } from '@action-plus/contract';
import { Alert, Button, Select } from '#components/ui';
import { getErrorMessage } from '#lib/api-client';
import { useAssociation } from '#lib/association';
import { usePaymentAvailability } from '../api/get-payment-availability';
import { useStartMembershipCheckout } from '../api/start-membership-checkout';
import { MEMBERSHIP_ONLINE_PAYMENT_MESSAGES as MESSAGES } from '../messages';
import styles from './online-membership-payment.module.css';

/**
 * The member renews (or joins) by paying online: they choose one of the durations the association
 * offers (its settings' dues), the server prices it and answers HelloAsso's page, where the browser
 * goes. Hidden when the site takes no payment online.
 */
export function OnlineMembershipPayment({ hasMembership }: { hasMembership: boolean }) {
  const availability = usePaymentAvailability();
  const checkout = useStartMembershipCheckout();
  const { dues } = useAssociation();
  const [duration, setDuration] = useState(() => String(defaultOfferOf(dues).durationMonths));
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  if (availability.data?.online !== true) return null;

  // A duration no longer offered (the settings changed while the page was open) shows the default's price; the server refuses it in French.
  const price = formatEuros(priceOfDuration(dues, Number(duration)) ?? defaultOfferOf(dues).amountCents);
  const durationOptions = dues.offers.map((offer) => ({
    value: String(offer.durationMonths),
    label: MESSAGES.durationOption(offer.durationMonths, formatEuros(offer.amountCents)),
  }));

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
        <Select label={MESSAGES.durationLabel} options={durationOptions} value={duration} onChange={(event) => setDuration(event.target.value)} isRequired />
        {error && <Alert tone="error">{error}</Alert>}
        <Button type="submit" isLoading={checkout.isPending || checkout.isSuccess} loadingText={MESSAGES.redirecting}>
          {MESSAGES.pay(price)}
        </Button>
        <p className={styles.note}>{MESSAGES.securedBy}</p>
      </form>
    </section>
  );
}
