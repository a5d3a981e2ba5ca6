import { useState, type FormEvent } from 'react';
import {
  MEMBERSHIP_PAYMENT_MESSAGES,
  MEMBERSHIP_PAYMENT_METHOD_LABELS,
  RECORDED_MEMBERSHIP_PAYMENT_METHODS,
  toParisDate,
  type TMarkMembershipPaidRequest,
  type TMembership,
} from '@action-plus/contract';
import { Button, Select, TextField, useToast, type SelectOption } from '#components/ui';
import { getErrorMessage } from '#lib/api-client';
import { useMarkMembershipPaid } from '../api/mark-membership-paid';
import { MEMBERSHIP_PAYMENT_PAGE_MESSAGES as M } from '../messages';
import { newPaymentDraft, readPaymentDraft, type PaymentErrors } from './membership-payment-fields';
import { describeFailure } from './membership-options';
import styles from './membership-admin.module.css';

const PAID_OPTIONS: SelectOption[] = RECORDED_MEMBERSHIP_PAYMENT_METHODS.filter((method) => method !== 'gratuit').map((method) => ({
  value: method,
  label: MEMBERSHIP_PAYMENT_METHOD_LABELS[method],
}));

/** Dues « À régler » (or never recorded) marked paid: the method and the day, today by default. */
export function MarkMembershipPaidForm({ membership, onDone }: { membership: TMembership; onDone: () => void }) {
  const [draft, setDraft] = useState(newPaymentDraft);
  const [errors, setErrors] = useState<PaymentErrors>({});
  const markPaid = useMarkMembershipPaid();
  const { showToast } = useToast();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const read = readPaymentDraft(draft, Math.round(membership.amount * 100));
    setErrors(read.errors ?? {});
    if (read.errors !== undefined) return;
    try {
      const answer = await markPaid.mutateAsync({ membershipId: membership.id, ...(read.fields as TMarkMembershipPaidRequest) });
      showToast(answer.message, { tone: 'success' });
      onDone();
    } catch (failure) {
      showToast(describeFailure(M.markPaidFailed, getErrorMessage(failure, '') || null), { tone: 'error' });
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate className={styles.form}>
      <Select
        label={M.methodLabel}
        options={PAID_OPTIONS}
        placeholder={M.methodPlaceholder}
        value={draft.choice}
        onChange={(event) => setDraft({ ...draft, choice: event.target.value as typeof draft.choice })}
        isRequired
        error={errors.method && MEMBERSHIP_PAYMENT_MESSAGES.methodRequired}
      />
      <TextField
        label={M.paidOnLabel}
        type="date"
        max={toParisDate()}
        isRequired
        value={draft.paidOn}
        onChange={(event) => setDraft({ ...draft, paidOn: event.target.value })}
        error={errors.paidOn ?? errors.amount}
      />
      <div className={styles.formActions}>
        <Button type="submit" isLoading={markPaid.isPending} loadingText={M.markPaidBusy}>
          {M.markPaidSubmit}
        </Button>
      </div>
    </form>
  );
}
