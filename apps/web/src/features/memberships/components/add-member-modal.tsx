import { useState, type FormEvent } from 'react';
import {
  DEFAULT_MEMBERSHIP_TYPE,
  EMAIL_SHAPE,
  MEMBERSHIP_MESSAGES,
  centsToEuros,
  defaultOfferOf,
  eurosToCents,
  priceOfDuration,
  type TMembershipType,
} from '@action-plus/contract';
import { Alert, Button, Modal, Select, TextField, useToast } from '#components/ui';
import { getErrorMessage } from '#lib/api-client';
import { useAssociation } from '#lib/association';
import { useAddMember } from '../api/add-member';
import { AmountField } from './amount-field';
import { MembershipPaymentFields, newPaymentDraft, readPaymentDraft, type PaymentErrors } from './membership-payment-fields';
import { TYPE_OPTIONS, describeFailure, durationOptionsOf, parseAmount } from './membership-options';
import styles from './membership-admin.module.css';
import { MEMBERSHIP_PAGE_MESSAGES } from '../messages';

const REQUIRED_FIELDS = ['firstName', 'lastName', 'email', 'username'] as const;
type TPersonFields = Record<(typeof REQUIRED_FIELDS)[number], string>;
const EMPTY_PERSON: TPersonFields = { firstName: '', lastName: '', email: '', username: '' };

export function AddMemberModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={MEMBERSHIP_PAGE_MESSAGES.addMember} size="lg">
      {isOpen && <AddMemberForm onDone={onClose} />}
    </Modal>
  );
}

function AddMemberForm({ onDone }: { onDone: () => void }) {
  const { dues } = useAssociation();
  const [person, setPerson] = useState(EMPTY_PERSON);
  const [membershipType, setMembershipType] = useState<TMembershipType>(DEFAULT_MEMBERSHIP_TYPE);
  const [duration, setDuration] = useState(() => String(defaultOfferOf(dues).durationMonths));
  const [amount, setAmount] = useState(() => String(centsToEuros(defaultOfferOf(dues).amountCents)));
  const [formError, setFormError] = useState<string | null>(null);
  const [amountError, setAmountError] = useState<string | null>(null);
  const [payment, setPayment] = useState(newPaymentDraft);
  const [paymentErrors, setPaymentErrors] = useState<PaymentErrors>({});
  const addMember = useAddMember();
  const { showToast } = useToast();

  // Spec §2: the button waits until the four required fields hold something.
  const areRequiredFieldsFilled = REQUIRED_FIELDS.every((field) => person[field].trim() !== '');

  const setField = (field: keyof TPersonFields) => (event: { target: { value: string } }) =>
    setPerson((current) => ({ ...current, [field]: event.target.value }));

  function handleDurationChange(value: string) {
    setDuration(value);
    // Spec §9: in the add form, choosing a duration sets its price.
    const cents = priceOfDuration(dues, Number(value));
    if (cents !== undefined) setAmount(String(centsToEuros(cents)));
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!areRequiredFieldsFilled) {
      setFormError(MEMBERSHIP_PAGE_MESSAGES.requiredFields);
      return;
    }
    if (!EMAIL_SHAPE.test(person.email.trim())) {
      setFormError(MEMBERSHIP_MESSAGES.invalidEmail);
      return;
    }
    const parsed = parseAmount(amount);
    const paid = readPaymentDraft(payment, parsed.error === undefined ? eurosToCents(parsed.amount) : 0);
    setAmountError(parsed.error ?? paid.errors?.amount ?? null);
    setPaymentErrors(paid.errors ?? {});
    if (parsed.error !== undefined || paid.errors !== undefined) return;
    setFormError(null);
    try {
      await addMember.mutateAsync({
        firstName: person.firstName.trim(),
        lastName: person.lastName.trim(),
        email: person.email.trim(),
        username: person.username.trim(),
        membershipType,
        duration: Number(duration),
        amount: parsed.amount,
        ...paid.fields,
      });
      showToast(MEMBERSHIP_PAGE_MESSAGES.memberAdded, { tone: 'success' });
      onDone();
    } catch (failure) {
      const reason = getErrorMessage(failure, failure instanceof Error ? failure.message : '');
      showToast(describeFailure(MEMBERSHIP_PAGE_MESSAGES.addMemberFailed, reason || null), { tone: 'error', durationMs: 6000 });
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate className={styles.form}>
      <p className={styles.formIntro}>{MEMBERSHIP_PAGE_MESSAGES.invitationNote}</p>
      {formError && <Alert tone="error">{formError}</Alert>}
      <div className={styles.formRow}>
        <TextField
          label={MEMBERSHIP_PAGE_MESSAGES.firstNameLabel}
          autoComplete="off"
          isRequired
          required
          value={person.firstName}
          onChange={setField('firstName')}
        />
        <TextField
          label={MEMBERSHIP_PAGE_MESSAGES.lastNameLabel}
          autoComplete="off"
          isRequired
          required
          value={person.lastName}
          onChange={setField('lastName')}
        />
      </div>
      <div className={styles.formRow}>
        <TextField
          label={MEMBERSHIP_PAGE_MESSAGES.emailLabel}
          type="email"
          autoComplete="off"
          isRequired
          required
          value={person.email}
          onChange={setField('email')}
        />
        <TextField
          label={MEMBERSHIP_PAGE_MESSAGES.usernameLabel}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          isRequired
          required
          value={person.username}
          onChange={setField('username')}
        />
      </div>
      <div className={styles.formRow}>
        <Select
          label={MEMBERSHIP_PAGE_MESSAGES.typeLabel}
          options={TYPE_OPTIONS}
          value={membershipType}
          onChange={(event) => setMembershipType(event.target.value as TMembershipType)}
        />
        <Select
          label={MEMBERSHIP_PAGE_MESSAGES.durationLabel}
          options={durationOptionsOf(dues)}
          value={duration}
          onChange={(event) => handleDurationChange(event.target.value)}
        />
        <AmountField value={amount} onChange={setAmount} error={amountError} />
      </div>
      <div className={styles.formRow}>
        <MembershipPaymentFields
          draft={payment}
          onChange={(draft) => {
            setPayment(draft);
            // A free membership costs nothing: its amount follows.
            if (draft.choice === 'gratuit') setAmount('0');
          }}
          errors={paymentErrors}
        />
      </div>
      <div className={styles.formActions}>
        <Button variant="outline" onClick={onDone}>
          {MEMBERSHIP_PAGE_MESSAGES.cancel}
        </Button>
        <Button type="submit" disabled={!areRequiredFieldsFilled} isLoading={addMember.isPending} loadingText={MEMBERSHIP_PAGE_MESSAGES.addBusy}>
          {MEMBERSHIP_PAGE_MESSAGES.addSubmit}
        </Button>
      </div>
    </form>
  );
}
