/**
 * Series of events (decision 023): an event repeated every week on the same weekday, or every
 * month on the same weekday of the month (the 2nd Tuesday…), until a date or for a number of
 * dates. Each date is its own event. Plain data and calendar arithmetic only: the schemas are in
 * event-series-schemas.ts.
 */

export const SERIES_FREQUENCIES = ['weekly', 'monthly'] as const;
export type TSeriesFrequency = (typeof SERIES_FREQUENCIES)[number];

/**
 * Which dates of a series an edit or a deletion reaches: `this` the one addressed only,
 * `following` that one and every later date of its series, `upcoming` that one and every date of
 * its series still to come, those before it included (decision 023).
 */
export const SERIES_SCOPES = ['this', 'following', 'upcoming'] as const;
export type TSeriesScope = (typeof SERIES_SCOPES)[number];

export const SERIES_LIMITS = {
  /** A series has at least two dates (one is a plain event)… */
  MIN_OCCURRENCES: 2,
  /** …and at most this many: a year of weekly dates. */
  MAX_OCCURRENCES: 52,
  /** Its last date is at most this many years after its first. */
  MAX_YEARS_AHEAD: 2,
} as const;

/** What the API says about series: its validation and its answers. */
export const EVENT_SERIES_MESSAGES = {
  frequencyInvalid: 'La répétition doit valoir « weekly » (chaque semaine) ou « monthly » (chaque mois).',
  recurrenceInvalid: 'La répétition doit être un objet { frequency, until ou count }.',
  endMissing: "Indiquez jusqu'à quand l'événement se répète\u00a0: une date de fin ou un nombre de dates.",
  endContradictory: 'Indiquez une seule fin de répétition\u00a0: une date de fin ou un nombre de dates, pas les deux.',
  countInvalid: `Le nombre de dates doit être un nombre entier entre ${SERIES_LIMITS.MIN_OCCURRENCES} et ${SERIES_LIMITS.MAX_OCCURRENCES}.`,
  untilRequired: 'La date de fin de la répétition est obligatoire.',
  untilInvalid: 'La date de fin de la répétition doit être une date valide (AAAA-MM-JJ).',
  untilNotAfterStart: "La date de fin de la répétition doit être postérieure à la date de l'événement.",
  untilTooFar: `La date de fin de la répétition ne peut pas dépasser ${SERIES_LIMITS.MAX_YEARS_AHEAD} ans après la première date.`,
  lastDateTooFar: (lastDate: string) =>
    `La dernière date de la série serait le ${formatSeriesDate(lastDate)}\u00a0: plus de ${SERIES_LIMITS.MAX_YEARS_AHEAD} ans après la première. Choisissez moins de dates.`,
  tooFewOccurrences: `Cette répétition ne donne qu'une date\u00a0: une série en compte au moins ${SERIES_LIMITS.MIN_OCCURRENCES}.`,
  tooManyOccurrences: (count: number) =>
    `Cette répétition donnerait ${count} dates ou plus\u00a0: une série en compte au plus ${SERIES_LIMITS.MAX_OCCURRENCES}.`,
  scopeInvalid:
    'Le paramètre « scope » doit valoir « this » (cette date seulement), « following » (cette date et les suivantes) ou « upcoming » (toutes les dates à venir).',
  /** A capacity change refused on one date of the series: the whole change is refused. */
  capacityBelowParticipantsOn: (date: string, participantCount: number) =>
    `Le ${formatSeriesDate(date)}\u00a0: le nombre maximum de participants ne peut pas être inférieur au nombre d'inscrits (${participantCount}).`,
  /** DELETE /api/events/{id}?scope=following|upcoming */
  datesDeleted: (count: number) => (count > 1 ? `${count} dates de la série supprimées avec succès\u202f!` : 'Événement supprimé avec succès\u202f!'),
} as const;

/** 'YYYY-MM-DD' written as French people read it: '14/04/2026'. */
export function formatSeriesDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const pad = (value: number) => String(value).padStart(2, '0');

function toDayNumber(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

function fromUtc(date: Date): string {
  return `${String(date.getUTCFullYear()).padStart(4, '0')}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** The calendar day `days` after `date` (both 'YYYY-MM-DD'; `days` may be negative). */
export function shiftSeriesDate(date: string, days: number): string {
  return fromUtc(new Date((toDayNumber(date) + days) * DAY_MS));
}

/** Whole days from `from` to `to`. */
export function seriesDaysBetween(from: string, to: string): number {
  return Math.round(toDayNumber(to) - toDayNumber(from));
}

/**
 * Where a date falls in its month, as a monthly series repeats it: its weekday (0 Sunday … 6
 * Saturday) and its rank among that month's such weekdays, 1 to 4, or 'last' for a 5th one: since
 * not every month has a 5th Tuesday, a series started on one falls on each month's last Tuesday.
 */
export function monthlyPosition(date: string): { weekday: number; rank: 1 | 2 | 3 | 4 | 'last' } {
  const [, , day] = date.split('-').map(Number) as [number, number, number];
  const weekday = new Date(toDayNumber(date) * DAY_MS).getUTCDay();
  const rank = Math.ceil(day / 7);
  return { weekday, rank: rank >= 5 ? 'last' : (rank as 1 | 2 | 3 | 4) };
}

/** The day of the month `monthsLater` months after `date`'s month that has `date`'s monthly position. */
function sameMonthlyPosition(date: string, monthsLater: number): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const { weekday, rank } = monthlyPosition(date);
  const monthIndex = month - 1 + monthsLater;
  if (rank === 'last') {
    const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0));
    const back = (lastDay.getUTCDay() - weekday + 7) % 7;
    return fromUtc(new Date(lastDay.getTime() - back * DAY_MS));
  }
  const firstDay = new Date(Date.UTC(year, monthIndex, 1));
  const forward = (weekday - firstDay.getUTCDay() + 7) % 7;
  return fromUtc(new Date(firstDay.getTime() + (forward + (rank - 1) * 7) * DAY_MS));
}

/** The last day a series may reach: its first date, MAX_YEARS_AHEAD years later. */
export function latestSeriesEnd(firstDate: string): string {
  const [year, month, day] = firstDate.split('-').map(Number) as [number, number, number];
  // 29 February plus two years is 1 March: Date.UTC rolls over, which errs on the generous side.
  return fromUtc(new Date(Date.UTC(year + SERIES_LIMITS.MAX_YEARS_AHEAD, month - 1, day)));
}

export type TSeriesRule = { frequency: TSeriesFrequency } & ({ until: string; count?: undefined } | { count: number; until?: undefined });

/**
 * The calendar days ('YYYY-MM-DD') of a series, its first date first. Stops one past
 * MAX_OCCURRENCES, so that a rule giving too many dates is seen without listing them all.
 * Only days: the time of day is the same wall-clock time on each (Paris time), whatever the
 * change of daylight saving time between them.
 */
export function listSeriesDates(firstDate: string, rule: TSeriesRule): string[] {
  const wanted = Math.min(rule.count ?? Number.POSITIVE_INFINITY, SERIES_LIMITS.MAX_OCCURRENCES + 1);
  const dates: string[] = [];
  for (let index = 0; dates.length < wanted; index += 1) {
    const date = rule.frequency === 'weekly' ? shiftSeriesDate(firstDate, 7 * index) : sameMonthlyPosition(firstDate, index);
    if (rule.until !== undefined && date > rule.until) break;
    dates.push(date);
  }
  return dates;
}
