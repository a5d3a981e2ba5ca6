import { useState, type FormEvent } from 'react';
import { USER_MESSAGES } from '@action-plus/contract';
import { Alert, Button, Card, Modal, TextField } from '#components/ui';
import { PATHS } from '#config/paths';
import { getErrorMessage } from '#lib/api-client';
import { useLogOutAndLeave } from '#lib/auth';
import { useDeleteAccount } from '../api/delete-account';
import { PROFILE_PAGE_MESSAGES } from '../messages';
import styles from './profile-settings.module.css';

/** The word to type before the account goes: a click alone must not erase anyone. */
export const DELETE_CONFIRMATION_WORD = 'SUPPRIMER';

export function DangerZone() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Card as="section" title={PROFILE_PAGE_MESSAGES.dangerTitle} titleLevel={2} className={styles.danger}>
      <p>
        Supprimer votre compte efface définitivement vos informations personnelles, vos inscriptions aux événements et vos adhésions. Les factures déjà émises
        sont conservées dans la comptabilité de l'association, comme la loi l'exige.
      </p>
      <Button variant="danger" onClick={() => setIsOpen(true)}>
        {PROFILE_PAGE_MESSAGES.deleteAccount}
      </Button>
      <Modal isOpen={isOpen} onClose={() => setIsOpen(false)} title={PROFILE_PAGE_MESSAGES.deleteAccount} size="sm">
        {isOpen && <DeleteAccountForm onCancel={() => setIsOpen(false)} />}
      </Modal>
    </Card>
  );
}

function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const deleteAccount = useDeleteAccount();
  const logOutAndLeave = useLogOutAndLeave();
  const isConfirmed = confirmation.trim() === DELETE_CONFIRMATION_WORD;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!isConfirmed) return;
    setError(null);
    try {
      const { message } = await deleteAccount.mutateAsync();
      await logOutAndLeave(PATHS.home, { message: message || USER_MESSAGES.accountDeleted }).catch(() => undefined);
    } catch (failure) {
      setError(getErrorMessage(failure, PROFILE_PAGE_MESSAGES.deleteFailed));
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate className={styles.form}>
      <p>{PROFILE_PAGE_MESSAGES.deleteIrreversible}</p>
      {error && <Alert tone="error">{error}</Alert>}
      <TextField
        label={PROFILE_PAGE_MESSAGES.deleteConfirmationLabel(DELETE_CONFIRMATION_WORD)}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
      />
      <div className={styles.actions}>
        <Button variant="outline" onClick={onCancel}>
          {PROFILE_PAGE_MESSAGES.cancel}
        </Button>
        <Button type="submit" variant="danger" disabled={!isConfirmed} isLoading={deleteAccount.isPending} loadingText={PROFILE_PAGE_MESSAGES.deleteBusy}>
          {PROFILE_PAGE_MESSAGES.deleteSubmit}
        </Button>
      </div>
    </form>
  );
}
