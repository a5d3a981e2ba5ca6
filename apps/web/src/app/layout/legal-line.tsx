import { Link } from 'react-router';
import { PATHS } from '#config/paths';
import { useAssociation } from '#lib/association';
import styles from './legal-line.module.css';
import { SHELL_MESSAGES } from '../messages';

/** The legal pages, in the full footer and the legal line alike. */
export const LEGAL_LINKS = [
  { to: PATHS.legalNotice, label: SHELL_MESSAGES.legalNotice },
  { to: PATHS.privacy, label: SHELL_MESSAGES.privacy },
  { to: PATHS.terms, label: SHELL_MESSAGES.terms },
] as const;

/**
 * The bottom of every page but the home page (which has the full footer, spec §2): the legal
 * notices, the privacy policy and the terms, which French law wants reachable from every page.
 */
export function LegalLine() {
  const { identity } = useAssociation();
  return (
    <footer className={styles.line}>
      <nav aria-label={SHELL_MESSAGES.legalHeading} className="container">
        <ul className={styles.links}>
          <li className={styles.name}>{identity.name}</li>
          {LEGAL_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}
