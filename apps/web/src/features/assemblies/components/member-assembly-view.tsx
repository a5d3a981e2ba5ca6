import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ASSEMBLY_STATE_LABELS, PATHS, type TMemberAssembly, type TResolution } from '@action-plus/contract';
import { Badge, Button, Container, Spinner } from '#components/ui';
import { usePageTitle } from '#lib/use-page-title';
import { downloadMinutes, useMemberAssembly } from '../api/member-assemblies';
import { AnswerPanel, ProxyRequestsPanel } from './answer-panel';
import { AgendaList, AssemblyFacts } from './assembly-facts';
import { STATE_TONES } from './assembly-list';
import { BallotForm, type BallotReceipt } from './ballot-form';
import { MemberDocuments } from './documents-panel';
import { AssemblyLoadFailed } from './assembly-load-failed';
import { PdfDownloadButton } from './pdf-download-button';
import { QuorumSummary } from './quorum-summary';
import { ReceiptCheckForm } from './receipt-check-form';
import { ResolutionMeta, ResolutionResult } from './resolution-result';
import list from '#components/admin/admin-list.module.css';
import styles from './assemblies.module.css';
import { ASSEMBLIES_PAGE_HEADING, ASSEMBLY_COMMON_MESSAGES as C, ASSEMBLY_MEMBER_MESSAGES as M } from '../messages';

type Me = NonNullable<TMemberAssembly['me']>;
const fullName = (voter: { first_name: string; last_name: string }) => `${voter.first_name} ${voter.last_name}`;

/**
 * /assemblees/:id, where the convocation leads: the answer and the proxies while convened; the
 * ballots for oneself and each proxy held during the session, each receipt code shown once; the
 * results and the minutes afterwards. One column, made for a phone.
 */
export function MemberAssemblyView({ id }: { id: number }) {
  const assembly = useMemberAssembly(id);
  usePageTitle(assembly.data?.title ?? ASSEMBLIES_PAGE_HEADING);
  return (
    <Container>
      <Link to={PATHS.assemblies} className={list.back}>
        <span aria-hidden="true">←</span> {M.backToList}
      </Link>
      {assembly.isPending ? (
        <Spinner label={C.loading} isBlock />
      ) : assembly.isError ? (
        <AssemblyLoadFailed query={assembly} heading={ASSEMBLIES_PAGE_HEADING} />
      ) : (
        <MemberAssembly assembly={assembly.data} />
      )}
    </Container>
  );
}

function MemberAssembly({ assembly }: { assembly: TMemberAssembly }) {
  const { me } = assembly;
  return (
    <>
      <div className={list.header}>
        <h1 className={list.heading}>{assembly.title}</h1>
        <Badge tone={STATE_TONES[assembly.state]}>{ASSEMBLY_STATE_LABELS[assembly.state]}</Badge>
      </div>
      <AssemblyFacts assembly={assembly} />
      {me && assembly.state !== 'closed' && <AnswerPanel assembly={assembly} me={me} />}
      {me && assembly.state !== 'closed' && <ProxyRequestsPanel assembly={assembly} me={me} />}
      {me && assembly.state === 'open' && <VotesPanel assembly={assembly} me={me} />}
      {assembly.has_minutes && (
        <section className={styles.section} aria-labelledby="proces-verbal">
          <h2 id="proces-verbal">{M.minutesHeading}</h2>
          <PdfDownloadButton label={C.minutesDownload} fileName={`proces-verbal-ag-${assembly.id}.pdf`} download={() => downloadMinutes(assembly.id)} />
        </section>
      )}
      <section className={styles.section} aria-labelledby="resolutions">
        <h2 id="resolutions">{assembly.state === 'closed' ? M.resultsHeading : C.resolutionsHeading}</h2>
        <ol className={styles.list}>
          {assembly.resolutions.map((resolution) => (
            <li key={resolution.id} className={styles.item}>
              <h3 className={styles.itemTitle}>{resolution.title}</h3>
              <ResolutionMeta resolution={resolution} />
              {resolution.text && <p className={styles.itemText}>{resolution.text}</p>}
              {resolution.result ? (
                <ResolutionResult title={resolution.title} result={resolution.result} />
              ) : (
                assembly.state === 'open' && <p className={styles.meta}>{M.resultPending}</p>
              )}
            </li>
          ))}
        </ol>
      </section>
      <MemberDocuments assemblyId={assembly.id} />
      {assembly.agenda_items.length > 0 && (
        <section className={styles.section} aria-labelledby="ordre-du-jour">
          <h2 id="ordre-du-jour">{C.agendaHeading}</h2>
          <AgendaList items={assembly.agenda_items} />
        </section>
      )}
      {me && assembly.state !== 'convened' && <ReceiptCheckForm assemblyId={assembly.id} />}
    </>
  );
}

