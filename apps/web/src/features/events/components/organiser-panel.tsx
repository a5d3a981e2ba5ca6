import { useState } from 'react';
import { PATHS, type TEvent } from '@action-plus/contract';
import { Alert, Button, ButtonLink, Modal, QueryFailedAlert, Spinner, useToast } from '#components/ui';
import { getErrorMessage } from '#lib/api-client';
import { formatDateTime } from '#lib/dates';
import { useDownloadParticipantsCsv } from '../api/download-participants-csv';
import { useParticipants } from '../api/get-participants';
import { useRemoveParticipant } from '../api/remove-participant';
import { EVENT_PAGE_SETTINGS, ORGANISER_MESSAGES } from '../messages';
import { CoOrganisers } from './co-organisers';
import styles from './organiser-panel.module.css';

/** The person the organiser is about to take off the event, and from which list. */
interface Removal {
  userId: number;
  name: string;
  email: string;
  isWaiting: boolean;
}

const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`;

/**
 * What only the event's managers see on its page: who is coming and who is waiting (names,
 * addresses, since when), removing someone, the CSV export, the attendance sheet and who organises
 * it. Rendered for whoever manages the event; the server refuses the lists to anyone else anyway.
 */
export function OrganiserPanel({ event }: { event: TEvent }) {
  const lists = useParticipants(event.id);
  const download = useDownloadParticipantsCsv();
  const remove = useRemoveParticipant();
  const { showToast } = useToast();
  const [removal, setRemoval] = useState<Removal | null>(null);

  function askToRemove(next: Removal) {
    remove.reset();
    setRemoval(next);
  }

  async function confirmRemoval() {
    if (!removal) return;
    try {
      const response = await remove.mutateAsync({ eventId: event.id, userId: removal.userId });
      setRemoval(null);
      showToast(response.message, { tone: 'success', durationMs: EVENT_PAGE_SETTINGS.TOAST_MS });
    } catch {
      // The message stays in the dialog (below), where the organiser is looking.
    }
  }

  const removeButton = (person: Removal) => (
    // The visible word starts the accessible name (WCAG 2.5.3), the name tells the rows apart.
    <Button variant="danger" size="sm" onClick={() => askToRemove(person)} aria-label={ORGANISER_MESSAGES.removePerson(person.name)}>
      {ORGANISER_MESSAGES.remove}
    </Button>
  );

  return (
    <section className={styles.panel} aria-labelledby="espace-organisateur">
      <h2 id="espace-organisateur">{ORGANISER_MESSAGES.panelHeading}</h2>
      <div className={styles.tools}>
        <Button variant="secondary" onClick={() => download.mutate(event.id)} isLoading={download.isPending} loadingText={ORGANISER_MESSAGES.downloadBusy}>
          {ORGANISER_MESSAGES.downloadCsv}
        </Button>
        <ButtonLink to={PATHS.eventAttendance(event.id)} variant="outline">
          {ORGANISER_MESSAGES.attendanceSheetLink}
        </ButtonLink>
      </div>
      {download.isError && <Alert tone="error">{getErrorMessage(download.error, ORGANISER_MESSAGES.downloadFailed)}</Alert>}
      <CoOrganisers event={event} />

      {lists.isPending ? (
        <Spinner isBlock label={ORGANISER_MESSAGES.loading} />
      ) : lists.isError ? (
        <QueryFailedAlert query={lists} fallback={ORGANISER_MESSAGES.loadFailed} />
      ) : (
        <>
          <h3>{ORGANISER_MESSAGES.participantsHeading(lists.data.participants.length)}</h3>
          {lists.data.participants.length === 0 ? (
            <p className={styles.empty}>{ORGANISER_MESSAGES.noParticipants}</p>
          ) : (
            <div className={styles.tableWrapper}>
              <table className={styles.table}>
                <caption className="visually-hidden">{ORGANISER_MESSAGES.participantsCaption}</caption>
                <thead>
                  <tr>
                    <th scope="col">{ORGANISER_MESSAGES.nameColumn}</th>
                    <th scope="col">{ORGANISER_MESSAGES.emailColumn}</th>
                    <th scope="col">{ORGANISER_MESSAGES.registeredAtColumn}</th>
                    <th scope="col">{ORGANISER_MESSAGES.actionsColumn}</th>
                  </tr>
                </thead>
                <tbody>
                  {lists.data.participants.map((participant) => (
                    <tr key={participant.user_id}>
                      <th scope="row">{fullName(participant)}</th>
                      <td className={styles.email}>{participant.email}</td>
                      <td>{formatDateTime(participant.registered_at)}</td>
                      <td>{removeButton({ userId: participant.user_id, name: fullName(participant), email: participant.email, isWaiting: false })}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}

          <h3>{ORGANISER_MESSAGES.waitingListHeading(lists.data.waiting_list.length)}</h3>
          {lists.data.waiting_list.length === 0 ? (
            <p className={styles.empty}>{ORGANISER_MESSAGES.noWaiting}</p>
          ) : (
            <div className={styles.tableWrapper}>
              <table className={styles.table}>
                <caption className="visually-hidden">{ORGANISER_MESSAGES.waitingListCaption}</caption>
                <thead>
                  <tr>
                    <th scope="col">{ORGANISER_MESSAGES.positionColumn}</th>
                    <th scope="col">{ORGANISER_MESSAGES.nameColumn}</th>
                    <th scope="col">{ORGANISER_MESSAGES.emailColumn}</th>
                    <th scope="col">{ORGANISER_MESSAGES.waitingSinceColumn}</th>
                    <th scope="col">{ORGANISER_MESSAGES.actionsColumn}</th>
                  </tr>
                </thead>
                <tbody>
                  {lists.data.waiting_list.map((waiting) => (
                    <tr key={waiting.user_id}>
                      <td>{waiting.position}</td>
                      <th scope="row">{fullName(waiting)}</th>
                      <td className={styles.email}>{waiting.email}</td>
                      <td>{formatDateTime(waiting.waiting_since)}</td>
                      <td>{removeButton({ userId: waiting.user_id, name: fullName(waiting), email: waiting.email, isWaiting: true })}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}

      <Modal
        isOpen={removal !== null}
        onClose={() => setRemoval(null)}
        title={ORGANISER_MESSAGES.removeHeading}
        size="sm"
        footer={
          <>
            <Button variant="ghost" onClick={() => setRemoval(null)}>
              {ORGANISER_MESSAGES.cancel}
            </Button>
            <Button variant="danger" onClick={() => void confirmRemoval()} isLoading={remove.isPending} loadingText={ORGANISER_MESSAGES.removeBusy}>
              {ORGANISER_MESSAGES.remove}
            </Button>
          </>
        }
      >
        {removal && (
          <p>
            {removal.isWaiting
              ? ORGANISER_MESSAGES.removeWaitingConfirm(`${removal.name} (${removal.email})`, event.title)
              : ORGANISER_MESSAGES.removeParticipantConfirm(`${removal.name} (${removal.email})`, event.title)}
          </p>
        )}
        {remove.isError && <Alert tone="error">{getErrorMessage(remove.error, ORGANISER_MESSAGES.removeFailed)}</Alert>}
      </Modal>
    </section>
  );
}
