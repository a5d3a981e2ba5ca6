import type { TExpiringMember } from '@action-plus/contract';
import { TREASURY_PAGE_MESSAGES as M } from '../messages';
import { formatCalendarDay } from '../lib/treasury-format';
import styles from './treasury.module.css';

/** Members whose membership ends within 30 days and that nothing renews yet. */
export function ExpiringMembers({ members }: { members: TExpiringMember[] }) {
  return (
    <section aria-labelledby="bientot-echues" className={styles.section}>
      <h2 id="bientot-echues">{M.expiringHeading}</h2>
      {members.length === 0 ? (
        <p className={styles.empty}>{M.noExpiring}</p>
      ) : (
        <>
          <p>{M.expiringIntro}</p>
          <div className={styles.tableWrapper}>
            <table className={styles.table}>
              <caption className="visually-hidden">{M.expiringCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{M.memberColumn}</th>
                  <th scope="col">{M.emailColumn}</th>
                  <th scope="col">{M.endDateColumn}</th>
                </tr>
              </thead>
              <tbody>
                {members.map((member) => (
                  <tr key={member.membership_id}>
                    <th scope="row">
                      {member.first_name} {member.last_name}
                    </th>
                    <td>
                      <a href={`mailto:${member.email}`}>{member.email}</a>
                    </td>
                    <td>{formatCalendarDay(member.end_date)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
