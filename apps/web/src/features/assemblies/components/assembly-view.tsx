import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ASSEMBLY_STATE_LABELS, PATHS, type TAssembly } from '@action-plus/contract';
import { Badge, Button, ConfirmDeleteModal, Container, Spinner, useToast } from '#components/ui';
import { getErrorMessage } from '#lib/api-client';
import { formatDateTime } from '#lib/dates';
import { usePageTitle } from '#lib/use-page-title';
import { useAdminAssembly } from '../api/get-admin-assembly';
import { downloadAssemblyPdf, useDeleteAssembly } from '../api/manage-assembly';
import { AgendaEditor } from './agenda-editor';
import { AgendaList, AssemblyFacts } from './assembly-facts';
import { AssemblyForm } from './assembly-form';
import { STATE_TONES } from './assembly-list';
import { ConvenePanel } from './convene-panel';
import { AdminDocumentsPanel } from './documents-panel';
import { AssemblyLoadFailed } from './assembly-load-failed';
import { PdfDownloadButton } from './pdf-download-button';
import { ResolutionEditor } from './resolution-editor';
import { ResolutionMeta, ResolutionResult } from './resolution-result';
import { CloseAssemblyPanel, OpenSessionPanel, SessionVotesPanel } from './session-panel';
import { VotersPanel } from './voters-panel';
import list from '#components/admin/admin-list.module.css';
import styles from './assemblies.module.css';
import { ASSEMBLIES_PAGE_HEADING, ASSEMBLY_ADMIN_MESSAGES as M, ASSEMBLY_COMMON_MESSAGES as C } from '../messages';

/**
 * One assembly in the administration, drawn by its state: a draft is prepared (details, agenda,
 * resolutions, voters, convocation); a convened one shows the answers and opens the session; an
 * open one runs the check-in and the votes; a closed one keeps its results and minutes.
 */
export function AssemblyView({ id }: { id: number }) {
  const assembly = useAdminAssembly(id);
  usePageTitle(assembly.data?.title ?? ASSEMBLIES_PAGE_HEADING);

  return (
    <Container>
      <Link to={PATHS.adminAssemblies} className={list.back}>
        <span aria-hidden="true">←</span> {M.backToList}
      </Link>
      {assembly.isPending ? (
        <Spinner label={C.loading} isBlock />
      ) : assembly.isError ? (
        <AssemblyLoadFailed query={assembly} heading={C.loadFailed} />
      ) : (
        <AssemblyByState assembly={assembly.data} />
      )}
    </Container>
  );
}

function AssemblyByState({ assembly }: { assembly: TAssembly }) {
  const { showToast } = useToast();
  const [isDeleting, setIsDeleting] = useState(false);
  return (
    <>
      <div className={list.header}>
        <h1 className={list.heading}>{assembly.title}</h1>
        <Badge tone={STATE_TONES[assembly.state]}>{ASSEMBLY_STATE_LABELS[assembly.state]}</Badge>
      </div>
      {assembly.state === 'draft' ? (
        <>
          <section className={styles.section} aria-labelledby="assemblee">
            <h2 id="assemblee">{M.detailsHeading}</h2>
            <AssemblyForm key={assembly.id} assembly={assembly} onSaved={() => showToast(M.saved, { tone: 'success' })} />
          </section>
          <AgendaEditor assembly={assembly} />
          <ResolutionEditor assembly={assembly} />
          <AdminDocumentsPanel assemblyId={assembly.id} isEditable />
          <VotersPanel assembly={assembly} />
          {assembly.voters_frozen_at && <ConvenePanel assembly={assembly} />}
          <div className={styles.actions}>
            <Button variant="danger" size="sm" onClick={() => setIsDeleting(true)}>
              {M.delete}
            </Button>
          </div>
          {isDeleting && <ConfirmDelete assembly={assembly} onClose={() => setIsDeleting(false)} />}
        </>
      ) : (
        <>
          <AssemblyFacts assembly={assembly} />
          {assembly.convocation_sent_at && <p className={styles.meta}>{M.convenedOn(formatDateTime(assembly.convocation_sent_at))}</p>}
          {assembly.state === 'convened' && <OpenSessionPanel assembly={assembly} />}
          {assembly.state === 'open' && <SessionVotesPanel assembly={assembly} />}
          {assembly.state === 'closed' && <ClosedSummary assembly={assembly} />}
          <VotersPanel assembly={assembly} />
          {assembly.state === 'open' && <CloseAssemblyPanel assembly={assembly} />}
          <AdminDocumentsPanel assemblyId={assembly.id} isEditable={assembly.state !== 'closed'} />
          {assembly.state === 'convened' && (
            <section className={styles.section} aria-labelledby="ordre-du-jour">
              <h2 id="ordre-du-jour">{C.agendaHeading}</h2>
              <AgendaList items={assembly.agenda_items} />
              <h2>{C.resolutionsHeading}</h2>
              <ol className={styles.list}>
                {assembly.resolutions.map((resolution) => (
                  <li key={resolution.id} className={styles.item}>
                    <h3 className={styles.itemTitle}>{resolution.title}</h3>
                    <ResolutionMeta resolution={resolution} />
                    {resolution.text && <p className={styles.itemText}>{resolution.text}</p>}
                  </li>
                ))}
              </ol>
            </section>
          )}
        </>
      )}
    </>
  );
}

function ClosedSummary({ assembly }: { assembly: TAssembly }) {
  return (
    <section className={styles.section} aria-labelledby="resultats">
      <h2 id="resultats">{C.resolutionsHeading}</h2>
      {assembly.closed_at && <p>{M.closedOn(formatDateTime(assembly.closed_at), assembly.chair_name ?? '', assembly.secretary_name ?? '')}</p>}
      <div className={styles.actions}>
        <PdfDownloadButton
          label={C.minutesDownload}
          fileName={`proces-verbal-ag-${assembly.id}.pdf`}
          download={() => downloadAssemblyPdf(assembly.id, 'minutes')}
        />
      </div>
      <ol className={styles.list}>
        {assembly.resolutions.map((resolution) => (
          <li key={resolution.id} className={styles.item}>
            <h3 className={styles.itemTitle}>{resolution.title}</h3>
            <ResolutionMeta resolution={resolution} />
            {resolution.result && <ResolutionResult title={resolution.title} result={resolution.result} />}
          </li>
        ))}
      </ol>
    </section>
  );
}

function ConfirmDelete({ assembly, onClose }: { assembly: TAssembly; onClose: () => void }) {
  const deleteAssembly = useDeleteAssembly();
  const { showToast } = useToast();
  const navigate = useNavigate();
  return (
    <ConfirmDeleteModal
      isOpen
      onClose={onClose}
      onConfirm={() =>
        deleteAssembly.mutate(assembly.id, {
          onSuccess: () => {
            showToast(M.deleted, { tone: 'success' });
            navigate(PATHS.adminAssemblies, { replace: true });
          },
        })
      }
      words={{ heading: M.delete, cancel: M.cancel, delete: M.remove, busy: M.deleteBusy }}
      isBusy={deleteAssembly.isPending}
      error={deleteAssembly.isError ? getErrorMessage(deleteAssembly.error, M.deleteFailed) : null}
    >
      <p>{M.deleteConfirm(assembly.title)}</p>
    </ConfirmDeleteModal>
  );
}
