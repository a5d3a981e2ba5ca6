import { Link } from 'react-router';
import { PATHS, type TMembership, type TUser } from '@action-plus/contract';
import { Card, Spinner } from '#components/ui';
import { MembershipCard } from '#features/memberships/components/membership-card';
import { describeMembershipAge } from '#features/profile/lib/membership-age';
import { ProfileEventItem, ProfileEventsError, splitEvents, type EventsQuery } from './profile-event-item';
import styles from './profile.module.css';
import { EVENT_PAGE_MESSAGES, EVENT_PAGE_SETTINGS } from '#features/events/messages';
import { PROFILE_PAGE_MESSAGES } from '#features/profile/messages';
import { ASSEMBLIES_PAGE_HEADING, ASSEMBLY_MEMBER_MESSAGES } from '#features/assemblies/messages';

export function OverviewTab({ user, eventsQuery, memberships }: { user: TUser; eventsQuery: EventsQuery; memberships: TMembership[] | undefined }) {
  const events = eventsQuery.data ?? [];
  const nextEvents = splitEvents(events).upcoming.slice(0, EVENT_PAGE_SETTINGS.PROFILE_OVERVIEW_EVENT_COUNT);
  return (
    <div className={styles.overview}>
      <div className={styles.stats}>
        <div className={styles.stat}>
          <span className={styles.statValue}>{eventsQuery.isPending ? '…' : events.length}</span>
          <span className={styles.statLabel}>{EVENT_PAGE_MESSAGES.eventCount(events.length)}</span>
        </div>
        <div className={styles.stat}>
          <span className={styles.statValue}>{describeMembershipAge(user.created_at)}</span>
          <span className={styles.statLabel}>{PROFILE_PAGE_MESSAGES.memberSince}</span>
        </div>
      </div>

      <MembershipCard user={user} memberships={memberships} />

      <Card as="section" title={EVENT_PAGE_MESSAGES.myNextEventsTitle} titleLevel={2}>
        {eventsQuery.isPending ? (
          <Spinner />
        ) : eventsQuery.isError ? (
          <ProfileEventsError eventsQuery={eventsQuery} />
        ) : nextEvents.length === 0 ? (
          <div className={styles.emptyAgenda}>
            <p>{EVENT_PAGE_MESSAGES.emptyAgenda}</p>
            <Link to={PATHS.events}>{EVENT_PAGE_MESSAGES.discoverEvents}</Link>
          </div>
        ) : (
          <ul className={styles.eventList}>
            {nextEvents.map((event) => (
              <ProfileEventItem key={event.id} event={event} />
            ))}
          </ul>
        )}
      </Card>

      <Card as="section" title={ASSEMBLIES_PAGE_HEADING} titleLevel={2}>
        <p>{ASSEMBLY_MEMBER_MESSAGES.profileText}</p>
        <Link to={PATHS.assemblies}>{ASSEMBLY_MEMBER_MESSAGES.profileLink}</Link>
      </Card>
    </div>
  );
}
