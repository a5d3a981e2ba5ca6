import { toParisDate } from '@action-plus/contract';

/** '2026-03-05' → '05/03/2026' (JJ/MM/AAAA, as French Excel reads a date). */
export function formatCsvDay(day: string | null | undefined): string {
  if (!day) return '';
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

/** The day an instant falls on in Paris, as JJ/MM/AAAA. */
export const formatCsvInstantDay = (instant: Date | null | undefined) => (instant ? formatCsvDay(toParisDate(instant)) : '');

/**
 * 2500 cents → '25,00': a decimal comma and no thousands separator, so that French Excel reads a
 * number it can add up (a space between thousands would make it text).
 */
export function formatCsvAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)},${String(absolute % 100).padStart(2, '0')}`;
}
