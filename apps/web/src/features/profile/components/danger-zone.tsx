import { useState, type FormEvent } from 'react';
import { USER_MESSAGES } from '@action-plus/contract';
import { Alert, Button, Card, Modal, TextField } from '../../../components/ui';
import { PATHS } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/api-client';
import { useLogOutAndLeave } from '../../../lib/auth';
import { useDeleteAccount } from '../api/delete-account';
import styles from './profile-settings.module.css';

/** The word to type before the account goes: a click alone must not erase anyone. */
export const DELETE_CONFIRMATION_WORD = 'SUPPRIMER';
const DELETE_FAILED = "La suppression du compte a échoué. Veuillez réessayer.";

export function DangerZone() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Card as="section" title="Zone de danger" titleLevel={2} className={styles.danger}>
      <p>
        Supprimer votre compte efface définitivement vos informations personnelles, vos inscriptions aux événements et vos adhésions. Les
        factures déjà émises sont conservées dans la comptabilité de l'association, comme la loi l'exige.
      </p>
      <Button variant="danger" onClick={() => setIsOpen(true)}>
        Supprimer mon compte
      </Button>
      <Modal isOpen={isOpen} onClose={() => setIsOpen(false)} title="Supprimer mon compte" size="sm">
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
      setError(getErrorMessage(failure, DELETE_FAILED));
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate className={styles.form}>
      <p>Cette action est irréversible.</p>
      {error && <Alert tone="error">{error}</Alert>}
      <TextField
        label={`Pour confirmer, tapez ${DELETE_CONFIRMATION_WORD}`}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
      />
      <div className={styles.actions}>
        <Button variant="outline" onClick={onCancel}>
          Annuler
        </Button>
        <Button type="submit" variant="danger" disabled={!isConfirmed} isLoading={deleteAccount.isPending} loadingText="Suppression...">
          Supprimer définitivement
        </Button>
      </div>
    </form>
  );
}
