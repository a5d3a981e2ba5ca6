import { formatPostalAddress } from '@action-plus/contract';
import { useAssociation } from '#lib/association';
import { DONATION_PAGE_MESSAGES as M } from '../messages';
import styles from './offline-giving.module.css';

/** Without online payment: how to give by cheque or transfer, to the association's address. */
export function OfflineGiving({ issuesReceipts }: { issuesReceipts: boolean }) {
  const { identity, contact } = useAssociation();
  return (
    <section aria-labelledby="don-hors-ligne" className={styles.box}>
      <h2 id="don-hors-ligne">{M.offlineTitle}</h2>
      <p>{M.offlineIntro}</p>
      <ul>
        <li>
          {M.byCheque(identity.name)}
          <address className={styles.address}>
            {identity.name}
            <br />
            {formatPostalAddress(contact, '\n')
              .split('\n')
              .map((line) => (
                <span key={line} className={styles.line}>
                  {line}
                </span>
              ))}
          </address>
        </li>
        <li>
          {M.byTransfer} <a href={`mailto:${contact.email}`}>{contact.email}</a>.
        </li>
      </ul>
      {issuesReceipts && <p>{M.offlineReceiptNote}</p>}
    </section>
  );
}
