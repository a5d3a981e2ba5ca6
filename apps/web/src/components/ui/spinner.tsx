import { SHARED_MESSAGES } from '#config/messages';
import styles from './spinner.module.css';

export type SpinnerProps = {
  /** Announced to screen readers and shown beside the spinner, e.g. 'Chargement...'. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  /** Inside a busy button: purely visual, the button says what happens. */
  decorative?: boolean;
  /** Centres the spinner in a padded block (a page or a section loading). */
  isBlock?: boolean;
};

export function Spinner({ label = SHARED_MESSAGES.loading, size = 'md', decorative = false, isBlock = false }: SpinnerProps) {
  const circle = <span className={`${styles.circle} ${styles[size]}`} aria-hidden="true" />;
  if (decorative) return circle;
  return (
    <div role="status" className={isBlock ? `${styles.wrapper} ${styles.block}` : styles.wrapper}>
      {circle}
      <span className={styles.label}>{label}</span>
    </div>
  );
}
