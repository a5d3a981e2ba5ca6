import { Link } from 'react-router';
import { EVENT_DEFAULTS, EVENT_MESSAGES, PATHS, type TMembership, type TUser } from '@action-plus/contract';
import { Card, Spinner } from '../../../components/ui';
import { MembershipCard } from '../../../features/memberships/components/membership-card';
import { describeMembershipAge } from '../../../features/profile/lib/membership-age';
import { ProfileEventItem, ProfileEventsError, splitEvents, type EventsQuery } from './profile-event-item';
import styles from './profile.module.css';

export function OverviewTab({ user, eventsQuery, memberships }: { user: TUser; eventsQuery: EventsQuery; memberships: TMembership[] | undefined }) {
  const events = eventsQuery.data ?? [];
  const nextEvents = splitEvents(events).upcoming.slice(0, EVENT_DEFAULTS.PROFILE_OVERVIEW_EVENT_COUNT);
  return (
    <div className={styles.overview}>
      <div className={styles.stats}>
        <div className={styles.stat}>
          <span className={styles.statValue}>{eventsQuery.isPending ? '…' : events.length}</span>
          <span className={styles.statLabel}>{events.length > 1 ? 'Événements' : 'Événement'}</span>
        </div>
        <div className={styles.stat}>
          <span className={styles.statValue}>{describeMembershipAge(user.created_at)}</span>
          <span className={styles.statLabel}>Membre depuis</span>
        </div>
      </div>

      <MembershipCard user={user} memberships={memberships} />

      <Card as="section" title="Mes prochains événements" titleLevel={2}>
        {eventsQuery.isPending ? (
          <Spinner />
        ) : eventsQuery.isError ? (
          <ProfileEventsError eventsQuery={eventsQuery} />
        ) : nextEvents.length === 0 ? (
          <div className={styles.emptyAgenda}>
            <p>{EVENT_MESSAGES.emptyAgenda}</p>
            <Link to={PATHS.events}>Découvrir nos événements</Link>
          </div>
        ) : (
          <ul className={styles.eventList}>
            {nextEvents.map((event) => (
              <ProfileEventItem key={event.id} event={event} />
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
