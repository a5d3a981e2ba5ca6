import { useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  EVENT_DEFAULTS,
  EVENT_TYPES,
  UPLOAD_LIMITS,
  ZCreateEventWithRecurrenceRequestSchema,
  ZEditedEventFormSchema,
  toCardImageUrl,
  type TCreateEventWithRecurrenceRequest,
  type TEvent,
} from '@action-plus/contract';
import { Alert, Button, TextArea, TextField, Select } from '#components/ui';
import { getErrorMessage } from '#lib/api-client';
import { uploadEventImages } from '../api/upload-event-images';
import { EventRecurrenceFields, NO_RECURRENCE, toRecurrenceInput, type RecurrenceFormValues } from './event-recurrence-fields';
import styles from './event-form.module.css';
import { EVENT_FORM_MESSAGES } from '../event-form-messages';
import { EVENT_PAGE_MESSAGES, EVENT_TYPE_LABELS } from '../messages';

/** What the inputs hold: text everywhere (the contract's schema turns it into the request). */
export type EventFormValues = {
  title: string;
  description: string;
  date: string;
  time: string;
  type: string;
  location: string;
  image: string;
  max_participants: string;
  isFeatured: boolean;
  /** Only asked when creating: an edit never changes how a series repeats. */
  recurrence: RecurrenceFormValues;
};

export type EventFormSubmission = TCreateEventWithRecurrenceRequest;

type NewImage = { key: string; file: File; previewUrl: string };

export type EventFormProps = {
  /** The event being edited; nothing for a new one. */
  event?: TEvent;
  submitLabel: string;
  busyLabel: string;
  /** Saves the event (POST or PUT); throws an ApiError whose detail is shown. */
  onSave: (request: EventFormSubmission) => Promise<void>;
  saveFailedMessage: string;
  onCancel: () => void;
  /** After a successful save, the form stays disabled (the page is about to leave). */
  isDone?: boolean;
  /** Shown just before the buttons (the edit page's « cette date seulement » or « toutes les dates à venir »). */
  beforeActions?: ReactNode;
};

const TYPE_OPTIONS = EVENT_TYPES.map((type) => ({ value: type, label: EVENT_TYPE_LABELS[type] }));

function toFormValues(event?: TEvent): EventFormValues {
  return {
    title: event?.title ?? '',
    description: event?.description ?? '',
    date: event?.date ?? '',
    time: event?.time ?? EVENT_DEFAULTS.DEFAULT_TIME,
    type: event?.type ?? '',
    location: event?.location ?? '',
    image: event?.image ?? '',
    max_participants: String(event?.max_participants ?? EVENT_DEFAULTS.DEFAULT_MAX_PARTICIPANTS),
    isFeatured: event?.isFeatured ?? false,
    recurrence: NO_RECURRENCE,
  };
}

const resolveRequest = zodResolver(ZCreateEventWithRecurrenceRequestSchema);
const resolveEditedEvent = zodResolver(ZEditedEventFormSchema);

/** The contract's schema reads the request the inputs make: the repetition's inputs become `recurrence` (or nothing). */
const resolveNewEventForm: Resolver<EventFormValues, unknown, TCreateEventWithRecurrenceRequest> = (values, context, options) => {
  const { recurrence, ...event } = values;
  const recurrenceInput = toRecurrenceInput(recurrence);
  return resolveRequest(recurrenceInput ? { ...event, recurrence: recurrenceInput } : event, context, options as never) as never;
};

/** An edit never changes the repetition, and may raise the places beyond the creation's bound (spec §5). */
const resolveEditForm: Resolver<EventFormValues, unknown, TCreateEventWithRecurrenceRequest> = (values, context, options) => {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { recurrence, ...event } = values;
  return resolveEditedEvent(event, context, options as never) as never;
};

/** Images the browser can already tell are not acceptable, in French, before anything is sent. */
export function findImageProblem(files: readonly File[], alreadySelected: number): string | null {
  if (files.length + alreadySelected > UPLOAD_LIMITS.MAX_FILES) return EVENT_FORM_MESSAGES.tooManyFiles;
  for (const file of files) {
    if (!file.type.startsWith('image/')) return EVENT_FORM_MESSAGES.notAnImageFile(file.name);
    if (file.size > UPLOAD_LIMITS.MAX_FILE_BYTES) return EVENT_FORM_MESSAGES.fileTooLarge(file.name);
  }
  return null;
}

