import { useState, type ComponentType } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { EVENT_MESSAGES, PATHS, type TEvent, type TEventDetail } from '@action-plus/contract';
import { Badge, Button, ButtonLink, ConfirmDeleteModal, Container, Spinner, useToast } from '#components/ui';
import { getErrorMessage } from '#lib/api-client';
import { useAuth } from '#lib/auth';
import { formatLongDate } from '#lib/dates';
import { usePageTitle } from '#lib/use-page-title';
import { useReveal } from '#lib/use-reveal';
import { useRegistrationStatus } from '../api/check-registration';
import { useDeleteEvent } from '../api/delete-event';
import { useMemberEvent } from '../api/get-member-event';
import { CalendarIcon, ChevronLeftIcon, ClockIcon, LocationIcon, UsersIcon } from '../components/event-icons';
import { EventImageCarousel } from '../components/event-image-carousel';
import { EventLoadFailed } from '../components/event-load-failed';
import { SeriesDates } from '../components/series-dates';
import { SeriesScopeChoice, type SeriesScope } from '../components/series-scope-choice';
import { OrganiserPanel } from '../components/organiser-panel';
import type { PagePrefetch } from '#lib/page-prefetch';
import { getEventQueryOptions } from '../api/get-event';
import { eventIdOf, useEventOfRoute } from '../components/use-event-of-route';
import { useParticipation } from '../components/use-participation';
import { formatParticipants, getEventImages, getEventLocation, getEventStart, getEventTime, getMaxParticipants } from '../lib/event-display';
import styles from './event-detail-page.module.css';
import { EVENT_PAGE_MESSAGES, EVENT_TYPE_LABELS, WAITING_LIST_PAGE_MESSAGES } from '../messages';

const DETAIL_FALLBACKS = {
  join: EVENT_PAGE_MESSAGES.detailJoinFailed,
  leave: EVENT_PAGE_MESSAGES.detailLeaveFailed,
  operation: EVENT_PAGE_MESSAGES.operationFailed,
};

export const prefetch: PagePrefetch = async (queryClient, params) => {
  const eventId = eventIdOf(params.id);
  if (eventId > 0) await queryClient.prefetchQuery(getEventQueryOptions(eventId));
};

/**
 * What other features add to an event's page, composed in app/routes/event-detail.tsx since a
 * feature never imports another (the album of a past event): after the description for everyone,
 * after the organiser tools for the event's managers.
 */
export type EventPageAdditions = {
  AfterDescription?: ComponentType<{ event: TEventDetail }>;
  ForManagers?: ComponentType<{ event: TEventDetail }>;
};

export default function EventDetailPage({ additions = {} }: { additions?: EventPageAdditions }) {
  const { eventQuery, isNotFound } = useEventOfRoute();
  usePageTitle(eventQuery.data?.title ?? (isNotFound ? EVENT_MESSAGES.eventNotFound : EVENT_MESSAGES.pageHeading));

  return (
    <Container>
      <Link to={PATHS.events} className={styles.back}>
        <ChevronLeftIcon />
        {EVENT_PAGE_MESSAGES.backToEvents}
      </Link>
      {isNotFound ? (
        <h1>{EVENT_MESSAGES.eventNotFound}</h1>
      ) : eventQuery.isPending ? (
        <Spinner isBlock />
      ) : eventQuery.isError ? (
        <EventLoadFailed query={eventQuery} />
      ) : (
        <EventDetail event={eventQuery.data} additions={additions} />
      )}
    </Container>
  );
}

