import { useState } from 'react';
import { ASSEMBLY_ANSWER_LABELS, type TAssembly, type TAssemblyVoter } from '@action-plus/contract';
import { Alert, Button, QueryFailedAlert, ScrollRegion, Spinner } from '#components/ui';
import { getErrorMessage } from '#lib/api-client';
import { formatDate, formatDateTime } from '#lib/dates';
import { useAssemblyVoters } from '../api/get-admin-assembly';
import { assemblyWrites, downloadAssemblyPdf, useAssemblyWrite } from '../api/manage-assembly';
import { PdfDownloadButton } from './pdf-download-button';
import list from '#components/admin/admin-list.module.css';
import styles from './assemblies.module.css';
import { ASSEMBLY_ADMIN_MESSAGES as M } from '../messages';

/** A calendar day ('2026-12-12') as the pages write it: noon UTC is that same day in Metz. */
const formatCalendarDay = (day: string) => formatDate(`${day}T12:00:00Z`);
const fullName = (voter: { first_name: string; last_name: string }) => `${voter.first_name} ${voter.last_name}`;

/**
 * The voters: frozen from the members current on the cut-off day (a draft freezes them here),
 * then each one's answer and proxy, and during the session the check-in, one box per voter.
 */
export function VotersPanel({ assembly }: { assembly: TAssembly }) {
  const isFrozen = assembly.voters_frozen_at !== null;
  const isOpen = assembly.state === 'open';
  const voters = useAssemblyVoters(assembly.id, isFrozen, isOpen);
  const freeze = useAssemblyWrite(() => assemblyWrites.freezeVoters(assembly.id));

  return (
    <section className={styles.section} aria-labelledby="votants">
      <h2 id="votants">{isOpen ? M.checkInHeading : M.votersHeading}</h2>
      {!isFrozen ? (
        <>
          <p className={styles.hint}>{M.freezeHint}</p>
          {freeze.isError && <Alert tone="error">{getErrorMessage(freeze.error, M.freezeFailed)}</Alert>}
          <Button onClick={() => freeze.mutate()} isLoading={freeze.isPending} loadingText={M.freezeBusy}>
            {M.freeze}
          </Button>
        </>
      ) : (
        <>
          <p>{M.frozenOn(formatDateTime(assembly.voters_frozen_at!), formatCalendarDay(assembly.cut_off_date ?? assembly.date), assembly.voters_count)}</p>
          <div className={styles.actions}>
            <PdfDownloadButton
              label={M.attendanceSheet}
              fileName={`emargement-ag-${assembly.id}.pdf`}
              download={() => downloadAssemblyPdf(assembly.id, 'attendance-sheet')}
            />
          </div>
          {isOpen && <p className={styles.hint}>{M.checkInHint}</p>}
          {voters.isPending ? (
            <Spinner label={M.votersLoading} isBlock />
          ) : voters.isError ? (
            <QueryFailedAlert query={voters} fallback={M.votersFailed} />
          ) : (
            <>
              {isOpen && <p role="status">{M.checkedInCount(voters.data.voters.filter((voter) => voter.checked_in).length, voters.data.voters.length)}</p>}
              <VotersTable assembly={assembly} voters={voters.data.voters} />
              {voters.data.late_renewals.length > 0 && (
                <>
                  <h3>{M.lateRenewalsHeading}</h3>
                  <p className={styles.hint}>{M.lateRenewalsHint}</p>
                  <ul>
                    {voters.data.late_renewals.map((renewal) => (
                      <li key={renewal.user_id}>{M.lateRenewal(fullName(renewal), formatCalendarDay(renewal.membership_start_date))}</li>
                    ))}
                  </ul>
                </>
              )}
            </>
          )}
        </>
      )}
    </section>
  );
}

function VotersTable({ assembly, voters }: { assembly: TAssembly; voters: readonly TAssemblyVoter[] }) {
  const isOpen = assembly.state === 'open';
  const nameOf = new Map(voters.map((voter) => [voter.id, fullName(voter)]));
  const checkIn = useAssemblyWrite(({ voterId, isPresent }: { voterId: number; isPresent: boolean }) =>
    assemblyWrites.checkIn(assembly.id, voterId, isPresent),
  );
  const [problem, setProblem] = useState<string | null>(null);
  // What was just ticked, until the server has answered and the list is read again: a controlled box
  // would otherwise spring back for a moment, and a secretary ticks several people in a row.
  const [ticked, setTicked] = useState<ReadonlyMap<number, boolean>>(new Map());

  async function toggle(voter: TAssemblyVoter, isPresent: boolean) {
    setProblem(null);
    setTicked((current) => new Map(current).set(voter.id, isPresent));
    try {
      await checkIn.mutateAsync({ voterId: voter.id, isPresent });
    } catch (failure) {
      setProblem(getErrorMessage(failure, M.checkInFailed));
    } finally {
      setTicked((current) => {
        const next = new Map(current);
        next.delete(voter.id);
        return next;
      });
    }
  }

  return (
    <>
      {problem && (
        <Alert tone="error" onDismiss={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
      <ScrollRegion label={M.votersLabel} hint={M.tableHint}>
        <table className={list.table}>
          <thead>
            <tr>
              <th scope="col">{M.nameColumn}</th>
              {isOpen && <th scope="col">{M.presentColumn}</th>}
              <th scope="col">{M.answerColumn}</th>
              <th scope="col">{M.proxyColumn}</th>
            </tr>
          </thead>
          <tbody>
            {voters.map((voter) => {
              const isPending = ticked.has(voter.id);
              const isChecked = ticked.get(voter.id) ?? voter.checked_in;
              return (
                <tr key={voter.id}>
                  <th scope="row">{fullName(voter)}</th>
                  {isOpen && (
                    <td>
                      <label className={styles.checkIn}>
                        <input
                          type="checkbox"
                          checked={isChecked}
                          disabled={isPending}
                          aria-label={M.checkInLabel(fullName(voter))}
                          onChange={(event) => void toggle(voter, event.target.checked)}
                        />
                      </label>
                    </td>
                  )}
                  <td>{ASSEMBLY_ANSWER_LABELS[voter.answer]}</td>
                  <td>
                    {voter.proxy_holder_id !== null
                      ? M.proxyTo(nameOf.get(voter.proxy_holder_id) ?? '?', voter.proxy_accepted)
                      : voter.proxies_held > 0
                        ? M.proxiesHeld(voter.proxies_held)
                        : M.noProxy}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
    </>
  );
}
