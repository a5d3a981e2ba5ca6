import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DONATION_AMOUNTS, frenchNumber, DONATION_LIMITS, LIMITS, type TDonationCheckoutRequest } from '@action-plus/contract';
import { Alert, Button, TextField } from '#components/ui';
import { HydratedForm } from '#components/forms/hydrated-form';
import { lazyResolver } from '#components/forms/lazy-resolver';
import { getErrorMessage } from '#lib/api-client';
import { useStartDonationCheckout } from '../api/start-donation-checkout';
import { clearDonationDraft, loadDonationDraft, saveDonationDraft } from '../donation-draft';
import { amountOf, OTHER_AMOUNT } from '../lib/donation-choice';
import type { ZDonationFormSchema } from '../lib/donation-form-schema';
import { DONATION_PAGE_MESSAGES as M } from '../messages';
import styles from './donation-form.module.css';

type TDonationForm = z.input<typeof ZDonationFormSchema>;

const donationResolver = lazyResolver(() => import('../lib/donation-form-schema').then((module) => module.resolveDonationForm));

/**
 * The gift, once: a suggested amount or a free one, the donor's name, e-mail and postal address (a
 * receipt's mandatory mentions), then HelloAsso's payment page. `onRedirect` leaves for it, the form
 * kept in the tab; `draft` says what to do with it on return: `restore` after a refused or cancelled
 * payment, `clear` once one is received.
 */
export function DonationForm({
  issuesReceipts,
  onRedirect,
  draft,
}: {
  issuesReceipts: boolean;
  onRedirect: (url: string) => void;
  draft?: 'restore' | 'clear';
}) {
  const checkout = useStartDonationCheckout();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    reset,
    formState: { errors },
  } = useForm<TDonationForm, unknown, z.output<typeof ZDonationFormSchema>>({
    resolver: donationResolver,
    defaultValues: {
      choice: String(DONATION_AMOUNTS.defaultEuros),
      customAmount: '',
      firstName: '',
      lastName: '',
      email: '',
      address: '',
      postalCode: '',
      city: '',
      country: 'France',
    },
  });
  // After hydration only: the server renders the empty form, the browser then puts the draft back.
  useEffect(() => {
    if (draft === 'clear') clearDonationDraft();
    if (draft !== 'restore') return;
    const saved = loadDonationDraft();
    if (saved) reset(saved);
  }, [draft, reset]);
  const choice = watch('choice');
  const amount = amountOf(choice, watch('customAmount'));

  function onSubmit(form: z.output<typeof ZDonationFormSchema>) {
    setFailure(null);
    const { choice: chosen, customAmount, ...donor } = form;
    const request: TDonationCheckoutRequest = { ...donor, amount: amountOf(chosen, customAmount)! };
    checkout.mutate(request, {
      onSuccess: (answer) => {
        saveDonationDraft({ ...donor, country: donor.country ?? '', choice: chosen, customAmount });
        onRedirect(answer.redirect_url);
      },
      onError: (error) => setFailure(getErrorMessage(error, M.checkoutFailed)),
    });
  }

  return (
    <HydratedForm className={styles.form} onFocus={donationResolver.preload} onSubmit={handleSubmit(onSubmit)} noValidate aria-label={M.formLabel}>
      {failure && (
        <Alert tone="error" onDismiss={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      {/* Groups, not fieldsets: the form's own fieldset (HydratedForm) holds every field until hydration. */}
      <div className={styles.group}>
        <p id="montant-du-don" className={styles.legend}>
          {M.amountLegend}
        </p>
        <div className={styles.amounts} role="radiogroup" aria-labelledby="montant-du-don">
          {[...DONATION_AMOUNTS.suggestedEuros.map(String), OTHER_AMOUNT].map((value) => (
            <label key={value} className={styles.amount}>
              <input type="radio" value={value} {...register('choice')} />
              <span>{value === OTHER_AMOUNT ? M.otherAmount : M.suggestedAmount(Number(value))}</span>
            </label>
          ))}
        </div>
        {choice === OTHER_AMOUNT && (
          <TextField
            label={M.customAmountLabel}
            inputMode="decimal"
            isRequired
            maxLength={10}
            hint={`${DONATION_AMOUNTS.minEuros} € à ${frenchNumber(DONATION_AMOUNTS.maxEuros)} €`}
            error={errors.customAmount?.message}
            {...register('customAmount')}
          />
        )}
      </div>
      <div className={styles.group} role="group" aria-labelledby="coordonnees-du-donateur">
        <p id="coordonnees-du-donateur" className={styles.legend}>
          {M.donorLegend}
        </p>
        <p className={styles.hint}>{issuesReceipts ? M.donorHintWithReceipt : M.donorHint}</p>
        <div className={styles.row}>
          <TextField
            label={M.firstNameLabel}
            autoComplete="given-name"
            isRequired
            maxLength={LIMITS.nameMax}
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField
            label={M.lastNameLabel}
            autoComplete="family-name"
            isRequired
            maxLength={LIMITS.nameMax}
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </div>
        <TextField
          label={M.emailLabel}
          type="email"
          autoComplete="email"
          isRequired
          maxLength={LIMITS.emailMax}
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={M.addressLabel}
          autoComplete="street-address"
          isRequired
          maxLength={DONATION_LIMITS.addressMax}
          error={errors.address?.message}
          {...register('address')}
        />
        <div className={styles.row}>
          <TextField
            label={M.postalCodeLabel}
            autoComplete="postal-code"
            isRequired
            maxLength={DONATION_LIMITS.postalCodeMax}
            error={errors.postalCode?.message}
            {...register('postalCode')}
          />
          <TextField
            label={M.cityLabel}
            autoComplete="address-level2"
            isRequired
            maxLength={DONATION_LIMITS.cityMax}
            error={errors.city?.message}
            {...register('city')}
          />
        </div>
        <TextField
          label={M.countryLabel}
          autoComplete="country-name"
          maxLength={DONATION_LIMITS.countryMax}
          error={errors.country?.message}
          {...register('country')}
        />
      </div>
      <p className={styles.hint}>{M.requiredFieldsNote}</p>
      {issuesReceipts && <p className={styles.hint}>{M.receiptPromise}</p>}
      <Button type="submit" isLoading={checkout.isPending || checkout.isSuccess} loadingText={M.redirecting}>
        {M.submit(amount)}
      </Button>
      <p className={styles.hint}>{M.securePayment}</p>
    </HydratedForm>
  );
}
