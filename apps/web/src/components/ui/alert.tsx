import type { ReactNode } from 'react';
import styles from './alert.module.css';

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

export type AlertProps = {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** Extra content such as a 'Réessayer' button. */
  action?: ReactNode;
  onDismiss?: () => void;
  className?: string;
};

const ICONS: Record<AlertTone, string> = { info: 'i', success: '✓', warning: '!', error: '!' };

/** Errors and warnings interrupt screen readers (role=alert); news and successes wait (role=status). */
export function Alert({ tone = 'info', title, children, action, onDismiss, className }: AlertProps) {
  const isUrgent = tone === 'error' || tone === 'warning';
  return (
    <div role={isUrgent ? 'alert' : 'status'} className={[styles.alert, styles[tone], className ?? ''].filter(Boolean).join(' ')}>
      <span className={styles.icon} aria-hidden="true">
        {ICONS[tone]}
      </span>
      <div className={styles.body}>
        {title && <p className={styles.title}>{title}</p>}
        {children && <div className={styles.content}>{children}</div>}
        {action && <div className={styles.action}>{action}</div>}
      </div>
      {onDismiss && (
        <button type="button" className={styles.dismiss} onClick={onDismiss} aria-label="Fermer le message">
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
