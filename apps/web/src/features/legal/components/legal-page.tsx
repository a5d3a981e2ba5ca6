import type { ReactNode } from 'react';
import { formatDate } from '#lib/dates';
import { usePageTitle } from '#lib/use-page-title';
import styles from './legal-page.module.css';

/** The day the legal texts were last reviewed: change it with them. */
export const LEGAL_TEXTS_UPDATED_ON = '2026-11-22';

/** The frame of a legal text: title, date of the last review, readable column. */
export function LegalPage({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  usePageTitle(title);
  return (
    <article className={`container ${styles.page}`} aria-labelledby="texte-legal-titre">
      <header className={styles.header}>
        <h1 id="texte-legal-titre">{title}</h1>
        <p className={styles.updated}>
          Dernière mise à jour&nbsp;: <time dateTime={LEGAL_TEXTS_UPDATED_ON}>{formatDate(LEGAL_TEXTS_UPDATED_ON)}</time>
        </p>
        {intro && <div className={styles.intro}>{intro}</div>}
      </header>
      <div className={styles.body}>{children}</div>
    </article>
  );
}

/** One titled part of a legal text. */
export function LegalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
