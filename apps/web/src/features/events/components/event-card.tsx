import { useId, useState, type FocusEvent } from 'react';
import { Link } from 'react-router';
import { PATHS, type TEvent } from '@action-plus/contract';
import { Badge, Spinner } from '#components/ui';
import { formatDayAndShortMonth, formatLongDate } from '#lib/dates';
import { formatParticipants, getEventLocation, getEventStart, getEventTime, getMaxParticipants, truncateDescription } from '../lib/event-display';
import { EventCardImage } from './event-card-image';
import { CalendarIcon, CheckIcon, ClockIcon, LocationIcon, PlusIcon, UsersIcon } from './event-icons';
import styles from './event-card.module.css';
import { EVENT_PAGE_MESSAGES, EVENT_SERIES_PAGE_MESSAGES, WAITING_LIST_PAGE_MESSAGES } from '../messages';

export type EventCardProps = {
  event: TEvent;
  /** Only logged-in members get the participate button (spec §2). */
  canParticipate: boolean;
  isRegistered: boolean;
  isBusy?: boolean;
  onToggleParticipation?: (event: TEvent) => void;
  /** A full event: join its waiting list, or leave it when in line (`event.waitingListPosition`). */
  onToggleWaitingList?: (event: TEvent) => void;
  headingLevel?: 2 | 3;
  /** The page's first card: its picture is not left to load lazily. */
  isAboveFold?: boolean;
};

