const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
const SHORT_MONTHS = ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'];

const parseMonth = (month: string) => ({ year: month.slice(0, 4), index: Number(month.slice(5, 7)) - 1 });

/** '2026-03' → 'mars 2026' (tables). */
export function formatMonth(month: string): string {
  const { year, index } = parseMonth(month);
  return `${MONTHS[index]} ${year}`;
}

/** '2026-03' → 'mars 26' (a chart's axis, where room is short). */
export function formatShortMonth(month: string): string {
  const { year, index } = parseMonth(month);
  return `${SHORT_MONTHS[index]} ${year.slice(2)}`;
}

/** '2026-03-05' → '05/03/2026'. */
export function formatCalendarDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

/** 3 of 10 → '30 %' (a no-break space before the sign, as French writes it); no places → '–'. */
export function formatFillRate(participants: number, capacity: number): string {
  return capacity > 0 ? `${Math.round((participants / capacity) * 100)}\u00a0%` : '–';
}

/** Cents → euros for a chart's scale (2500 → 25). */
export const centsToChartEuros = (cents: number) => cents / 100;