/** The open votes: a ballot for oneself (once checked in) and for each proxy held, and the receipts just given. */
function VotesPanel({ assembly, me }: { assembly: TMemberAssembly; me: Me }) {
  const [receipts, setReceipts] = useState<Array<{ key: string; label: string; receipt: BallotReceipt }>>([]);
  const openResolutions = assembly.resolutions.filter((resolution) => resolution.vote_state === 'open');
  const isCast = (resolution: TResolution, voterId: number) => me.votes_cast.some((cast) => cast.resolution_id === resolution.id && cast.voter_id === voterId);
  const labelOf = (voter: { voter_id: number; first_name: string; last_name: string }) =>
    voter.voter_id === me.voter_id ? M.ballotOwn : M.ballotFor(fullName(voter));

  return (
    <section className={styles.section} aria-labelledby="votes">
      <h2 id="votes">{M.votesHeading}</h2>
      <QuorumSummary quorum={assembly.quorum} />
      {receipts.map(({ key, label, receipt }) => (
        <ReceiptNotice key={key} label={label} receipt={receipt} onDismiss={() => setReceipts((current) => current.filter((shown) => shown.key !== key))} />
      ))}
      {!me.checked_in && <p className={styles.hint}>{M.notCheckedInYet}</p>}
      {openResolutions.length === 0 ? (
        <p className={styles.hint}>{M.noOpenVote}</p>
      ) : (
        openResolutions.map((resolution) => (
          <div key={resolution.id}>
            <h3 className={styles.itemTitle}>{resolution.title}</h3>
            <ResolutionMeta resolution={resolution} />
            {resolution.text && <p className={styles.itemText}>{resolution.text}</p>}
            {me.votes_for.map((voter) =>
              isCast(resolution, voter.voter_id) ? (
                <p key={voter.voter_id} className={styles.meta}>
                  {M.ballotCast(labelOf(voter))}
                </p>
              ) : (
                <BallotForm
                  key={voter.voter_id}
                  assemblyId={assembly.id}
                  resolution={resolution}
                  voterId={voter.voter_id}
                  label={labelOf(voter)}
                  onCast={(receipt) => setReceipts((current) => [...current, { key: `${resolution.id}-${voter.voter_id}`, label: labelOf(voter), receipt }])}
                />
              ),
            )}
          </div>
        ))
      )}
    </section>
  );
}

/** A receipt code, shown this once: focus comes to it (its ballot's form is gone), with the advice to note it. */
function ReceiptNotice({ label, receipt, onDismiss }: { label: string; receipt: BallotReceipt; onDismiss: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  return (
    <div ref={ref} tabIndex={-1} className={styles.item} role="status" aria-label={`${M.receiptHeading} — ${label}`}>
      <p className={styles.receiptHeading}>
        <strong>
          {M.receiptHeading} — {label}
        </strong>
      </p>
      <p>{receipt.message}</p>
      <code className={styles.receipt}>{receipt.code}</code>
      <p className={styles.hint}>{M.receiptAdvice}</p>
      <Button size="sm" variant="outline" onClick={onDismiss}>
        {M.receiptDismiss}
      </Button>
    </div>
  );
}
