import type { ReactNode } from 'react';
import { Button, Modal } from '#components/ui';
import styles from './association-settings.module.css';
import { ASSOCIATION_SETTINGS_PAGE_MESSAGES as M } from '../messages';

type ConfirmDialogProps = {
  isOpen: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Asks before a change that is heavy with consequences: the design system's Modal, with « Annuler » first. */
export function ConfirmDialog({ isOpen, title, children, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Modal
      isOpen={isOpen}
      onClose={onCancel}
      title={title}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onCancel}>
            {M.cancel}
          </Button>
          <Button onClick={onConfirm}>{confirmLabel}</Button>
        </>
      }
    >
      <div className={styles.dialogText}>{children}</div>
    </Modal>
  );
}
