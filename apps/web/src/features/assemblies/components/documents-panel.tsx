import { useEffect, useId, useRef, useState } from 'react';
import { ASSEMBLY_LIMITS, ASSEMBLY_MESSAGES, type TAssemblyDocument } from '@action-plus/contract';
import { Alert, Button, Spinner, TextField, useToast } from '#components/ui';
import { ApiError, getErrorMessage } from '#lib/api-client';
import {
  downloadDocument,
  useAssemblyDocuments,
  useAttachTreasuryAccounts,
  useRemoveDocument,
  useUpdateDocument,
  useUploadDocument,
} from '../api/assembly-documents';
import { PdfDownloadButton } from './pdf-download-button';
import styles from './assemblies.module.css';
import { ASSEMBLY_ADMIN_MESSAGES as M, ASSEMBLY_COMMON_MESSAGES as C } from '../messages';

/** A document's file: its name and size. */
const DocumentFile = ({ document }: { document: TAssemblyDocument }) => (
  <p className={styles.meta}>
    {document.file_name} · {C.documentSize(document.size_bytes)}
  </p>
);

const DocumentDownload = ({ document }: { document: TAssemblyDocument }) => (
  <PdfDownloadButton label={C.documentDownload(document.title)} fileName={document.file_name} download={() => downloadDocument(document)} />
);

/** What a manager may do to the documents until the assembly closes. */
interface DocumentManagement {
  /** Moves the document one place up (-1) or down (1). */
  onMove: (document: TAssemblyDocument, step: -1 | 1) => void;
  /** Resolves once the new title is saved; rejects with the server's refusal. */
  onRename: (document: TAssemblyDocument, title: string) => Promise<void>;
  onRemove: (id: number) => void;
  /** A failure that is not the title's: shown above the panel's forms. */
  onProblem: (message: string) => void;
  /** The document a move or a renaming is running on. */
  updatingId?: number;
  /** The document a removal is running on. */
  removingId?: number;
}

/**
 * One document as a manager sees it: downloaded, moved up or down, renamed in place, removed. As
 * the album's photos do, the moving buttons stay focusable at the ends and while a move is saved
 * (aria-disabled), so that the focus never drops to the page.
 */