/**
 * The create and edit form (spec §2): every field, uploads with previews, an optional image
 * address, the existing images with 'Supprimer'. Uploads go first, then the event is saved.
 */
export function EventForm({ event, submitLabel, busyLabel, onSave, saveFailedMessage, onCancel, isDone = false, beforeActions }: EventFormProps) {
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<EventFormValues, unknown, TCreateEventWithRecurrenceRequest>({
    defaultValues: toFormValues(event),
    resolver: event ? resolveEditForm : resolveNewEventForm,
  });
  const [existingImages, setExistingImages] = useState<string[]>(() => event?.images ?? []);
  const [newImages, setNewImages] = useState<NewImage[]>([]);
  const [imageProblem, setImageProblem] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [phase, setPhase] = useState<'idle' | 'uploading' | 'saving'>('idle');
  const fileInputId = useId();
  const fileHintId = useId();
  const fileErrorId = useId();

  // Previews are object URLs: each one is released when its image leaves the form, or the form the page.
  const newImagesRef = useRef(newImages);
  newImagesRef.current = newImages;
  useEffect(() => () => newImagesRef.current.forEach((image) => URL.revokeObjectURL(image.previewUrl)), []);

  function addFiles(changeEvent: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(changeEvent.target.files ?? []);
    changeEvent.target.value = '';
    if (files.length === 0) return;
    const problem = findImageProblem(files, newImages.length);
    setImageProblem(problem);
    if (problem) return;
    setNewImages((current) => [
      ...current,
      ...files.map((file) => ({ key: `${file.name}-${file.size}-${crypto.randomUUID()}`, file, previewUrl: URL.createObjectURL(file) })),
    ]);
  }

  function removeNewImage(key: string) {
    setNewImages((current) => {
      const removed = current.find((image) => image.key === key);
      if (removed) URL.revokeObjectURL(removed.previewUrl);
      return current.filter((image) => image.key !== key);
    });
  }

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    let uploaded: string[] = [];
    if (newImages.length > 0) {
      setPhase('uploading');
      try {
        uploaded = (await uploadEventImages(newImages.map((image) => image.file))).map((file) => file.image_url);
      } catch (error) {
        setImageProblem(getErrorMessage(error, EVENT_FORM_MESSAGES.uploadFailed));
        setPhase('idle');
        return;
      }
    }
    setPhase('saving');
    try {
      await onSave({ ...values, images: [...existingImages, ...uploaded] });
      // The uploads now belong to the event: keep their previews out of the way of a second submit.
      setNewImages((current) => {
        current.forEach((image) => URL.revokeObjectURL(image.previewUrl));
        return [];
      });
      setExistingImages((current) => [...current, ...uploaded]);
    } catch (error) {
      setFormError(getErrorMessage(error, saveFailedMessage));
    } finally {
      setPhase('idle');
    }
  });

  const isBusy = phase !== 'idle' || isDone;

  return (
    <form className={styles.form} onSubmit={(formEvent) => void submit(formEvent)} noValidate aria-busy={phase !== 'idle' || undefined}>
      <p className={styles.note}>{EVENT_FORM_MESSAGES.requiredFieldsNote}</p>
      {formError && <Alert tone="error">{formError}</Alert>}

      <TextField label={EVENT_FORM_MESSAGES.titleLabel} isRequired error={errors.title?.message} maxLength={EVENT_DEFAULTS.TITLE_MAX} {...register('title')} />
      <TextArea
        label={EVENT_FORM_MESSAGES.descriptionLabel}
        isRequired
        rows={6}
        error={errors.description?.message}
        maxLength={EVENT_DEFAULTS.DESCRIPTION_MAX}
        {...register('description')}
      />
      <div className={styles.row}>
        <TextField type="date" label={EVENT_FORM_MESSAGES.dateFieldLabel} isRequired error={errors.date?.message} {...register('date')} />
        <TextField
          type="time"
          label={EVENT_FORM_MESSAGES.timeFieldLabel}
          hint={EVENT_FORM_MESSAGES.timeHint}
          error={errors.time?.message}
          {...register('time')}
        />
      </div>
      <div className={styles.row}>
        <TextField
          label={EVENT_FORM_MESSAGES.locationFieldLabel}
          isRequired
          error={errors.location?.message}
          maxLength={EVENT_DEFAULTS.LOCATION_MAX}
          {...register('location')}
        />
        <Select
          label={EVENT_FORM_MESSAGES.typeLabel}
          options={TYPE_OPTIONS}
          placeholder={EVENT_FORM_MESSAGES.typePlaceholder}
          error={errors.type?.message}
          {...register('type')}
        />
      </div>
      <TextField
        type="number"
        inputMode="numeric"
        min={EVENT_DEFAULTS.MIN_PARTICIPANTS}
        max={event ? EVENT_DEFAULTS.EDIT_MAX_PARTICIPANTS : EVENT_DEFAULTS.MAX_PARTICIPANTS}
        step={1}
        label={EVENT_FORM_MESSAGES.maxParticipantsLabel}
        hint={event ? EVENT_FORM_MESSAGES.maxParticipantsOnEditHint : EVENT_FORM_MESSAGES.maxParticipantsHint}
        error={errors.max_participants?.message}
        {...register('max_participants')}
      />
      <div className={styles.checkbox}>
        <input type="checkbox" id={`${fileInputId}-vedette`} {...register('isFeatured')} />
        <label htmlFor={`${fileInputId}-vedette`}>{EVENT_FORM_MESSAGES.featuredLabel}</label>
      </div>

      <fieldset className={styles.images}>
        <legend className={styles.legend}>{EVENT_FORM_MESSAGES.imagesLabel}</legend>

        {existingImages.length > 0 && (
          <>
            <h2 className={styles.subheading}>{EVENT_FORM_MESSAGES.existingImagesHeading}</h2>
            <ul className={styles.previews}>
              {existingImages.map((url, position) => (
                <li key={url} className={styles.preview}>
                  <img src={toCardImageUrl(url)} alt={EVENT_FORM_MESSAGES.existingImageAlt(position + 1)} width={160} height={100} />
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setExistingImages((current) => current.filter((image) => image !== url))}
                    aria-label={EVENT_FORM_MESSAGES.removeImageOf(position + 1)}
                    disabled={isBusy}
                  >
                    {EVENT_FORM_MESSAGES.removeImage}
                  </Button>
                </li>
              ))}
            </ul>
          </>
        )}

        <label htmlFor={fileInputId} className={styles.fileLabel}>
          {EVENT_FORM_MESSAGES.newImagesHeading}
        </label>
        <p id={fileHintId} className={styles.hint}>
          {EVENT_FORM_MESSAGES.imagesHint}
        </p>
        <input
          id={fileInputId}
          type="file"
          accept={UPLOAD_LIMITS.ACCEPT_ATTRIBUTE}
          multiple
          onChange={addFiles}
          disabled={isBusy}
          aria-describedby={[fileHintId, imageProblem ? fileErrorId : ''].filter(Boolean).join(' ')}
          aria-invalid={imageProblem ? true : undefined}
          className={styles.fileInput}
        />
        {imageProblem && (
          <p id={fileErrorId} className={styles.error} role="alert">
            {imageProblem}
          </p>
        )}
        {newImages.length > 0 && (
          <ul className={styles.previews}>
            {newImages.map((image) => (
              <li key={image.key} className={styles.preview}>
                <img src={image.previewUrl} alt={EVENT_FORM_MESSAGES.previewAlt(image.file.name)} width={160} height={100} />
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => removeNewImage(image.key)}
                  aria-label={`${EVENT_FORM_MESSAGES.removeImage} ${image.file.name}`}
                  disabled={isBusy}
                >
                  {EVENT_FORM_MESSAGES.removeImage}
                </Button>
              </li>
            ))}
          </ul>
        )}

        <TextField
          type="url"
          label={EVENT_FORM_MESSAGES.imageUrlLabel}
          hint={EVENT_FORM_MESSAGES.imageUrlHint}
          error={errors.image?.message}
          {...register('image')}
        />
      </fieldset>

      {!event && (
        <EventRecurrenceFields
          register={register as never}
          errors={errors.recurrence}
          values={watch('recurrence')}
          firstDate={watch('date')}
          idPrefix={fileInputId}
        />
      )}
      {beforeActions}

      <div className={styles.actions}>
        <Button variant="ghost" onClick={onCancel} disabled={phase !== 'idle'}>
          {EVENT_PAGE_MESSAGES.cancel}
        </Button>
        <Button type="submit" isLoading={isBusy} loadingText={phase === 'uploading' ? EVENT_FORM_MESSAGES.uploadBusy : busyLabel}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
