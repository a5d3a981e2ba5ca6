import { addMonths, daysBetween, toParisDate } from '@action-plus/contract';

const plural = (count: number, singular: string, pluralForm = `${singular}s`) => `${count} ${count > 1 ? pluralForm : singular}`;

/**
 * How long someone has been a member, as the profile says it (spec §2): days under 30, months
 * under a year, else years and months. Calendar months, counted in Metz's calendar.
 */
export function describeMembershipAge(joinedAt: string, now: Date = new Date()): string {
  const from = toParisDate(new Date(joinedAt));
  const to = toParisDate(now);
  const days = Math.max(0, daysBetween(from, to));
  if (days < 30) return plural(days, 'jour');
  let months = 0;
  while (addMonths(from, months + 1) <= to) months += 1;
  months = Math.max(months, 1);
  if (months < 12) return `${months} mois`;
  const years = Math.floor(months / 12);
  const rest = months % 12;
  return rest === 0 ? plural(years, 'an') : `${plural(years, 'an')} et ${rest} mois`;
}
