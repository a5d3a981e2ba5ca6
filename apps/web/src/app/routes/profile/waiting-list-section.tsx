import { useId } from 'react';
import { WAITING_LIST_MESSAGES, type TEvent } from '@action-plus/contract';
import type { MyWaitingEvent } from '#features/events/api/get-my-waiting-list';
import { WAITING_LIST_PAGE_MESSAGES } from '#features/events/messages';
import { ProfileEventItem } from './profile-event-item';
import styles from './profile.module.css';

/** The lines the member is in, each with their place and a way out; nothing when they wait for nothing. */
export function WaitingListSection({
  events,
  onLeave,
  leavingEventId,
}: {
  events: MyWaitingEvent[] | undefined;
  onLeave: (event: TEvent) => void;
  leavingEventId: number | undefined;
}) {
  const headingId = useId();
  if (!events || events.length === 0) return null;
  return (
    <section className={styles.waitingList} aria-labelledby={headingId}>
      <h2 id={headingId}>{WAITING_LIST_PAGE_MESSAGES.profileHeading(events.length)}</h2>
      <p>{WAITING_LIST_PAGE_MESSAGES.profileIntro}</p>
      <ul className={styles.eventList}>
        {events.map((event) => (
          <ProfileEventItem
            key={event.id}
            event={event}
            note={WAITING_LIST_MESSAGES.position(event.waitingListPosition)}
            onLeave={onLeave}
            isLeaving={leavingEventId === event.id}
            leaveLabel={WAITING_LIST_PAGE_MESSAGES.leaveWaitingList}
          />
        ))}
      </ul>
    </section>
  );
}
