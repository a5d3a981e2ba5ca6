import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { PATHS, type TEvent, type TEventOrganiser } from '@action-plus/contract';
import { Alert, Badge, Button, QueryFailedAlert, Select, Spinner, useToast } from '#components/ui';
import { getErrorMessage } from '#lib/api-client';
import { useAuth } from '#lib/auth';
import { useChangeEventOrganiser, useEventOrganisers } from '../api/event-organisers';
import { EVENT_PAGE_SETTINGS, ORGANISER_MESSAGES } from '../messages';
import styles from './organiser-panel.module.css';

const fullName = (person: Pick<TEventOrganiser, 'first_name' | 'last_name'>) => `${person.first_name} ${person.last_name}`;

/**
 * Who manages the event: its creator and its co-organisers. The creator, or whoever manages every
 * event, adds an account holding the Organisateur role and removes a co-organiser; the others only
 * see the list (the server decides, `may_assign`).
 */
export function CoOrganisers({ event }: { event: TEvent }) {
  const organisers = useEventOrganisers(event.id);
  const add = useChangeEventOrganiser('add');
  const remove = useChangeEventOrganiser('remove');
  const { can } = useAuth();
  const { showToast } = useToast();
  const [chosen, setChosen] = useState('');
  const [choiceError, setChoiceError] = useState<string | undefined>(undefined);

  async function submit(submitted: FormEvent<HTMLFormElement>) {
    submitted.preventDefault();
    if (!chosen) {
      setChoiceError(ORGANISER_MESSAGES.organiserChoiceRequired);
      return;
    }
    setChoiceError(undefined);
    try {
      const { message } = await add.mutateAsync({ eventId: event.id, userId: Number(chosen) });
      setChosen('');
      showToast(message, { tone: 'success', durationMs: EVENT_PAGE_SETTINGS.TOAST_MS });
    } catch {
      // Said under the field (below).
    }
  }

  async function removeOrganiser(userId: number) {
    add.reset();
    try {
      const { message } = await remove.mutateAsync({ eventId: event.id, userId });
      showToast(message, { tone: 'success', durationMs: EVENT_PAGE_SETTINGS.TOAST_MS });
    } catch {
      // Said above the list (below).
    }
  }

  if (organisers.isPending) return <Spinner isBlock label={ORGANISER_MESSAGES.organisersLoading} />;
  if (organisers.isError) return <QueryFailedAlert query={organisers} fallback={ORGANISER_MESSAGES.organisersLoadFailed} />;

  const { organisers: people, may_assign: mayAssign, candidates } = organisers.data;
  return (
    <div>
      <h3>{ORGANISER_MESSAGES.organisersHeading}</h3>
      <p className={styles.empty}>{ORGANISER_MESSAGES.organisersHint}</p>
      {remove.isError && <Alert tone="error">{getErrorMessage(remove.error, ORGANISER_MESSAGES.removeOrganiserFailed)}</Alert>}
      <ul className={styles.organisers} aria-label={ORGANISER_MESSAGES.organisersCaption}>
        {people.map((person) => (
          <li key={person.user_id}>
            <span>{fullName(person)}</span>
            {person.is_creator ? (
              <Badge tone="neutral">{ORGANISER_MESSAGES.creatorBadge}</Badge>
            ) : (
              mayAssign && (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => void removeOrganiser(person.user_id)}
                  isLoading={remove.isPending && remove.variables.userId === person.user_id}
                  aria-label={ORGANISER_MESSAGES.removeOrganiser(fullName(person))}
                >
                  {ORGANISER_MESSAGES.remove}
                </Button>
              )
            )}
          </li>
        ))}
      </ul>
      {mayAssign &&
        (candidates.length === 0 ? (
          <p className={styles.empty}>
            {ORGANISER_MESSAGES.noOrganiserCandidates} {can('roles.manage') && <Link to={PATHS.adminRoles}>{ORGANISER_MESSAGES.rolesPageLink}</Link>}
          </p>
        ) : (
          <form className={styles.addOrganiser} onSubmit={(submitted) => void submit(submitted)} noValidate>
            <Select
              label={ORGANISER_MESSAGES.organiserCandidateLabel}
              placeholder={ORGANISER_MESSAGES.organiserCandidatePlaceholder}
              options={candidates.map((candidate) => ({ value: String(candidate.user_id), label: fullName(candidate) }))}
              value={chosen}
              onChange={(changed) => {
                setChosen(changed.target.value);
                setChoiceError(undefined);
                add.reset();
              }}
              error={choiceError ?? (add.isError ? getErrorMessage(add.error, ORGANISER_MESSAGES.addOrganiserFailed) : undefined)}
            />
            <Button type="submit" variant="secondary" isLoading={add.isPending} loadingText={ORGANISER_MESSAGES.addOrganiserBusy}>
              {ORGANISER_MESSAGES.addOrganiser}
            </Button>
          </form>
        ))}
    </div>
  );
}
