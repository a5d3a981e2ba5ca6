import { z } from 'zod';
import { ZCreateEventRequestSchema } from './event-schemas';
import { isCalendarDate } from './events';
import { EVENT_SERIES_MESSAGES, latestSeriesEnd, listSeriesDates, SERIES_FREQUENCIES, SERIES_LIMITS, SERIES_SCOPES, type TSeriesRule } from './event-series';
import { zText } from './fields';
import { stopWhenTooLong } from './limits';
import './zod-locale';

/** JSON clients may send null for the end they do not use: that means "not given". */
const nullToUndefined = (value: unknown) => (value === null ? undefined : value);

/**
 * How an event repeats (POST /api/events's optional `recurrence`): every week or every month on the
 * same weekday of the month, ending at a date (`until`, inclusive) or after a number of dates
 * (`count`, the first one included): exactly one of the two.
 */
export const ZEventRecurrenceSchema = z
  .object(
    {
      frequency: z.enum(SERIES_FREQUENCIES, { error: EVENT_SERIES_MESSAGES.frequencyInvalid }),
      until: z.preprocess(
        nullToUndefined,
        zText('La date de fin', { error: EVENT_SERIES_MESSAGES.untilInvalid })
          .trim()
          .min(1, EVENT_SERIES_MESSAGES.untilRequired)
          .max('AAAA-MM-JJ'.length, stopWhenTooLong(EVENT_SERIES_MESSAGES.untilInvalid))
          .refine(isCalendarDate, EVENT_SERIES_MESSAGES.untilInvalid)
          .optional(),
      ),
      // Number inputs arrive as strings from some forms: '12' is accepted, '' and '4.5' are not.
      count: z.preprocess(
        (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : nullToUndefined(value)),
        z
          .number({ error: EVENT_SERIES_MESSAGES.countInvalid })
          .int(EVENT_SERIES_MESSAGES.countInvalid)
          .min(SERIES_LIMITS.MIN_OCCURRENCES, EVENT_SERIES_MESSAGES.countInvalid)
          .max(SERIES_LIMITS.MAX_OCCURRENCES, EVENT_SERIES_MESSAGES.countInvalid)
          .optional(),
      ),
    },
    { error: EVENT_SERIES_MESSAGES.recurrenceInvalid },
  )
  .superRefine((recurrence, context) => {
    if (recurrence.until === undefined && recurrence.count === undefined) context.addIssue({ code: 'custom', message: EVENT_SERIES_MESSAGES.endMissing });
    if (recurrence.until !== undefined && recurrence.count !== undefined) context.addIssue({ code: 'custom', message: EVENT_SERIES_MESSAGES.endContradictory });
  });
export type TEventRecurrence = z.output<typeof ZEventRecurrenceSchema>;

/** The rule of a checked recurrence, in the shape `listSeriesDates` reads. */
export function toSeriesRule(recurrence: TEventRecurrence): TSeriesRule {
  return recurrence.until !== undefined
    ? { frequency: recurrence.frequency, until: recurrence.until }
    : { frequency: recurrence.frequency, count: recurrence.count! };
}

/**
 * POST /api/events: a single event as before, or, with `recurrence`, a series whose first date is
 * `date`. The series' bounds are checked against that first date: an end after it and at most
 * SERIES_LIMITS.MAX_YEARS_AHEAD years later, between MIN_OCCURRENCES and MAX_OCCURRENCES dates.
 */
export const ZCreateEventWithRecurrenceRequestSchema = ZCreateEventRequestSchema.extend({
  recurrence: z.preprocess(nullToUndefined, ZEventRecurrenceSchema.optional()),
}).superRefine((request, context) => {
  if (request.recurrence === undefined) return;
  const rule = toSeriesRule(request.recurrence);
  const path = rule.until !== undefined ? ['recurrence', 'until'] : ['recurrence', 'count'];
  if (rule.until !== undefined && rule.until <= request.date) {
    context.addIssue({ code: 'custom', path, message: EVENT_SERIES_MESSAGES.untilNotAfterStart });
    return;
  }
  const latestEnd = latestSeriesEnd(request.date);
  if (rule.until !== undefined && rule.until > latestEnd) {
    context.addIssue({ code: 'custom', path, message: EVENT_SERIES_MESSAGES.untilTooFar });
    return;
  }
  const dates = listSeriesDates(request.date, rule);
  if (dates.length > SERIES_LIMITS.MAX_OCCURRENCES) context.addIssue({ code: 'custom', path, message: EVENT_SERIES_MESSAGES.tooManyOccurrences(dates.length) });
  else if (dates.length < SERIES_LIMITS.MIN_OCCURRENCES) context.addIssue({ code: 'custom', path, message: EVENT_SERIES_MESSAGES.tooFewOccurrences });
  else if (dates.at(-1)! > latestEnd) context.addIssue({ code: 'custom', path, message: EVENT_SERIES_MESSAGES.lastDateTooFar(dates.at(-1)!) });
});
export type TCreateEventWithRecurrenceRequest = z.output<typeof ZCreateEventWithRecurrenceRequestSchema>;
export type TCreateEventWithRecurrenceInput = z.input<typeof ZCreateEventWithRecurrenceRequestSchema>;

/** PUT and DELETE /api/events/{id}?scope=this|following|upcoming (this by default; a single event has no other dates). */
export const ZEventScopeQuerySchema = z.object({
  scope: z.enum(SERIES_SCOPES, { error: EVENT_SERIES_MESSAGES.scopeInvalid }).default('this'),
});
export type TEventScopeQuery = z.output<typeof ZEventScopeQuerySchema>;
