import type { ReactNode } from 'react';
import styles from './call-to-action.module.css';

export type CallToActionProps = {
  /** Id of the heading, which names the section. */
  titleId: string;
  title: ReactNode;
  /** One short paragraph saying why. */
  children: ReactNode;
  /** The buttons or links, centred below the text. */
  actions: ReactNode;
  tone?: 'primary' | 'secondary';
  /** The page's own section spacing. */
  className?: string;
};

/** A page's closing invitation: a centred, tinted panel with a heading, a sentence and its actions. */
export function CallToAction({ titleId, title, children, actions, tone = 'primary', className }: CallToActionProps) {
  return (
    <section className={className} aria-labelledby={titleId}>
      <div className="container">
        <div className={`${styles.panel} ${styles[tone]}`}>
          <h2 id={titleId}>{title}</h2>
          <p>{children}</p>
          <div className={styles.actions}>{actions}</div>
        </div>
      </div>
    </section>
  );
}
