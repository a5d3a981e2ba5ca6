import { useMemo, useState } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import {
  ANNOUNCEMENT_ARCHIVE_LABELS,
  ANNOUNCEMENT_ARCHIVES,
  ANNOUNCEMENT_KIND_LABELS,
  ANNOUNCEMENT_KINDS,
  ANNOUNCEMENT_MESSAGES,
  ANNOUNCEMENT_SEGMENT_LABELS,
  ANNOUNCEMENT_SEGMENT_TYPES,
  type TAnnouncement,
  type TAnnouncementRequest,
} from '@action-plus/contract';
import { Alert, Button, Select, TextField, useToast } from '#components/ui';
import { ApiError, getErrorMessage } from '#lib/api-client';
import { formatDate } from '#lib/dates';
import { useRecipientsCount } from '../api/count-recipients';
import { useAnnouncementArticleChoices, useAnnouncementEventChoices } from '../api/get-choices';
import { useSaveAnnouncement } from '../api/save-announcement';
import { useSendAnnouncementTest } from '../api/send-announcement';
import {
  announcementFormResolver,
  completeSegmentOf,
  fieldOfServerMessage,
  isEventSegment,
  toAnnouncementFormValues,
  validRequestOf,
  type AnnouncementFormValues,
} from '../lib/announcement-form';
import { useDebouncedValue } from '#lib/use-debounced-value';
import { AnnouncementBodyField } from './announcement-body-field';
import { MailPreview } from './mail-preview';
import { RecipientsCount } from './recipients-count';
import { SendDialog, type ScheduleDraft, type SendMode } from './send-dialog';
import styles from './announcement-editor.module.css';
import { ANNOUNCEMENT_EDITOR_MESSAGES as M, ANNOUNCEMENT_EDITOR_SETTINGS as SETTINGS } from '../messages';

/** `value` once its JSON has stayed the same for `delayMs`, the same object as long as it does. */
function useSettledJson<T>(value: T | null, delayMs: number): T | null {
  const settled = useDebouncedValue(value === null ? '' : JSON.stringify(value), delayMs);
  return useMemo(() => (settled === '' ? null : (JSON.parse(settled) as T)), [settled]);
}

const KIND_OPTIONS = ANNOUNCEMENT_KINDS.map((kind) => ({ value: kind, label: ANNOUNCEMENT_KIND_LABELS[kind] }));
const SEGMENT_OPTIONS = ANNOUNCEMENT_SEGMENT_TYPES.map((type) => ({ value: type, label: ANNOUNCEMENT_SEGMENT_LABELS[type] }));

type AnnouncementEditorProps = {
  /** The announcement being edited (a draft or a scheduled one); nothing for a new one. */
  announcement?: TAnnouncement;
  /** After the first save of a new announcement: its page takes over. */
  onCreated: (announcement: TAnnouncement) => void;
  /** After it was sent or scheduled. */
  onSent: (announcement: TAnnouncement) => void;
};

/**
 * An announcement's form: its subject, kind, recipients (with their count), card, publication and
 * Markdown text, the mail's preview, a test to oneself, sending now or at a time. Every action
 * saves what is typed first; every error shows under its field in French, the server's refusal
 * beside the buttons as well; nothing typed is lost.
 */