function ManagedDocument({
  document,
  index,
  count,
  management,
}: {
  document: TAssemblyDocument;
  index: number;
  count: number;
  management: DocumentManagement;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [isSaving, setIsSaving] = useState(false);
  const fieldId = useId();
  const renameButton = useRef<HTMLButtonElement>(null);
  const isBusy = management.updatingId === document.id || management.removingId === document.id;

  function stopRenaming() {
    setDraft(null);
    setError(undefined);
    // Back where the keyboard was, once the button is drawn again.
    requestAnimationFrame(() => renameButton.current?.focus());
  }

  async function submitRename(event: React.FormEvent) {
    event.preventDefault();
    const title = (draft ?? '').trim();
    if (title === '') {
      setError(ASSEMBLY_MESSAGES.documentTitleRequired);
      return globalThis.document.getElementById(fieldId)?.focus();
    }
    setIsSaving(true);
    try {
      await management.onRename(document, title);
      stopRenaming();
    } catch (failure) {
      const detail = failure instanceof ApiError ? failure.detail : null;
      if (detail === ASSEMBLY_MESSAGES.documentTitleRequired || detail === ASSEMBLY_MESSAGES.documentTitleTooLong) setError(detail);
      else management.onProblem(getErrorMessage(failure, M.updateFailed));
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <li className={styles.item}>
      {draft === null ? (
        <p className={styles.itemTitle}>{document.title}</p>
      ) : (
        <form className={styles.fieldset} onSubmit={(event) => void submitRename(event)} noValidate aria-busy={isSaving || undefined}>
          <TextField
            id={fieldId}
            label={M.renameLabel(document.title)}
            isRequired
            maxLength={ASSEMBLY_LIMITS.DOCUMENT_TITLE_MAX}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            error={error}
            autoFocus
          />
          <div className={styles.actions}>
            <Button type="submit" size="sm" variant="outline" isLoading={isSaving}>
              {M.renameSave}
            </Button>
            <Button variant="ghost" size="sm" onClick={stopRenaming} disabled={isSaving}>
              {M.renameCancel}
            </Button>
          </div>
        </form>
      )}
      <DocumentFile document={document} />
      <div className={styles.actions}>
        <DocumentDownload document={document} />
        <Button
          variant="ghost"
          size="sm"
          onClick={() => index > 0 && !isBusy && management.onMove(document, -1)}
          aria-disabled={index === 0 || undefined}
          aria-label={M.moveUpNamed(document.title)}
          data-move={`${document.id}:up`}
        >
          {M.moveUp}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => index < count - 1 && !isBusy && management.onMove(document, 1)}
          aria-disabled={index === count - 1 || undefined}
          aria-label={M.moveDownNamed(document.title)}
          data-move={`${document.id}:down`}
        >
          {M.moveDown}
        </Button>
        {draft === null && (
          <Button
            ref={renameButton}
            variant="ghost"
            size="sm"
            onClick={() => setDraft(document.title)}
            disabled={isBusy}
            aria-label={M.renameNamed(document.title)}
          >
            {M.rename}
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          onClick={() => management.onRemove(document.id)}
          isLoading={management.removingId === document.id}
          aria-label={M.removeNamed(document.title)}
        >
          {M.remove}
        </Button>
      </div>
    </li>
  );
}

/** The documents attached to an assembly, each downloaded as the PDF it is; a manager may reorder, rename and remove them until it closes. */
function DocumentList({ documents, management }: { documents: readonly TAssemblyDocument[]; management?: DocumentManagement }) {
  if (documents.length === 0) return <p className={styles.hint}>{C.documentsEmpty}</p>;
  return (
    <ul className={styles.list}>
      {documents.map((document, index) =>
        management ? (
          <ManagedDocument key={document.id} document={document} index={index} count={documents.length} management={management} />
        ) : (
          <li key={document.id} className={styles.item}>
            <p className={styles.itemTitle}>{document.title}</p>
            <DocumentFile document={document} />
            <div className={styles.actions}>
              <DocumentDownload document={document} />
            </div>
          </li>
        ),
      )}
    </ul>
  );
}

/** The voters' side: the documents of the assembly, to download. */
export function MemberDocuments({ assemblyId }: { assemblyId: number }) {
  const documents = useAssemblyDocuments(assemblyId, 'member');
  if (documents.isSuccess && documents.data.documents.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="documents">
      <h2 id="documents">{C.documentsHeading}</h2>
      {documents.isPending ? (
        <Spinner label={C.documentsLoading} />
      ) : documents.isError ? (
        <Alert tone="error">{getErrorMessage(documents.error, C.documentsFailed)}</Alert>
      ) : (
        <DocumentList documents={documents.data.documents} />
      )}
    </section>
  );
}

/** The managers' side: the list, a PDF joined with its title, and the treasury's accounts of a year drawn and joined in one step. */
export function AdminDocumentsPanel({ assemblyId, isEditable }: { assemblyId: number; isEditable: boolean }) {
  const documents = useAssemblyDocuments(assemblyId, 'admin');
  const upload = useUploadDocument(assemblyId);
  const attachAccounts = useAttachTreasuryAccounts(assemblyId);
  const remove = useRemoveDocument(assemblyId);
  const update = useUpdateDocument(assemblyId);
  const { showToast } = useToast();
  const [title, setTitle] = useState('');
  const [year, setYear] = useState(String(new Date().getFullYear() - 1));
  const [errors, setErrors] = useState<{ title?: string; file?: string; year?: string }>({});
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const titleId = useId();
  const yearId = useId();

  const [moveNotice, setMoveNotice] = useState('');
  const panel = useRef<HTMLElement>(null);
  /** The moving button to focus again once the list is read in its new order: React moves the rows, and a browser may drop the focus of a moved one. */
  const movedButton = useRef<string | null>(null);
  const documentList = documents.data?.documents;

  useEffect(() => {
    const key = movedButton.current;
    if (!key) return;
    movedButton.current = null;
    panel.current?.querySelector<HTMLElement>(`[data-move="${key}"]`)?.focus();
  }, [documentList]);

  function move(document: TAssemblyDocument, step: -1 | 1) {
    const from = documentList?.findIndex((candidate) => candidate.id === document.id) ?? -1;
    const to = from + step;
    if (!documentList || from < 0 || to < 0 || to >= documentList.length) return;
    movedButton.current = `${document.id}:${step < 0 ? 'up' : 'down'}`;
    update.mutate(
      { documentId: document.id, title: document.title, position: to },
      {
        onSuccess: () => setMoveNotice(M.documentMoved(to + 1, documentList.length)),
        onError: (failure) => setProblem(getErrorMessage(failure, M.updateFailed)),
      },
    );
  }

  async function submitUpload(event: React.FormEvent) {
    event.preventDefault();
    setProblem(null);
    const file = fileInput.current?.files?.[0];
    const found = {
      title: title.trim() === '' ? ASSEMBLY_MESSAGES.documentTitleRequired : undefined,
      file: !file ? ASSEMBLY_MESSAGES.documentFileRequired : file.size > ASSEMBLY_LIMITS.DOCUMENT_MAX_BYTES ? ASSEMBLY_MESSAGES.documentTooLarge : undefined,
    };
    setErrors(found);
    if (found.title || found.file) return document.getElementById(found.title ? titleId : fileId)?.focus();
    try {
      await upload.mutateAsync({ title: title.trim(), file: file! });
      showToast(M.documentAdded, { tone: 'success' });
      setTitle('');
      if (fileInput.current) fileInput.current.value = '';
    } catch (failure) {
      const detail = failure instanceof ApiError ? failure.detail : null;
      if (detail === ASSEMBLY_MESSAGES.documentTitleRequired || detail === ASSEMBLY_MESSAGES.documentTitleTooLong) setErrors({ title: detail });
      else if (detail === ASSEMBLY_MESSAGES.documentNotPdf || detail === ASSEMBLY_MESSAGES.documentTooLarge) setErrors({ file: detail });
      else setProblem(getErrorMessage(failure, M.documentFailed));
    }
  }

  async function submitAccounts(event: React.FormEvent) {
    event.preventDefault();
    setProblem(null);
    const value = /^\d{4}$/.test(year.trim()) ? Number(year.trim()) : null;
    if (value === null) {
      setErrors({ year: ASSEMBLY_MESSAGES.accountsYearInvalid });
      return document.getElementById(yearId)?.focus();
    }
    setErrors({});
    try {
      await attachAccounts.mutateAsync(value);
      showToast(M.documentAdded, { tone: 'success' });
    } catch (failure) {
      if (failure instanceof ApiError && failure.detail === ASSEMBLY_MESSAGES.accountsYearInvalid) setErrors({ year: failure.detail });
      else setProblem(getErrorMessage(failure, M.documentFailed));
    }
  }

  return (
    <section ref={panel} className={styles.section} aria-labelledby="documents">
      <h2 id="documents">{C.documentsHeading}</h2>
      <p className={styles.hint}>{M.documentsHint}</p>
      {documents.isPending ? (
        <Spinner label={C.documentsLoading} />
      ) : documents.isError ? (
        <Alert tone="error">{getErrorMessage(documents.error, C.documentsFailed)}</Alert>
      ) : (
        <DocumentList
          documents={documents.data.documents}
          management={
            isEditable
              ? {
                  onMove: move,
                  onRename: async (document, title) => {
                    setProblem(null);
                    await update.mutateAsync({ documentId: document.id, title, position: null });
                    showToast(M.renamed, { tone: 'success' });
                  },
                  onRemove: (id) => remove.mutate(id, { onError: (failure) => setProblem(getErrorMessage(failure, M.removeFailed)) }),
                  onProblem: setProblem,
                  updatingId: update.isPending ? update.variables.documentId : undefined,
                  removingId: remove.isPending ? remove.variables : undefined,
                }
              : undefined
          }
        />
      )}
      <p className="visually-hidden" role="status">
        {moveNotice}
      </p>
      {problem && (
        <Alert tone="error" isRevealed onDismiss={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
      {isEditable && (
        <>
          <form className={styles.fieldset} onSubmit={(event) => void submitUpload(event)} noValidate aria-busy={upload.isPending || undefined}>
            <div className={styles.row}>
              <TextField
                id={titleId}
                label={M.documentTitleLabel}
                isRequired
                maxLength={ASSEMBLY_LIMITS.DOCUMENT_TITLE_MAX}
                value={title}
                onChange={(event) => setTitle(event.target.value)}
                error={errors.title}
              />
              <TextField
                id={fileId}
                ref={fileInput}
                type="file"
                accept="application/pdf,.pdf"
                label={M.documentFileLabel}
                hint={M.documentFileHint}
                isRequired
                error={errors.file}
              />
            </div>
            <Button type="submit" size="sm" variant="outline" isLoading={upload.isPending} loadingText={M.documentUploadBusy}>
              {M.documentUpload}
            </Button>
          </form>
          <form className={styles.fieldset} onSubmit={(event) => void submitAccounts(event)} noValidate aria-busy={attachAccounts.isPending || undefined}>
            <TextField
              id={yearId}
              label={M.accountsYearLabel}
              hint={M.accountsHint}
              inputMode="numeric"
              maxLength={4}
              value={year}
              onChange={(event) => setYear(event.target.value)}
              error={errors.year}
            />
            <Button type="submit" size="sm" variant="outline" isLoading={attachAccounts.isPending}>
              {M.accountsAttach}
            </Button>
          </form>
        </>
      )}
    </section>
  );
}