function EventDetail({ event, additions: { AfterDescription, ForManagers } }: { event: TEventDetail; additions: EventPageAdditions }) {
  const { user, can } = useAuth();
  const location = useLocation();
  const registration = useRegistrationStatus(event.id, user?.id);
  const { toggleParticipation, toggleWaitingList, isPending } = useParticipation({
    returnTo: location.pathname,
    fallbacks: DETAIL_FALLBACKS,
    isWaitingListToldInPage: true,
  });
  const isRegistered = registration.data?.registered ?? event.isParticipating === true;
  // A full event offers its waiting list in place of joining; who is in line sees their place.
  const memberView = useMemberEvent(event.id, user?.id).data;
  // Its creator, its co-organisers (the member's copy says which), or whoever manages every event.
  const isOrganiser = memberView?.is_organiser ?? (user !== null && event.created_by === user.id);
  const managesEvent = can('events.manage_any') || (can('events.manage_own') && isOrganiser);
  const waitingPosition = typeof memberView?.waitingListPosition === 'number' ? memberView.waitingListPosition : null;
  const offersWaitingList = !event.isPast && (memberView ?? event).is_full && !isRegistered;
  // The sentence that says where the member stands, brought into view when it changes (no toast covers it).
  const waitingNoticeRef = useReveal<HTMLParagraphElement>(waitingPosition, { onMount: false });
  const start = getEventStart(event);
  const max = getMaxParticipants(event);
  const images = getEventImages(event);

  return (
    <article className={styles.article} aria-labelledby="evenement-titre">
      <div className={styles.badges}>
        {event.isFeatured && <Badge tone="accent">{EVENT_PAGE_MESSAGES.featuredBadge}</Badge>}
        {event.type && <Badge tone="info">{EVENT_TYPE_LABELS[event.type]}</Badge>}
        {event.isPast && <Badge tone="neutral">{EVENT_PAGE_MESSAGES.pastBadge}</Badge>}
        {event.is_full && !event.isPast && <Badge tone="warning">{WAITING_LIST_PAGE_MESSAGES.fullBadge}</Badge>}
      </div>
      <h1 id="evenement-titre" className={styles.title}>
        {event.title}
      </h1>

      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>
            <CalendarIcon />
            {EVENT_PAGE_MESSAGES.dateLabel}
          </dt>
          <dd>{formatLongDate(start)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>
            <ClockIcon />
            {EVENT_PAGE_MESSAGES.timeLabel}
          </dt>
          <dd>{getEventTime(event)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>
            <LocationIcon />
            {EVENT_PAGE_MESSAGES.locationLabel}
          </dt>
          <dd>{getEventLocation(event)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>
            <UsersIcon />
            {EVENT_PAGE_MESSAGES.participantsHeading}
          </dt>
          <dd>
            <span aria-hidden="true">{formatParticipants(event)}</span>
            <span className="visually-hidden">{EVENT_PAGE_MESSAGES.participantsLabel(event.participant_count, max)}</span>
            {max !== null && !event.isPast && (
              <span className={styles.placesLeft}>{EVENT_PAGE_MESSAGES.placesLeft(Math.max(max - event.participant_count, 0))}</span>
            )}
          </dd>
        </div>
      </dl>

      <div className={styles.actions}>
        {!event.isPast &&
          (user && offersWaitingList ? (
            <Button
              variant={waitingPosition === null ? 'primary' : 'outline'}
              size="lg"
              onClick={() => void toggleWaitingList({ ...event, waitingListPosition: waitingPosition })}
              isLoading={isPending}
            >
              {waitingPosition === null ? WAITING_LIST_PAGE_MESSAGES.joinWaitingList : WAITING_LIST_PAGE_MESSAGES.leaveWaitingList}
            </Button>
          ) : user ? (
            <Button
              variant={isRegistered ? 'outline' : 'primary'}
              size="lg"
              onClick={() => void toggleParticipation(event, isRegistered)}
              isLoading={isPending}
            >
              {isRegistered ? EVENT_PAGE_MESSAGES.unregister : EVENT_PAGE_MESSAGES.register}
            </Button>
          ) : (
            <ButtonLink to={PATHS.login} state={{ from: location.pathname }} size="lg">
              {EVENT_PAGE_MESSAGES.loginToRegisterLink}
            </ButtonLink>
          ))}
        <a href={`/api/events/${event.id}.ics`} className={styles.calendarLink} download={`evenement-${event.id}.ics`}>
          <CalendarIcon />
          {EVENT_PAGE_MESSAGES.addToCalendar}
        </a>
      </div>
      {user && offersWaitingList && (
        <p ref={waitingNoticeRef} className={styles.registered} role="status">
          {waitingPosition === null ? WAITING_LIST_PAGE_MESSAGES.fullNotice : WAITING_LIST_PAGE_MESSAGES.waitingNotice(waitingPosition)}
        </p>
      )}
      {user && isRegistered && !event.isPast && (
        <p className={styles.registered} role="status">
          {EVENT_PAGE_MESSAGES.registeredNotice}
        </p>
      )}

      {/* A series' other dates follow the action, so that up to 51 links never push it out of the first screen. */}
      {event.series_id !== null && <SeriesDates dates={event.series_upcoming_dates} />}

      {/* The essentials and the action come first (issue 23): the pictures follow, and only when there are some. */}
      {images.length > 0 && <EventImageCarousel images={images} title={event.title} />}
      <div className={styles.description}>{event.description}</div>
      {AfterDescription && <AfterDescription event={event} />}

      {managesEvent && <AdminActions event={event} />}
      {managesEvent && <OrganiserPanel event={event} />}
      {managesEvent && ForManagers && <ForManagers event={event} />}
    </article>
  );
}

function AdminActions({ event }: { event: TEvent }) {
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  const [deleteScope, setDeleteScope] = useState<SeriesScope>('this');
  const deleteEvent = useDeleteEvent();
  const navigate = useNavigate();
  const { showToast } = useToast();

  async function confirmDelete() {
    try {
      const { message } = await deleteEvent.mutateAsync({ id: event.id, scope: deleteScope });
      setIsConfirmOpen(false);
      showToast(message, { tone: 'success' });
      navigate(PATHS.events);
    } catch {
      // The message stays in the dialog (below), where the admin is looking.
    }
  }

  return (
    <div className={styles.admin}>
      <ButtonLink to={PATHS.eventEdit(event.id)} variant="secondary">
        {EVENT_PAGE_MESSAGES.edit}
      </ButtonLink>
      <Button
        variant="danger"
        onClick={() => {
          deleteEvent.reset();
          setIsConfirmOpen(true);
        }}
      >
        {EVENT_PAGE_MESSAGES.delete}
      </Button>
      <ConfirmDeleteModal
        isOpen={isConfirmOpen}
        onClose={() => setIsConfirmOpen(false)}
        onConfirm={() => void confirmDelete()}
        words={{
          heading: EVENT_PAGE_MESSAGES.deleteHeading,
          cancel: EVENT_PAGE_MESSAGES.cancel,
          delete: EVENT_PAGE_MESSAGES.delete,
          busy: EVENT_PAGE_MESSAGES.deleteBusy,
        }}
        isBusy={deleteEvent.isPending}
        error={deleteEvent.isError ? getErrorMessage(deleteEvent.error, EVENT_PAGE_MESSAGES.deleteFailed) : null}
      >
        <p>{EVENT_PAGE_MESSAGES.deleteConfirmDetail}</p>
        {event.series_id !== null && <SeriesScopeChoice purpose="delete" scope={deleteScope} onChange={setDeleteScope} isDisabled={deleteEvent.isPending} />}
      </ConfirmDeleteModal>
    </div>
  );
}
