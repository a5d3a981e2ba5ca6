import type { ReactNode } from 'react';
import { phoneHrefOf, websiteDisplayOf } from '@action-plus/contract';
import { OpeningHours } from '#components/association/opening-hours';
import { useAssociation } from '#lib/association';
import { CONTACT_PAGE_MESSAGES } from '../messages';
import styles from './contact-details.module.css';

function DetailCard({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <li className={styles.card}>
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      <div>
        <h3 className={styles.title}>{title}</h3>
        {children}
      </div>
    </li>
  );
}

const iconProps = {
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** The association's address, phone, e-mail, website, opening hours and closures, from its settings. */
export function ContactDetails() {
  const { contact } = useAssociation();
  const { address } = contact;
  return (
    <ul className={styles.list} aria-label={CONTACT_PAGE_MESSAGES.detailsLabel}>
      <DetailCard
        title={CONTACT_PAGE_MESSAGES.addressTitle}
        icon={
          <svg {...iconProps}>
            <path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11z" />
            <circle cx="12" cy="10" r="2.5" />
          </svg>
        }
      >
        <address className={styles.text}>
          {address.street}
          <br />
          {address.postalCode} {address.city}
          <br />
          {address.country}
        </address>
      </DetailCard>
      <DetailCard
        title={CONTACT_PAGE_MESSAGES.phoneTitle}
        icon={
          <svg {...iconProps}>
            <path d="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z" />
          </svg>
        }
      >
        <p className={styles.text}>
          <a href={phoneHrefOf(contact.phone)}>{contact.phone}</a>
        </p>
      </DetailCard>
      <DetailCard
        title={CONTACT_PAGE_MESSAGES.emailTitle}
        icon={
          <svg {...iconProps}>
            <rect x="3" y="5" width="18" height="14" rx="2" />
            <path d="m3 7 9 6 9-6" />
          </svg>
        }
      >
        <p className={styles.text}>
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </p>
      </DetailCard>
      <DetailCard
        title={CONTACT_PAGE_MESSAGES.websiteTitle}
        icon={
          <svg {...iconProps}>
            <circle cx="12" cy="12" r="9" />
            <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
          </svg>
        }
      >
        <p className={styles.text}>
          <a href={contact.website} rel="noopener">
            {websiteDisplayOf(contact.website)}
          </a>
        </p>
      </DetailCard>
      <DetailCard
        title={CONTACT_PAGE_MESSAGES.openingHoursTitle}
        icon={
          <svg {...iconProps}>
            <circle cx="12" cy="12" r="9" />
            <path d="M12 7v5l3 2" />
          </svg>
        }
      >
        <OpeningHours className={styles.hours} rowClassName={styles.hoursRow} closureClassName={styles.closure} />
      </DetailCard>
    </ul>
  );
}
