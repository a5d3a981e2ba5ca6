/** Dates as the association reads them: French words, Metz's clock, whatever the visitor's zone. */
export const SITE_TIME_ZONE = 'Europe/Paris';
export const SITE_LOCALE = 'fr-FR';

const toDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));

const FORMAT_OPTIONS = {
  long: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  medium: { day: 'numeric', month: 'long', year: 'numeric' },
  short: { day: '2-digit', month: '2-digit', year: 'numeric' },
  time: { hour: '2-digit', minute: '2-digit' },
  day: { day: '2-digit' },
  shortMonth: { month: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

type FormatName = keyof typeof FORMAT_OPTIONS;
const created = new Map<FormatName, Intl.DateTimeFormat>();

/** Each formatter is made on first use: building them all while the app starts costs a phone tens of ms. */
function formatter(name: FormatName): Intl.DateTimeFormat {
  let made = created.get(name);
  if (!made) {
    made = new Intl.DateTimeFormat(SITE_LOCALE, { timeZone: SITE_TIME_ZONE, ...FORMAT_OPTIONS[name] });
    created.set(name, made);
  }
  return made;
}

/** 'samedi 14 juin 2025' */
export const formatLongDate = (value: Date | string | number) => formatter('long').format(toDate(value));
/** '14 juin 2025' */
export const formatDate = (value: Date | string | number) => formatter('medium').format(toDate(value));
/** '14/06/2025' */
export const formatShortDate = (value: Date | string | number) => formatter('short').format(toDate(value));
/** '19:00' */
export const formatTime = (value: Date | string | number) => formatter('time').format(toDate(value));
/** '14 juin 2025 à 19:00' */
export const formatDateTime = (value: Date | string | number) => `${formatDate(value)} à ${formatTime(value)}`;
/** For a calendar badge: { day: '14', month: 'juin' } */
export const formatDayAndShortMonth = (value: Date | string | number) => ({
  day: formatter('day').format(toDate(value)),
  month: formatter('shortMonth').format(toDate(value)).replace('.', ''),
});
