import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DONATION_LIMITS, DONATION_METHOD_LABELS, LIMITS, RECORDED_DONATION_METHODS, ZRecordDonationRequestSchema, toParisDate } from '@action-plus/contract';
import { Button, Select, TextField, useToast } from '#components/ui';
import { getErrorMessage } from '#lib/api-client';
import { useRecordDonation } from '../api/record-donation';
import { DONATION_PAGE_MESSAGES as M } from '../messages';
import styles from './donations-admin.module.css';

type TRecordForm = Omit<z.input<typeof ZRecordDonationRequestSchema>, 'amount'> & { amount: string };

/** A gift received by cheque, transfer, cash or direct debit, recorded by an admin. */
export function RecordDonationForm() {
  const recordDonation = useRecordDonation();
  const { showToast } = useToast();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<TRecordForm>({
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      address: '',
      postalCode: '',
      city: '',
      country: 'France',
      amount: '',
      method: 'cheque',
      receivedOn: toParisDate(),
    },
  });

  function onSubmit(form: TRecordForm) {
    const parsed = ZRecordDonationRequestSchema.safeParse({ ...form, amount: Number(form.amount.trim().replace(',', '.')) || undefined });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) setError(issue.path[0] as keyof TRecordForm, { message: issue.message });
      return;
    }
    recordDonation.mutate(parsed.data, {
      onSuccess: (donation) => {
        showToast(donation.receipt_number ? `${M.recorded} Reçu fiscal n° ${donation.receipt_number}.` : M.recorded, { tone: 'success' });
        reset();
      },
      onError: (error) => showToast(getErrorMessage(error, M.recordFailed), { tone: 'error' }),
    });
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate aria-labelledby="enregistrer-un-don">
      <h2 id="enregistrer-un-don">{M.recordTitle}</h2>
      <p className={styles.hint}>{M.recordHint}</p>
      <div className={styles.row}>
        <TextField label={M.amountLabel} inputMode="decimal" isRequired maxLength={10} error={errors.amount?.message} {...register('amount')} />
        <Select
          label={M.methodLabel}
          isRequired
          options={RECORDED_DONATION_METHODS.map((method) => ({ value: method, label: DONATION_METHOD_LABELS[method] }))}
          error={errors.method?.message}
          {...register('method')}
        />
        <TextField label={M.receivedOnLabel} type="date" isRequired error={errors.receivedOn?.message} {...register('receivedOn')} />
      </div>
      <div className={styles.row}>
        <TextField label={M.firstNameLabel} isRequired maxLength={LIMITS.nameMax} error={errors.firstName?.message} {...register('firstName')} />
        <TextField label={M.lastNameLabel} isRequired maxLength={LIMITS.nameMax} error={errors.lastName?.message} {...register('lastName')} />
        <TextField label={M.emailLabel} type="email" isRequired maxLength={LIMITS.emailMax} error={errors.email?.message} {...register('email')} />
      </div>
      <div className={styles.row}>
        <TextField label={M.addressLabel} isRequired maxLength={DONATION_LIMITS.addressMax} error={errors.address?.message} {...register('address')} />
        <TextField
          label={M.postalCodeLabel}
          isRequired
          maxLength={DONATION_LIMITS.postalCodeMax}
          error={errors.postalCode?.message}
          {...register('postalCode')}
        />
        <TextField label={M.cityLabel} isRequired maxLength={DONATION_LIMITS.cityMax} error={errors.city?.message} {...register('city')} />
      </div>
      <TextField label={M.countryLabel} maxLength={DONATION_LIMITS.countryMax} error={errors.country?.message} {...register('country')} />
      <Button type="submit" isLoading={recordDonation.isPending}>
        {M.recordSubmit}
      </Button>
    </form>
  );
}
