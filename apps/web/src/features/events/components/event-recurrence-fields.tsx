import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { isCalendarDate, monthlyPosition, SERIES_LIMITS, type TCreateEventWithRecurrenceInput, type TSeriesFrequency } from '@action-plus/contract';
import { TextField } from '#components/ui';
import { EVENT_SERIES_PAGE_MESSAGES } from '../messages';
import styles from './event-recurrence-fields.module.css';

/** What the repetition's inputs hold; `toRecurrenceInput` turns it into the request's `recurrence`. */
export type RecurrenceFormValues = {
  frequency: 'none' | TSeriesFrequency;
  end: 'until' | 'count';
  until: string;
  count: string;
};

export const NO_RECURRENCE: RecurrenceFormValues = { frequency: 'none', end: 'count', until: '', count: '' };

/** The request's `recurrence`: nothing for « Ne se répète pas », else the frequency and the one end chosen. */
export function toRecurrenceInput(values: RecurrenceFormValues): TCreateEventWithRecurrenceInput['recurrence'] {
  if (values.frequency === 'none') return undefined;
  return values.end === 'until' ? { frequency: values.frequency, until: values.until } : { frequency: values.frequency, count: values.count };
}

/** How the chosen frequency repeats the first date, in words (« Le 2e mardi de chaque mois… »). */
export function describeRule(frequency: TSeriesFrequency, firstDate: string): string {
  if (!isCalendarDate(firstDate)) return EVENT_SERIES_PAGE_MESSAGES.ruleNeedsDate;
  const { weekday, rank } = monthlyPosition(firstDate);
  const weekdayName = EVENT_SERIES_PAGE_MESSAGES.weekdays[weekday]!;
  return frequency === 'weekly' ? EVENT_SERIES_PAGE_MESSAGES.weeklyRule(weekdayName) : EVENT_SERIES_PAGE_MESSAGES.monthlyRule(rank, weekdayName);
}

type Values = { recurrence: RecurrenceFormValues };

export type EventRecurrenceFieldsProps = {
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>['recurrence'];
  values: RecurrenceFormValues;
  firstDate: string;
  idPrefix: string;
};

/** The create form's « Répétition »: how often, then until when (a date or a number of dates), each error next to its field. */
export function EventRecurrenceFields({ register, errors, values, firstDate, idPrefix }: EventRecurrenceFieldsProps) {
  const ruleId = `${idPrefix}-regle`;
  const rootError = errors?.message ?? errors?.root?.message;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{EVENT_SERIES_PAGE_MESSAGES.recurrenceLegend}</legend>
      <div className={styles.choices}>
        {(
          [
            ['none', EVENT_SERIES_PAGE_MESSAGES.frequencyNone],
            ['weekly', EVENT_SERIES_PAGE_MESSAGES.frequencyWeekly],
            ['monthly', EVENT_SERIES_PAGE_MESSAGES.frequencyMonthly],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className={styles.option}>
            <input type="radio" value={value} {...register('recurrence.frequency')} />
            {label}
          </label>
        ))}
      </div>

      {values.frequency !== 'none' && (
        <>
          <p id={ruleId} className={styles.rule} aria-live="polite">
            {describeRule(values.frequency, firstDate)}
          </p>
          <fieldset className={styles.choices}>
            <legend className={styles.subLegend}>{EVENT_SERIES_PAGE_MESSAGES.endLegend}</legend>
            <label className={styles.option}>
              <input type="radio" value="count" {...register('recurrence.end')} />
              {EVENT_SERIES_PAGE_MESSAGES.endCount}
            </label>
            <label className={styles.option}>
              <input type="radio" value="until" {...register('recurrence.end')} />
              {EVENT_SERIES_PAGE_MESSAGES.endUntil}
            </label>
          </fieldset>
          {values.end === 'until' ? (
            <TextField
              key="until"
              type="date"
              label={EVENT_SERIES_PAGE_MESSAGES.untilLabel}
              isRequired
              error={errors?.until?.message}
              {...register('recurrence.until')}
            />
          ) : (
            <TextField
              key="count"
              type="number"
              inputMode="numeric"
              min={SERIES_LIMITS.MIN_OCCURRENCES}
              max={SERIES_LIMITS.MAX_OCCURRENCES}
              step={1}
              label={EVENT_SERIES_PAGE_MESSAGES.countLabel}
              hint={EVENT_SERIES_PAGE_MESSAGES.countHint}
              isRequired
              error={errors?.count?.message}
              {...register('recurrence.count')}
            />
          )}
          {rootError && (
            <p className={styles.error} role="alert">
              {rootError}
            </p>
          )}
        </>
      )}
    </fieldset>
  );
}
