import type { ReactNode } from 'react';
import styles from './eyebrow.module.css';

/** The short pill-shaped line above a page's main heading that says where the reader stands. */
export function Eyebrow({ children }: { children: ReactNode }) {
  return <p className={styles.eyebrow}>{children}</p>;
}
