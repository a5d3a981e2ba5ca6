import type { ReactNode } from 'react';
import { SHARED_MESSAGES } from '#config/messages';
import { useReveal } from '#lib/use-reveal';
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
  /** Brought into view when it appears: a result shown far from where the person looks (issue 23). */
  isRevealed?: boolean;
};

const ICON_PATHS: Record<AlertTone, string> = {
  info: 'M12 10.5v6M12 7.5v.01',
  success: 'M7.5 12.5l3 3 6-6.5',
  warning: 'M12 7v6M12 16.5v.01',
  error: 'M12 7v6M12 16.5v.01',
};

/** Errors and warnings interrupt screen readers (role=alert); news and successes wait (role=status). */
export function Alert({ tone = 'info', title, children, action, onDismiss, className, isRevealed = false }: AlertProps) {
  const isUrgent = tone === 'error' || tone === 'warning';
  const ref = useReveal<HTMLDivElement>(null, { isEnabled: isRevealed });
  return (
    <div ref={ref} role={isUrgent ? 'alert' : 'status'} className={[styles.alert, styles[tone], className ?? ''].filter(Boolean).join(' ')}>
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="11" />
        <path d={ICON_PATHS[tone]} />
      </svg>
      <div className={styles.body}>
        {title && <p className={styles.title}>{title}</p>}
        {children && <div className={styles.content}>{children}</div>}
        {action && <div className={styles.action}>{action}</div>}
      </div>
      {onDismiss && (
        <button type="button" className={styles.dismiss} onClick={onDismiss} aria-label={SHARED_MESSAGES.closeAlert}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
