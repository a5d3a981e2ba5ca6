import type { ReactNode } from 'react';
import styles from './scroll-region.module.css';

/**
 * A wide table on a narrow screen: it scrolls sideways inside this region, which keyboards can
 * focus (arrows then scroll it) and screen readers hear by its name; the hint under it says so on
 * small screens only.
 */
export function ScrollRegion({ label, hint, className, children }: { label: string; hint: string; className?: string; children: ReactNode }) {
  return (
    <>
      <div role="region" aria-label={label} tabIndex={0} className={[styles.region, className ?? ''].filter(Boolean).join(' ')}>
        {children}
      </div>
      <p className={styles.hint} aria-hidden="true">
        {hint}
      </p>
    </>
  );
}
