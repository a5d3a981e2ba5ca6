import type { ReactNode } from 'react';
import styles from './container.module.css';

export type ContainerProps = {
  /** 'narrow' for forms (login, contact), 'default' for content pages. */
  size?: 'narrow' | 'default';
  as?: 'div' | 'section';
  className?: string;
  children: ReactNode;
};

/** A page's content column with the site's margins and vertical rhythm. */
export function Container({ size = 'default', as: Element = 'div', className, children }: ContainerProps) {
  return <Element className={['container', styles.container, styles[size], className ?? ''].filter(Boolean).join(' ')}>{children}</Element>;
}
