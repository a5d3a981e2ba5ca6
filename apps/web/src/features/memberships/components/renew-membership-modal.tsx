import { useState, type FormEvent } from 'react';
import { centsToEuros, defaultOfferOf, eurosToCents, type TMemberListItem } from '@action-plus/contract';
import { Button, Modal, Select, useToast } from '#components/ui';
import { getErrorMessage } from '#lib/api-client';
import { useAssociation } from '#lib/association';
import { useRenewMembership } from '../api/renew-membership';
import { AmountField } from './amount-field';
import { MembershipPaymentFields, newPaymentDraft, readPaymentDraft, type PaymentErrors } from './membership-payment-fields';
import { durationOptionsOf, parseAmount } from './membership-options';
import styles from './membership-admin.module.css';
import { MEMBERSHIP_PAGE_MESSAGES } from '../messages';

/** Spec §9: in the renew form the amount is not set by the duration; it starts at the default offer's price (25 € at first). */
export function RenewMembershipModal({ member, onClose }: { member: TMemberListItem | null; onClose: () => void }) {
  return (
    <Modal isOpen={member !== null} onClose={onClose} title={member ? MEMBERSHIP_PAGE_MESSAGES.renewTitle(`${member.firstName} ${member.lastName}`) : ''}>
      {member && <RenewMembershipForm key={member.id} member={member} onDone={onClose} />}
    </Modal>
  );
}

function RenewMembershipForm({ member, onDone }: { member: TMemberListItem; onDone: () => void }) {
  const { dues } = useAssociation();
  const [duration, setDuration] = useState(() => String(defaultOfferOf(dues).durationMonths));
  const [amount, setAmount] = useState(() => String(centsToEuros(defaultOfferOf(dues).amountCents)));
  const [error, setError] = useState<string | null>(null);
  const [payment, setPayment] = useState(newPaymentDraft);
  const [paymentErrors, setPaymentErrors] = useState<PaymentErrors>({});
  const renew = useRenewMembership();
  const { showToast } = useToast();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseAmount(amount);
    const paid = readPaymentDraft(payment, parsed.error === undefined ? eurosToCents(parsed.amount) : 0);
    setError(parsed.error ?? paid.errors?.amount ?? null);
    setPaymentErrors(paid.errors ?? {});
    if (parsed.error !== undefined || paid.errors !== undefined) return;
    try {
      await renew.mutateAsync({ memberId: member.id, duration: Number(duration), amount: parsed.amount, ...paid.fields });
      showToast(MEMBERSHIP_PAGE_MESSAGES.renewed, { tone: 'success' });
      onDone();
    } catch (failure) {
      // Spec §8: the bare « Erreur lors du renouvellement » ; the server's reason, when it gave one, on a line of its own.
      const reason = getErrorMessage(failure, '');
      showToast(reason ? `${MEMBERSHIP_PAGE_MESSAGES.renewFailed}\n${reason}` : MEMBERSHIP_PAGE_MESSAGES.renewFailed, { tone: 'error' });
    }
  }

  const current = member.membership;
  return (
    <form onSubmit={handleSubmit} noValidate className={styles.form}>
      <p className={styles.formIntro}>
        {current && current.state !== 'lapsed'
          ? "L'adhésion en cours sera prolongée à partir de sa date de fin."
          : "La nouvelle période commencera aujourd'hui."}
      </p>
      <Select
        label={MEMBERSHIP_PAGE_MESSAGES.durationLabel}
        options={durationOptionsOf(dues)}
        value={duration}
        onChange={(event) => setDuration(event.target.value)}
        isRequired
      />
      <AmountField value={amount} onChange={setAmount} error={error} isRequired />
      <MembershipPaymentFields
        draft={payment}
        onChange={(draft) => {
          setPayment(draft);
          if (draft.choice === 'gratuit') setAmount('0');
        }}
        errors={paymentErrors}
      />
      <div className={styles.formActions}>
        <Button variant="outline" onClick={onDone}>
          {MEMBERSHIP_PAGE_MESSAGES.cancel}
        </Button>
        <Button type="submit" isLoading={renew.isPending} loadingText={MEMBERSHIP_PAGE_MESSAGES.renewBusy}>
          {MEMBERSHIP_PAGE_MESSAGES.renew}
        </Button>
      </div>
    </form>
  );
}
