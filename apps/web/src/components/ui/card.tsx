import type { HTMLAttributes, ReactNode } from 'react';
import styles from './card.module.css';

export type CardProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  /** `article` for self-contained items (an event, a message), `section` for a titled area. */
  as?: 'div' | 'article' | 'section' | 'li';
  title?: ReactNode;
  /** Heading level of the title, so cards fit the page's outline. */
  titleLevel?: 2 | 3 | 4;
  /** An image or visual on top, edge to edge. */
  media?: ReactNode;
  footer?: ReactNode;
  isInteractive?: boolean;
};

export function Card({ as: Element = 'div', title, titleLevel = 3, media, footer, isInteractive, className, children, ...props }: CardProps) {
  const Heading = `h${titleLevel}` as const;
  return (
    <Element className={[styles.card, isInteractive ? styles.interactive : '', className ?? ''].filter(Boolean).join(' ')} {...props}>
      {media && <div className={styles.media}>{media}</div>}
      <div className={styles.body}>
        {title && <Heading className={styles.title}>{title}</Heading>}
        {children}
      </div>
      {footer && <div className={styles.footer}>{footer}</div>}
    </Element>
  );
}
