import { Link } from 'react-router';
import { formatPostalAddress, phoneHrefOf, registrationNumberLabelOf, registrationNumberOf, registryOf, siretLabelOf } from '@action-plus/contract';
import { OpeningHours } from '#components/association/opening-hours';
import { PATHS } from '#config/paths';
import { useAssociation } from '#lib/association';
import { BrandLogo } from './brand-logo';
import { LEGAL_LINKS } from './legal-line';
import { SHELL_MESSAGES } from '../messages';
import styles from './footer.module.css';

/** Shown on the home page only (spec §2). Every fact comes from the association's settings. */
export function Footer() {
  const { identity, contact } = useAssociation();
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section className={styles.about} aria-labelledby="pied-association">
          <h2 id="pied-association" className="visually-hidden">
            {identity.name}
          </h2>
          <BrandLogo tone="dark" />
          <p className={styles.description}>{identity.shortDescription}</p>
          <p className={styles.donate}>
            <Link to={PATHS.donate}>{SHELL_MESSAGES.donate}</Link>
          </p>
          {/* The gallery is reached from here and from each past event's album: the bar holds no eighth link at 1024 px. */}
          <p className={styles.donate}>
            <Link to={PATHS.gallery}>{SHELL_MESSAGES.gallery}</Link>
          </p>
          <p className={styles.registration}>
            Association {registryOf(identity)}
            <br />
            {registrationNumberLabelOf(identity)}&nbsp;: <span className={styles.number}>{registrationNumberOf(identity)}</span>
            {identity.siret && (
              <>
                <br />
                {siretLabelOf(identity.siret)}&nbsp;: <span className={styles.number}>{identity.siret}</span>
              </>
            )}
          </p>
        </section>

        <section aria-labelledby="pied-horaires">
          <h2 id="pied-horaires" className={styles.heading}>
            {SHELL_MESSAGES.openingHoursHeading}
          </h2>
          <OpeningHours className={styles.hours} rowClassName={styles.hoursRow} closureClassName={styles.closure} />
        </section>

        <section aria-labelledby="pied-contact">
          <h2 id="pied-contact" className={styles.heading}>
            {SHELL_MESSAGES.contactHeading}
          </h2>
          <address className={styles.contact}>
            <span>{formatPostalAddress(contact)}</span>
            <a href={phoneHrefOf(contact.phone)}>{contact.phone}</a>
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
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
        © {identity.foundedYear >= year ? identity.foundedYear : `${identity.foundedYear}–${year}`} {identity.name}. {SHELL_MESSAGES.allRightsReserved}
      </p>
    </footer>
  );
}
