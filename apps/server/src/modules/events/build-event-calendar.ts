import ical, { type ICalDateTimeValue } from 'ical-generator';
import { EVENT_DEFAULTS, PATHS, type TAssociationSettings, type TEvent } from '@action-plus/contract';
import { toParisDateTime } from '#lib/paris-time';

/** Europe/Paris as iCalendar describes it (EU rules since 1996), for clients that know no zone names. */
const PARIS_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Paris',
  'X-LIC-LOCATION:Europe/Paris',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/**
 * ical-generator writes a plain Date with the process's own zone; a Temporal.ZonedDateTime (here a
 * minimal stand-in built from our Paris conversion) it writes as Paris's wall clock with its TZID.
 */
function toParisZonedDateTime(instant: Date): ICalDateTimeValue {
  const { date, time } = toParisDateTime(instant);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const plainDateTime = {
    year,
    month,
    day,
    hour,
    minute,
    second: 0,
    toZonedDateTime: () => zoned,
    toPlainDate: () => ({ year, month, day }),
  };
  const zoned = {
    ...plainDateTime,
    timeZoneId: EVENT_DEFAULTS.TIME_ZONE,
    withTimeZone: () => zoned,
    toPlainDateTime: () => plainDateTime,
    toInstant: () => ({ epochMilliseconds: instant.getTime() }),
  };
  return zoned as unknown as ICalDateTimeValue;
}

/** The event as an iCalendar file, in Europe/Paris, lasting the default duration. */
export function buildEventCalendar(event: TEvent, publicUrl: string, association: TAssociationSettings): string {
  return buildEventsCalendar([event], publicUrl, association, association.identity.name);
}

/**
 * Several events in one calendar (the subscription feeds): one VEVENT each, whose UID is the one
 * of the event's own .ics, so that a calendar holding both sees one event, updated in place.
 * `association` organises the events; `name` is the calendar's.
 */
export function buildEventsCalendar(events: readonly TEvent[], publicUrl: string, association: TAssociationSettings, name: string): string {
  const calendar = ical({
    name,
    prodId: { company: association.identity.name, product: 'Événements', language: 'FR' },
    timezone: { name: null, generator: (zone) => (zone === EVENT_DEFAULTS.TIME_ZONE ? PARIS_VTIMEZONE : null) },
  });
  const organizer = { name: association.identity.name, email: association.contact.email };
  for (const event of events) addEvent(calendar, event, publicUrl, organizer);
  return calendar.toString();
}

function addEvent(calendar: ReturnType<typeof ical>, event: TEvent, publicUrl: string, organizer: { name: string; email: string }) {
  const start = new Date(event.starts_at);
  const end = new Date(start.getTime() + EVENT_DEFAULTS.CALENDAR_DURATION_MINUTES * 60 * 1000);
  const host = new URL(publicUrl).hostname;
  calendar.createEvent({
    id: `event-${event.id}@${host}`,
    start: toParisZonedDateTime(start),
    end: toParisZonedDateTime(end),
    timezone: EVENT_DEFAULTS.TIME_ZONE,
    stamp: new Date(event.created_at),
    summary: event.title,
    description: event.description,
    location: event.location,
    url: `${publicUrl}${PATHS.eventDetail(event.id)}`,
    organizer,
  });
}
