import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useController, useForm } from 'react-hook-form';
import { NEWS_LIMITS, NEWS_MESSAGES, NEWS_STATUS_LABELS, NEWS_STATUSES, PATHS, type TAdminNewsArticle, type TNewsArticleRequest } from '@action-plus/contract';
import { Alert, Button, buttonClassName, Select, TextArea, TextField } from '#components/ui';
import { ApiError, getErrorMessage } from '#lib/api-client';
import { useAuth } from '#lib/auth';
import { formatDate } from '#lib/dates';
import { useNewsEventChoices } from '../api/get-news-event-choices';
import { useSaveNewsArticle } from '../api/save-news-article';
import { fieldOfServerMessage, newsFormResolver, toNewsFormValues, type NewsFormValues } from '../lib/news-form';
import { CoverImageField } from './cover-image-field';
import { MarkdownBodyField, type EditorPane } from './markdown-body-field';
import styles from './news-editor.module.css';
import { NEWS_EDITOR_MESSAGES as M } from '../messages';

const STATUS_OPTIONS = NEWS_STATUSES.map((status) => ({ value: status, label: NEWS_STATUS_LABELS[status] }));

type NewsEditorProps = {
  /** The article being edited; nothing for a new one. */
  article?: TAdminNewsArticle;
  /** After a save: the article as the server stored it, and the server's sentence. */
  onSaved: (article: TAdminNewsArticle, message: string) => void;
};

/**
 * An article's form: its words, its cover (with the description a cover requires), its event, its
 * state and schedule, its Markdown with the toolbar and the server's preview. Every error shows
 * under its field in French, the server's refusal above the form as well; nothing typed is lost.
 */
export function NewsEditor({ article, onSaved }: NewsEditorProps) {
  const { can } = useAuth();
  // An organiser writes about the events they organise; who manages the news may write about none.
  const isEventRequired = !can('news.manage');
  const resolver = useMemo(() => newsFormResolver({ isEventRequired }), [isEventRequired]);
  const {
    register,
    control,
    handleSubmit,
    watch,
    setError,
    formState: { errors },
  } = useForm<NewsFormValues, unknown, TNewsArticleRequest>({ defaultValues: toNewsFormValues(article), resolver });
  // Registered in the order the fields show: an error brings the focus to the first of them.
  const fields = {
    title: register('title'),
    summary: register('summary'),
    status: register('status'),
    publishDate: register('publish_date'),
    publishTime: register('publish_time'),
  };
  const eventField = useController({ name: 'event_id', control });
  const tagsField = register('tags');
  const cover = useController({ name: 'cover_image', control });
  const coverAltField = register('cover_alt');
  const body = useController({ name: 'body', control });
  const status = watch('status');
  const eventChoices = useNewsEventChoices();
  const saveArticle = useSaveNewsArticle();
  const [formError, setFormError] = useState<string | null>(null);
  const [pane, setPane] = useState<EditorPane>('write');

  const events = eventChoices.data?.events ?? [];
  const eventOptions = events.map((event) => ({ value: String(event.id), label: M.eventOption(event.title, formatDate(event.date)) }));
  // An article tied to an event the list does not offer (any more) keeps it, rather than losing it on the next save.
  if (eventField.field.value !== '' && !eventOptions.some((option) => option.value === eventField.field.value))
    eventOptions.unshift({ value: eventField.field.value, label: M.eventOption(`n°\u00a0${eventField.field.value}`, '…') });

  const submit = handleSubmit(
    async (request) => {
      setFormError(null);
      try {
        const saved = await saveArticle.mutateAsync({ id: article?.id ?? null, request });
        onSaved(saved, article ? NEWS_MESSAGES.updated : NEWS_MESSAGES.created);
      } catch (failure) {
        setFormError(getErrorMessage(failure, M.saveFailed));
        const named = failure instanceof ApiError ? fieldOfServerMessage(failure.detail) : undefined;
        if (named) setError(named.field, { type: 'server', message: named.message });
      }
    },
    // On a phone the text may be hidden behind its preview: show it, so that its error and the focus reach it.
    (invalid) => {
      if (invalid.body) setPane('write');
    },
  );

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-busy={saveArticle.isPending || undefined}>
      <p className={styles.note}>{M.requiredNote}</p>
      {formError && (
        <Alert tone="error" isRevealed>
          {formError}
        </Alert>
      )}

      <TextField label={M.titleLabel} isRequired maxLength={NEWS_LIMITS.TITLE_MAX} error={errors.title?.message} {...fields.title} />
      <TextArea
        label={M.summaryLabel}
        hint={M.summaryHint}
        isRequired
        rows={3}
        maxLength={NEWS_LIMITS.SUMMARY_MAX}
        error={errors.summary?.message}
        {...fields.summary}
      />

      <div className={styles.row}>
        <Select label={M.statusLabel} hint={M.statusHint} options={STATUS_OPTIONS} error={errors.status?.message} {...fields.status} />
        {status === 'scheduled' && (
          <>
            <TextField type="date" label={M.publishDateLabel} isRequired error={errors.publish_date?.message} {...fields.publishDate} />
            <TextField
              type="time"
              label={M.publishTimeLabel}
              hint={M.publishTimeHint}
              isRequired
              error={errors.publish_time?.message}
              {...fields.publishTime}
            />
          </>
        )}
      </div>

      <Select
        label={M.eventLabel}
        hint={eventChoices.isError ? getErrorMessage(eventChoices.error, M.eventsFailed) : isEventRequired ? M.eventHintRequired : M.eventHint}
        isRequired={isEventRequired}
        placeholder={isEventRequired ? M.eventChoose : M.eventNone}
        options={eventOptions}
        error={errors.event_id?.message}
        name={eventField.field.name}
        value={eventField.field.value}
        onChange={eventField.field.onChange}
        onBlur={eventField.field.onBlur}
        ref={eventField.field.ref}
      />

      <TextField label={M.tagsLabel} hint={M.tagsHint} error={errors.tags?.message} {...tagsField} />

      <div className={styles.group}>
        <CoverImageField value={cover.field.value} onChange={cover.field.onChange} error={errors.cover_image?.message} />
        {cover.field.value !== '' && (
          <TextField
            label={M.coverAltLabel}
            hint={M.coverAltHint}
            isRequired
            maxLength={NEWS_LIMITS.COVER_ALT_MAX}
            error={errors.cover_alt?.message}
            {...coverAltField}
          />
        )}
      </div>

      <MarkdownBodyField
        name={body.field.name}
        value={body.field.value}
        onChange={body.field.onChange}
        onBlur={body.field.onBlur}
        fieldRef={body.field.ref}
        error={errors.body?.message}
        events={events}
        pane={pane}
        onPaneChange={setPane}
      />

      <div className={styles.actions}>
        <Link to={PATHS.adminNews} className={buttonClassName({ variant: 'ghost' })}>
          {M.cancel}
        </Link>
        <Button type="submit" isLoading={saveArticle.isPending} loadingText={M.saveBusy}>
          {article ? M.submitUpdate : M.submitCreate}
        </Button>
      </div>
    </form>
  );
}
