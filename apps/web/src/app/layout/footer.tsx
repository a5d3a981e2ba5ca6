import { Link } from 'react-router';
import { ASSOCIATION, formatLegacyPostalAddress } from '@action-plus/contract';
import { OpeningHours } from '#components/association/opening-hours';
import { telephoneHref } from '#components/association/telephone-href';
import { PATHS } from '#config/paths';
import { BrandLogo } from './brand-logo';
import { LEGAL_LINKS } from './legal-line';
import { SHELL_MESSAGES } from '../messages';
import styles from './footer.module.css';

/** Shown on the home page only (spec §2). Every fact comes from the association's identity. */
export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section className={styles.about} aria-labelledby="pied-association">
          <h2 id="pied-association" className="visually-hidden">
            {ASSOCIATION.name}
          </h2>
          <BrandLogo tone="dark" />
          <p className={styles.description}>{ASSOCIATION.shortDescription}</p>
          <p className={styles.donate}>
            <Link to={PATHS.donate}>{SHELL_MESSAGES.donate}</Link>
          </p>
          <p className={styles.registration}>
            Association inscrite au {ASSOCIATION.registry}
            <br />
            N° d'inscription&nbsp;: <span className={styles.number}>{ASSOCIATION.registrationNumber}</span>
          </p>
        </section>

        <section aria-labelledby="pied-horaires">
          <h2 id="pied-horaires" className={styles.heading}>
            {SHELL_MESSAGES.openingHoursHeading}
          </h2>
          <OpeningHours className={styles.hours} rowClassName={styles.hoursRow} />
        </section>

        <section aria-labelledby="pied-contact">
          <h2 id="pied-contact" className={styles.heading}>
            {SHELL_MESSAGES.contactHeading}
          </h2>
          <address className={styles.contact}>
            <span>{formatLegacyPostalAddress()}</span>
            <a href={telephoneHref(ASSOCIATION.phone)}>{ASSOCIATION.phoneDisplay}</a>
            <a href={`mailto:${ASSOCIATION.email}`}>{ASSOCIATION.email}</a>
            <Link to={PATHS.contact}>{SHELL_MESSAGES.writeToUs}</Link>
          </address>
        </section>

        <nav aria-labelledby="pied-legal">
          <h2 id="pied-legal" className={styles.heading}>
            {SHELL_MESSAGES.legalHeading}
          </h2>
          <ul className={styles.legalLinks}>
            {LEGAL_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className={`container ${styles.copyright}`}>
        © {ASSOCIATION.foundedYear === new Date().getFullYear() ? ASSOCIATION.foundedYear : `${ASSOCIATION.foundedYear}–${new Date().getFullYear()}`}{' '}
        {ASSOCIATION.name}. {SHELL_MESSAGES.allRightsReserved}
      </p>
    </footer>
  );
}
