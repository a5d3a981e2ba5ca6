import { useState } from 'react';
import { ANNOUNCEMENT_MESSAGES, type TAnnouncement } from '@action-plus/contract';
import { Alert, Button, Modal, TextField } from '#components/ui';
import { ApiError, getErrorMessage } from '#lib/api-client';
import { toMetzCalendarDay } from '#lib/dates';
import { useSendAnnouncement } from '../api/send-announcement';
import { metzWallTimeToInstant } from '../lib/metz-wall-time';
import styles from './announcement-editor.module.css';
import { ANNOUNCEMENT_EDITOR_MESSAGES as M } from '../messages';

export type SendMode = 'now' | 'schedule';

/** A day (YYYY-MM-DD) and a time (HH:MM) in Metz, as typed. */
export type ScheduleDraft = { day: string; time: string };

/** The server's refusals that are about the day and time chosen. */
const SCHEDULE_REFUSALS: readonly string[] = [
  ANNOUNCEMENT_MESSAGES.scheduledAtPast,
  ANNOUNCEMENT_MESSAGES.scheduledAtTooFar,
  ANNOUNCEMENT_MESSAGES.scheduledAtInvalid,
];

type SendDialogProps = {
  mode: SendMode;
  subject: string;
  /** The recipients' count shown for the choice, if known. */
  count: number | undefined;
  /** Saves what is typed first (a new announcement is created): the announcement to send, or null when the server refused it. */
  save: () => Promise<TAnnouncement | null>;
  /** The day and time typed, kept by the editor: a refusal that closes the dialog loses neither. */
  schedule: ScheduleDraft;
  onScheduleChange: (schedule: ScheduleDraft) => void;
  onClose: () => void;
  onSent: (announcement: TAnnouncement) => void;
};

/**
 * The confirmation before an announcement leaves: it states to how many people, and for a
 * scheduled one asks the day and time (Metz time). Nothing leaves without it.
 */
export function SendDialog({ mode, subject, count, save, schedule, onScheduleChange, onClose, onSent }: SendDialogProps) {
  const sendAnnouncement = useSendAnnouncement();
  const { day, time } = schedule;
  const [dateError, setDateError] = useState<string | undefined>(undefined);
  const [problem, setProblem] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const isScheduled = mode === 'schedule';

  async function confirm() {
    setProblem(null);
    let scheduledAt: string | null = null;
    if (isScheduled) {
      scheduledAt = day && time ? metzWallTimeToInstant(day, time) : null;
      if (scheduledAt === null) return setDateError(M.scheduleRequired);
      setDateError(undefined);
    }
    setIsSaving(true);
    const saved = await save();
    setIsSaving(false);
    // The server's refusal of what was typed shows in the form, under its field: the dialog gives way to it.
    if (!saved) return onClose();
    try {
      onSent(await sendAnnouncement.mutateAsync({ id: saved.id, scheduled_at: scheduledAt }));
    } catch (failure) {
      // The server's refusal of the time shows under the date, what was typed kept.
      const detail = failure instanceof ApiError ? failure.detail : null;
      const timeRefusal = SCHEDULE_REFUSALS.find((message) => message === detail);
      if (isScheduled && timeRefusal) setDateError(timeRefusal);
      else setProblem(getErrorMessage(failure, M.sendFailed));
    }
  }

  const isBusy = isSaving || sendAnnouncement.isPending;
  return (
    <Modal
      isOpen
      onClose={onClose}
      size="sm"
      title={isScheduled ? M.scheduleHeading : M.sendHeading}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {M.cancel}
          </Button>
          <Button onClick={() => void confirm()} isLoading={isBusy} loadingText={M.sendBusy}>
            {isScheduled ? M.confirmSchedule : M.confirmSend}
          </Button>
        </>
      }
    >
      <p className={styles.confirm}>
        {count === undefined ? M.sendCountUnknown : isScheduled ? M.scheduleConfirm(subject, count) : M.sendConfirm(subject, count)}
      </p>
      <p className={styles.hint}>{M.sendIrreversible}</p>
      {isScheduled && (
        <div className={styles.row}>
          <TextField
            type="date"
            label={M.scheduleDateLabel}
            isRequired
            min={toMetzCalendarDay()}
            value={day}
            onChange={(event) => onScheduleChange({ day: event.target.value, time })}
            error={dateError}
          />
          <TextField
            type="time"
            label={M.scheduleTimeLabel}
            hint={M.scheduleTimeHint}
            isRequired
            value={time}
            onChange={(event) => onScheduleChange({ day, time: event.target.value })}
          />
        </div>
      )}
      {problem && <Alert tone="error">{problem}</Alert>}
    </Modal>
  );
}
