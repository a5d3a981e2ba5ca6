import {
  MEMBERSHIP_PAYMENT_METHOD_LABELS,
  RECORDED_MEMBERSHIP_PAYMENT_METHODS,
  ZMembershipPaidOnSchema,
  resolveRecordedPayment,
  toParisDate,
  type TMembershipPaymentFields,
  type TRecordedMembershipPaymentMethod,
} from '@action-plus/contract';
import { Select, TextField, type SelectOption } from '#components/ui';
import { MEMBERSHIP_PAYMENT_PAGE_MESSAGES as M } from '../messages';

/** The select's value for dues not paid yet: the API's absent method. */
export const DUE_CHOICE = 'a_regler';
export type TPaymentChoice = TRecordedMembershipPaymentMethod | typeof DUE_CHOICE | '';

export interface PaymentDraft {
  choice: TPaymentChoice;
  paidOn: string;
}

export const newPaymentDraft = (): PaymentDraft => ({ choice: '', paidOn: toParisDate() });

const PAYMENT_OPTIONS: SelectOption[] = [
  { value: DUE_CHOICE, label: M.dueOption },
  ...RECORDED_MEMBERSHIP_PAYMENT_METHODS.map((method) => ({ value: method, label: MEMBERSHIP_PAYMENT_METHOD_LABELS[method] })),
];

export const isPaidChoice = (choice: TPaymentChoice) => choice !== '' && choice !== DUE_CHOICE && choice !== 'gratuit';

export type PaymentErrors = { method?: string; paidOn?: string; amount?: string };

/**
 * The payment fields of a request, or the errors to show next to each field: the contract's rules
 * (a real day, not in the future; 0 € is free and free is 0 €), checked before the API checks them again.
 */
export function readPaymentDraft(
  draft: PaymentDraft,
  amountCents: number,
): { fields: TMembershipPaymentFields; errors?: undefined } | { errors: PaymentErrors } {
  if (draft.choice === '') return { errors: { method: M.methodRequired } };
  const paidOn = isPaidChoice(draft.choice) ? draft.paidOn : undefined;
  if (paidOn !== undefined) {
    const parsed = ZMembershipPaidOnSchema.safeParse(paidOn);
    if (!parsed.success) return { errors: { paidOn: parsed.error.issues[0]?.message } };
  }
  const fields: TMembershipPaymentFields = { paymentMethod: draft.choice === DUE_CHOICE ? null : draft.choice, ...(paidOn ? { paidOn } : {}) };
  const resolved = resolveRecordedPayment(fields, amountCents, toParisDate());
  if (resolved.error !== undefined) return { errors: resolved.field === 'amount' ? { amount: resolved.error } : { paidOn: resolved.error } };
  return { fields };
}

/** The method (or « Pas encore payée ») and, for money received, the day: today unless the admin says otherwise. */
export function MembershipPaymentFields({ draft, onChange, errors }: { draft: PaymentDraft; onChange: (draft: PaymentDraft) => void; errors: PaymentErrors }) {
  return (
    <>
      <Select
        label={M.methodLabel}
        options={PAYMENT_OPTIONS}
        placeholder={M.methodPlaceholder}
        value={draft.choice}
        onChange={(event) => onChange({ ...draft, choice: event.target.value as TPaymentChoice })}
        isRequired
        hint={draft.choice === 'gratuit' ? M.freeAmountNote : M.methodHint}
        error={errors.method}
      />
      {isPaidChoice(draft.choice) && (
        <TextField
          label={M.paidOnLabel}
          type="date"
          max={toParisDate()}
          isRequired
          value={draft.paidOn}
          onChange={(event) => onChange({ ...draft, paidOn: event.target.value })}
          error={errors.paidOn}
        />
      )}
    </>
  );
}