/** A card of the /events carousels: upcoming cards invite to participate, past ones only recall. */
export function EventCard({
  event,
  canParticipate,
  isRegistered,
  isBusy = false,
  onToggleParticipation,
  onToggleWaitingList,
  headingLevel = 3,
  isAboveFold,
}: EventCardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const start = getEventStart(event);
  const { day, month } = formatDayAndShortMonth(start);
  const max = getMaxParticipants(event);

  return (
    <article className={[styles.card, event.isFeatured ? styles.featured : ''].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <div className={styles.media}>
        <EventCardImage event={event} isAboveFold={isAboveFold} />
        <div className={styles.badges}>
          {event.isFeatured && <Badge tone="accent">{EVENT_PAGE_MESSAGES.featuredBadge}</Badge>}
          {event.isPast && <Badge tone="neutral">{EVENT_PAGE_MESSAGES.pastBadge}</Badge>}
          {event.is_full && !event.isPast && <Badge tone="warning">{WAITING_LIST_PAGE_MESSAGES.fullBadge}</Badge>}
          {typeof event.waitingListPosition === 'number' && !event.isPast && (
            <Badge tone="info">{WAITING_LIST_PAGE_MESSAGES.waitingBadge(event.waitingListPosition)}</Badge>
          )}
        </div>
        <p className={styles.dateBadge} aria-hidden="true">
          <span className={styles.day}>{day}</span>
          <span className={styles.month}>{month}</span>
        </p>
      </div>

      <div className={styles.body}>
        <p className={styles.count}>
          <UsersIcon className={styles.icon} />
          <span aria-hidden="true">{formatParticipants(event)}</span>
          <span className="visually-hidden">{EVENT_PAGE_MESSAGES.participantsLabel(event.participant_count, max)}</span>
        </p>
        <Heading id={titleId} className={styles.title}>
          {event.title}
        </Heading>
        <dl className={styles.details}>
          {event.series_later_dates_count ? (
            // A series shows once, at its next date: the card says so, and how many dates follow (decision 023).
            <div className={styles.detail}>
              <dt className="visually-hidden">{EVENT_PAGE_MESSAGES.dateLabel}</dt>
              <dd>
                <CalendarIcon className={styles.icon} />
                {formatLongDate(start)} {EVENT_SERIES_PAGE_MESSAGES.laterDates(event.series_later_dates_count)}
              </dd>
            </div>
          ) : event.isPast ? (
            <div className={styles.detail}>
              <dt className="visually-hidden">{EVENT_PAGE_MESSAGES.dateLabel}</dt>
              <dd>
                <CalendarIcon className={styles.icon} />
                {formatLongDate(start)}
              </dd>
            </div>
          ) : (
            <div className="visually-hidden">
              <dt>{EVENT_PAGE_MESSAGES.dateLabel}</dt>
              <dd>{formatLongDate(start)}</dd>
            </div>
          )}
          <div className={styles.detail}>
            <dt className="visually-hidden">{EVENT_PAGE_MESSAGES.locationLabel}</dt>
            <dd>
              <LocationIcon className={styles.icon} />
              {getEventLocation(event)}
            </dd>
          </div>
          <div className={styles.detail}>
            <dt className="visually-hidden">{EVENT_PAGE_MESSAGES.timeLabel}</dt>
            <dd>
              <ClockIcon className={styles.icon} />
              {getEventTime(event)}
            </dd>
          </div>
        </dl>
        <p className={styles.description}>{truncateDescription(event.description)}</p>
      </div>

      <div className={styles.footer}>
        <Link to={PATHS.eventDetail(event.id)} className={styles.detailsLink}>
          {EVENT_PAGE_MESSAGES.seeDetails}
          <span className="visually-hidden">&nbsp;: {event.title}</span>
        </Link>
        {!event.isPast &&
          canParticipate &&
          (event.is_full && !isRegistered ? (
            <WaitingListButton event={event} isBusy={isBusy} onClick={() => onToggleWaitingList?.(event)} />
          ) : (
            <ParticipateButton title={event.title} isRegistered={isRegistered} isBusy={isBusy} onClick={() => onToggleParticipation?.(event)} />
          ))}
      </div>
    </article>
  );
}

/** In place of « Participer » on a full event: the waiting list, joined or left. */
function WaitingListButton({ event, isBusy, onClick }: { event: TEvent; isBusy: boolean; onClick: () => void }) {
  const isWaiting = typeof event.waitingListPosition === 'number';
  return (
    <button
      type="button"
      className={[styles.participate, isWaiting ? styles.registered : ''].filter(Boolean).join(' ')}
      onClick={onClick}
      disabled={isBusy}
      aria-busy={isBusy || undefined}
    >
      {isBusy ? <Spinner size="sm" decorative /> : isWaiting ? <CheckIcon /> : <PlusIcon />}
      <span>{isWaiting ? WAITING_LIST_PAGE_MESSAGES.leaveWaitingList : WAITING_LIST_PAGE_MESSAGES.joinWaitingList}</span>
      <span className="visually-hidden">&nbsp;: {event.title}</span>
    </button>
  );
}

type ParticipateButtonProps = { title: string; isRegistered: boolean; isBusy: boolean; onClick: () => void };

/**
 * 'Participer +' or 'Inscrit ✓' at rest; under the pointer or the keyboard focus it says what a
 * click would do: 'S'inscrire' or 'Se désinscrire'. The label is React state, not CSS, so that
 * the accessible name always matches the visible text.
 */
function ParticipateButton({ title, isRegistered, isBusy, onClick }: ParticipateButtonProps) {
  const [isHovered, setIsHovered] = useState(false);
  const [isFocused, setIsFocused] = useState(false);
  const isEngaged = isHovered || isFocused;
  const label = isRegistered
    ? isEngaged
      ? EVENT_PAGE_MESSAGES.hoverUnregister
      : EVENT_PAGE_MESSAGES.registered
    : isEngaged
      ? EVENT_PAGE_MESSAGES.hoverRegister
      : EVENT_PAGE_MESSAGES.participate;
  const icon = isBusy ? <Spinner size="sm" decorative /> : isRegistered ? <CheckIcon /> : <PlusIcon />;

  // A mouse click also focuses the button: only a keyboard focus (focus-visible) counts as "engaged".
  const handleFocus = (focusEvent: FocusEvent<HTMLButtonElement>) => setIsFocused(isFocusVisible(focusEvent.currentTarget));

  return (
    <button
      type="button"
      className={[styles.participate, isRegistered ? styles.registered : ''].filter(Boolean).join(' ')}
      onClick={onClick}
      onMouseEnter={() => setIsHovered(true)}
      onMouseLeave={() => setIsHovered(false)}
      onFocus={handleFocus}
      onBlur={() => setIsFocused(false)}
      disabled={isBusy}
      aria-busy={isBusy || undefined}
    >
      {icon}
      <span>{label}</span>
      <span className="visually-hidden">&nbsp;: {title}</span>
    </button>
  );
}

function isFocusVisible(element: HTMLElement): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    // Engines without :focus-visible: treat every focus as a keyboard focus.
    return true;
  }
}