export function AnnouncementEditor({ announcement, onCreated, onSent }: AnnouncementEditorProps) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm<AnnouncementFormValues, unknown, TAnnouncementRequest>({
    defaultValues: toAnnouncementFormValues(announcement),
    resolver: announcementFormResolver,
  });
  const fields = {
    subject: register('subject'),
    kind: register('kind', {
      // Information about membership goes to the members, whatever their choices: the one segment it has.
      onChange: (event: { target: { value: string } }) => {
        if (event.target.value === 'membership') setValue('segment_type', 'active_members');
      },
    }),
    segmentType: register('segment_type'),
    segmentEvent: register('segment_event_id'),
    segmentYear: register('segment_year'),
    attachment: register('attachment'),
    archive: register('archive'),
  };
  const body = useController({ name: 'body', control });
  const values = useWatch({ control }) as AnnouncementFormValues;
  const eventChoices = useAnnouncementEventChoices();
  const articleChoices = useAnnouncementArticleChoices();
  const saveAnnouncement = useSaveAnnouncement();
  const sendTest = useSendAnnouncementTest();
  const { showToast } = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  const [testResult, setTestResult] = useState<string | null>(null);
  const [sending, setSending] = useState<{ mode: SendMode; request: TAnnouncementRequest } | null>(null);
  const [schedule, setSchedule] = useState<ScheduleDraft>({ day: '', time: '' });

  const segment = completeSegmentOf(values);
  // Debounced as text: a new object at each render would start the wait again forever.
  const countChoice = useSettledJson(segment ? { kind: values.kind, segment } : null, SETTINGS.COUNT_DEBOUNCE_MS);
  const previewRequest = useSettledJson(validRequestOf(values), SETTINGS.PREVIEW_DEBOUNCE_MS);
  // The count the confirmation states: the one shown for the choice as it is now.
  const currentCount = useRecipientsCount(segment ? { kind: values.kind, segment } : null);
  const isBusy = saveAnnouncement.isPending || sendTest.isPending;

  const events = eventChoices.data?.events ?? [];
  const eventOptions = events.map((event) => ({ value: String(event.id), label: M.eventOption(event.title, formatDate(event.starts_at)) }));
  if (values.segment_event_id !== '' && !eventOptions.some((option) => option.value === values.segment_event_id))
    eventOptions.unshift({ value: values.segment_event_id, label: M.eventOption(`n°\u00a0${values.segment_event_id}`, '…') });
  const attachmentOptions = [
    ...events.map((event) => ({ value: `event:${event.id}`, label: M.attachmentEventOption(event.title, formatDate(event.starts_at)) })),
    ...(articleChoices.data?.articles ?? []).map((article) => ({ value: `article:${article.id}`, label: M.attachmentArticleOption(article.title) })),
  ];
  if (values.attachment !== '' && !attachmentOptions.some((option) => option.value === values.attachment))
    attachmentOptions.unshift({ value: values.attachment, label: values.attachment });

  /** Saves what is typed (a new announcement is created as a draft); a refusal shows beside the buttons and under its field. */
  async function persist(request: TAnnouncementRequest): Promise<TAnnouncement | null> {
    setProblem(null);
    setTestResult(null);
    try {
      return await saveAnnouncement.mutateAsync({ id: announcement?.id ?? null, request });
    } catch (failure) {
      setProblem(getErrorMessage(failure, M.saveFailed));
      const named = failure instanceof ApiError ? fieldOfServerMessage(failure.detail) : undefined;
      if (named) setError(named.field, { type: 'server', message: named.message });
      return null;
    }
  }

  const save = handleSubmit(async (request) => {
    const saved = await persist(request);
    if (!saved) return;
    showToast(announcement ? ANNOUNCEMENT_MESSAGES.updated : ANNOUNCEMENT_MESSAGES.created, { tone: 'success' });
    if (!announcement) onCreated(saved);
  });

  const test = handleSubmit(async (request) => {
    const saved = await persist(request);
    if (!saved) return;
    try {
      const { message } = await sendTest.mutateAsync(saved.id);
      setTestResult(message);
      if (!announcement) {
        showToast(message, { tone: 'success' });
        onCreated(saved);
      }
    } catch (failure) {
      setProblem(getErrorMessage(failure, M.testFailed));
    }
  });

  const askToSend = (mode: SendMode) =>
    handleSubmit((request) => {
      setProblem(null);
      setSending({ mode, request });
    });

  const isEditable = !announcement || announcement.state === 'draft' || announcement.state === 'scheduled';
  const canSend = !announcement || announcement.state === 'draft';

  return (
    <div className={styles.layout}>
      <form className={styles.form} onSubmit={(event) => void save(event)} noValidate aria-busy={isBusy || undefined}>
        <p className={styles.hint}>{M.requiredNote}</p>
        <TextField label={M.subjectLabel} isRequired maxLength={SETTINGS.SUBJECT_MAX} error={errors.subject?.message} {...fields.subject} />
        <Select label={M.kindLabel} hint={M.kindHint} options={KIND_OPTIONS} error={errors.kind?.message} {...fields.kind} />

        <fieldset className={styles.group}>
          <legend className={styles.legend}>{M.recipientsLegend}</legend>
          <Select
            label={M.segmentLabel}
            hint={values.kind === 'membership' ? M.segmentHintMembership : M.segmentHint}
            options={SEGMENT_OPTIONS}
            error={errors.segment_type?.message}
            {...fields.segmentType}
          />
          {isEventSegment(values.segment_type) && (
            <Select
              label={M.eventLabel}
              hint={eventChoices.isError ? getErrorMessage(eventChoices.error, M.eventsFailed) : undefined}
              isRequired
              placeholder={M.eventChoose}
              options={eventOptions}
              error={errors.segment_event_id?.message}
              {...fields.segmentEvent}
            />
          )}
          {values.segment_type === 'donors_of_year' && (
            <TextField label={M.yearLabel} inputMode="numeric" isRequired maxLength={4} error={errors.segment_year?.message} {...fields.segmentYear} />
          )}
          <RecipientsCount choice={countChoice} />
        </fieldset>

        <Select
          label={M.attachmentLabel}
          hint={M.attachmentHint}
          placeholder={M.attachmentNone}
          options={attachmentOptions}
          error={errors.attachment?.message}
          {...fields.attachment}
        />

        <fieldset className={styles.group} aria-describedby="annonce-publication-aide">
          <legend className={styles.legend}>{M.archiveLegend}</legend>
          <p id="annonce-publication-aide" className={styles.hint}>
            {M.archiveHint}
          </p>
          {ANNOUNCEMENT_ARCHIVES.map((archive) => (
            <label key={archive} className={styles.radio}>
              <input type="radio" value={archive} {...fields.archive} />
              {ANNOUNCEMENT_ARCHIVE_LABELS[archive]}
            </label>
          ))}
          {errors.archive?.message && <p className={styles.error}>{errors.archive.message}</p>}
        </fieldset>

        <AnnouncementBodyField
          name={body.field.name}
          value={body.field.value}
          onChange={body.field.onChange}
          onBlur={body.field.onBlur}
          fieldRef={body.field.ref}
          error={errors.body?.message}
        />

        {problem && (
          <Alert tone="error" isRevealed onDismiss={() => setProblem(null)}>
            {problem}
          </Alert>
        )}
        {testResult && (
          <Alert tone="success" isRevealed onDismiss={() => setTestResult(null)}>
            {testResult}
          </Alert>
        )}
        {isEditable && (
          <div className={styles.actions}>
            <Button type="submit" variant="outline" isLoading={saveAnnouncement.isPending && !sendTest.isPending} loadingText={M.saveBusy}>
              {M.save}
            </Button>
            <Button variant="outline" onClick={() => void test()} isLoading={sendTest.isPending} loadingText={M.sendTestBusy}>
              {M.sendTest}
            </Button>
            {canSend && (
              <>
                <Button variant="outline" onClick={() => void askToSend('schedule')()}>
                  {M.schedule}
                </Button>
                <Button onClick={() => void askToSend('now')()}>{M.sendNow}</Button>
              </>
            )}
          </div>
        )}
      </form>
      <MailPreview request={previewRequest} />
      {sending && (
        <SendDialog
          mode={sending.mode}
          subject={sending.request.subject}
          count={currentCount.data?.count}
          save={() => persist(sending.request)}
          schedule={schedule}
          onScheduleChange={setSchedule}
          onClose={() => setSending(null)}
          onSent={(sent) => {
            setSending(null);
            onSent(sent);
          }}
        />
      )}
    </div>
  );
}
