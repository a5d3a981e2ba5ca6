import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { Modal } from './modal';

export type ConfirmDeleteModalProps = {
  isOpen: boolean;
  onClose: () => void;
  onConfirm: () => void;
  /** The feature's words: the dialog's title, its two buttons and the button's while the deletion runs. */
  words: { heading: string; cancel: string; delete: string; busy: string };
  isBusy: boolean;
  /** What the server answered when the deletion failed; nothing while it has not. */
  error?: string | null;
  /** What is about to go, and any choice the deletion asks (the dates of a series). */
  children: ReactNode;
};

/** The confirmation before something is deleted for good: what goes, a way back, and the failure if any. */
export function ConfirmDeleteModal({ isOpen, onClose, onConfirm, words, isBusy, error, children }: ConfirmDeleteModalProps) {
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      size="sm"
      title={words.heading}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {words.cancel}
          </Button>
          <Button variant="danger" onClick={onConfirm} isLoading={isBusy} loadingText={words.busy}>
            {words.delete}
          </Button>
        </>
      }
    >
      {children}
      {error && <Alert tone="error">{error}</Alert>}
    </Modal>
  );
}
