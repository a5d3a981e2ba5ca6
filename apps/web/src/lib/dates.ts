/** Dates as the association reads them: French words, Metz's clock, whatever the visitor's zone. */
export const SITE_TIME_ZONE = 'Europe/Paris';
export const SITE_LOCALE = 'fr-FR';

const toDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));

const formatters = {
  long: new Intl.DateTimeFormat(SITE_LOCALE, { timeZone: SITE_TIME_ZONE, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
  medium: new Intl.DateTimeFormat(SITE_LOCALE, { timeZone: SITE_TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' }),
  short: new Intl.DateTimeFormat(SITE_LOCALE, { timeZone: SITE_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' }),
  time: new Intl.DateTimeFormat(SITE_LOCALE, { timeZone: SITE_TIME_ZONE, hour: '2-digit', minute: '2-digit' }),
  day: new Intl.DateTimeFormat(SITE_LOCALE, { timeZone: SITE_TIME_ZONE, day: '2-digit' }),
  shortMonth: new Intl.DateTimeFormat(SITE_LOCALE, { timeZone: SITE_TIME_ZONE, month: 'short' }),
};

/** 'samedi 14 juin 2025' */
export const formatLongDate = (value: Date | string | number) => formatters.long.format(toDate(value));
/** '14 juin 2025' */
export const formatDate = (value: Date | string | number) => formatters.medium.format(toDate(value));
/** '14/06/2025' */
export const formatShortDate = (value: Date | string | number) => formatters.short.format(toDate(value));
/** '19:00' */
export const formatTime = (value: Date | string | number) => formatters.time.format(toDate(value));
/** '14 juin 2025 à 19:00' */
export const formatDateTime = (value: Date | string | number) => `${formatDate(value)} à ${formatTime(value)}`;
/** For a calendar badge: { day: '14', month: 'juin' } */
export const formatDayAndShortMonth = (value: Date | string | number) => ({
  day: formatters.day.format(toDate(value)),
  month: formatters.shortMonth.format(toDate(value)).replace('.', ''),
});
