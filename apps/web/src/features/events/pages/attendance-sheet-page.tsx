import { Link } from 'react-router';
import { EVENT_MESSAGES, PATHS, type TEventParticipant } from '@action-plus/contract';
import { Button, Container, QueryFailedAlert, Spinner } from '#components/ui';
import { useAssociation } from '#lib/association';
import { formatLongDate } from '#lib/dates';
import { usePageTitle } from '#lib/use-page-title';
import { useParticipants } from '../api/get-participants';
import { EventLoadFailed } from '../components/event-load-failed';
import { useEventOfRoute } from '../components/use-event-of-route';
import { getEventLocation, getEventStart, getEventTime } from '../lib/event-display';
import { ORGANISER_MESSAGES } from '../messages';
import styles from './attendance-sheet-page.module.css';

const byLastName = (first: TEventParticipant, second: TEventParticipant) =>
  first.lastName.localeCompare(second.lastName, 'fr', { sensitivity: 'base' }) ||
  first.firstName.localeCompare(second.firstName, 'fr', { sensitivity: 'base' }) ||
  first.user_id - second.user_id;

/**
 * The attendance sheet (« feuille d'émargement ») of an event: who registered, by last name, with
 * a column to sign, made to be printed (the print stylesheet keeps the sheet alone on the page).
 * Names in any alphabet: the body's font stack names fonts for Arabic and CJK, and each name cell
 * takes its direction from its text, so an Arabic name reads right to left (decision 032).
 */
export default function AttendanceSheetPage() {
  const { identity } = useAssociation();
  const { eventId, eventQuery, isNotFound } = useEventOfRoute();
  const lists = useParticipants(eventId);
  const event = eventQuery.data;
  usePageTitle(event ? ORGANISER_MESSAGES.sheetPageTitle(event.title) : ORGANISER_MESSAGES.sheetHeading);

  if (isNotFound) {
    return (
      <Container>
        <h1>{EVENT_MESSAGES.eventNotFound}</h1>
      </Container>
    );
  }
  if (eventQuery.isError) {
    return (
      <Container>
        <EventLoadFailed query={eventQuery} />
      </Container>
    );
  }
  if (!event || lists.isPending) {
    return (
      <Container>
        <Spinner isBlock label={ORGANISER_MESSAGES.loading} />
      </Container>
    );
  }

  const participants = lists.isSuccess ? [...lists.data.participants].sort(byLastName) : [];

  return (
    <Container>
      <div className={styles.sheet}>
        <div className={styles.toolbar}>
          <Link to={PATHS.eventDetail(event.id)} className={styles.back}>
            {ORGANISER_MESSAGES.backToEvent}
          </Link>
          <Button onClick={() => window.print()} disabled={!lists.isSuccess}>
            {ORGANISER_MESSAGES.print}
          </Button>
        </div>

        <p className={styles.association}>{identity.name}</p>
        <h1 className={styles.heading}>{ORGANISER_MESSAGES.sheetHeading}</h1>
        <p className={styles.eventTitle}>{event.title}</p>
        <p className={styles.facts}>
          {ORGANISER_MESSAGES.sheetWhen(formatLongDate(getEventStart(event)), getEventTime(event))} · {getEventLocation(event)}
        </p>

        {lists.isError ? (
          <QueryFailedAlert query={lists} fallback={ORGANISER_MESSAGES.loadFailed} />
        ) : participants.length === 0 ? (
          <p>{ORGANISER_MESSAGES.sheetEmpty}</p>
        ) : (
          <>
            <table className={styles.table}>
              <caption className="visually-hidden">{ORGANISER_MESSAGES.sheetCaption}</caption>
              <thead>
                <tr>
                  <th scope="col" className={styles.number}>
                    {ORGANISER_MESSAGES.numberColumn}
                  </th>
                  <th scope="col">{ORGANISER_MESSAGES.nameColumn}</th>
                  <th scope="col">{ORGANISER_MESSAGES.firstNameColumn}</th>
                  <th scope="col" className={styles.signature}>
                    {ORGANISER_MESSAGES.signatureColumn}
                  </th>
                </tr>
              </thead>
              <tbody>
                {participants.map((participant, index) => (
                  <tr key={participant.user_id}>
                    <td>{index + 1}</td>
                    <th scope="row" dir="auto">
                      {participant.lastName}
                    </th>
                    <td dir="auto">{participant.firstName}</td>
                    <td />
                  </tr>
                ))}
              </tbody>
            </table>
            <p className={styles.count}>{ORGANISER_MESSAGES.sheetCount(participants.length)}</p>
          </>
        )}
      </div>
    </Container>
  );
}
