import {
  MEMBERSHIP_TYPE_LABELS,
  MEMBER_STATE_LABELS,
  eurosToCents,
  formatMemberNumber,
  membershipStateOf,
  type TMemberListItem,
  type TMemberState,
} from '@action-plus/contract';
import { formatDate, formatShortDate } from '#lib/dates';
import { MEMBERSHIP_PAGE_MESSAGES } from '../messages';

export const MEMBER_FILTERS = ['all', 'active', 'expiring-soon', 'upcoming', 'lapsed', 'none'] as const;
export type TMemberFilter = (typeof MEMBER_FILTERS)[number];

export const MEMBER_FILTER_LABELS: Record<TMemberFilter, string> = {
  all: 'Tous',
  active: 'Actifs',
  'expiring-soon': 'Expirent bientôt',
  upcoming: 'À venir',
  lapsed: 'Expirés',
  none: 'Sans adhésion',
};

/** '2026-03-01' → '01/03/2026', without going through a time zone. */
export function formatCalendarDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

/** '2026-03-01' → '1 mars 2026'. Noon UTC is the same calendar day in Paris all year. */
export const formatLongCalendarDate = (date: string) => formatDate(`${date}T12:00:00Z`);

/**
 * The member's state on the page's `today` (Paris's calendar), from the dates the API sent: the
 * relevant membership's start and the last day covered, renewals included (`covered_until`), so
 * that a member who already renewed is active, not « expire bientôt ».
 */
export function memberStateOn(member: TMemberListItem, today: string): TMemberState {
  const membership = member.membership;
  if (!membership) return 'none';
  return membershipStateOf({ startDate: membership.start_date, endDate: member.covered_until ?? membership.end_date }, today);
}

/** « Actifs » counts those whose membership runs, expiring soon or not; every other filter is one state. */
export function matchesFilter(member: TMemberListItem, filter: TMemberFilter, today: string): boolean {
  if (filter === 'all') return true;
  const state = memberStateOn(member, today);
  if (filter === 'active') return state === 'active' || state === 'expiring-soon';
  return state === filter;
}

/** Spec §2: case-insensitive on first name, last name or e-mail (accents count as typed). */
export function matchesSearch(member: TMemberListItem, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase('fr-FR');
  if (!needle) return true;
  return [member.firstName, member.lastName, member.email, `${member.firstName} ${member.lastName}`].some((value) =>
    value.toLocaleLowerCase('fr-FR').includes(needle),
  );
}

export function filterMembers(members: readonly TMemberListItem[], options: { search: string; filter: TMemberFilter; today: string }) {
  return members.filter((member) => matchesSearch(member, options.search) && matchesFilter(member, options.filter, options.today));
}

export function countByFilter(members: readonly TMemberListItem[], today: string): Record<TMemberFilter, number> {
  return Object.fromEntries(MEMBER_FILTERS.map((filter) => [filter, members.filter((member) => matchesFilter(member, filter, today)).length])) as Record<
    TMemberFilter,
    number
  >;
}

const CSV_COLUMNS = [
  'Nom',
  'Prénom',
  'E-mail',
  "Nom d'utilisateur",
  'N° de membre',
  'Inscrit le',
  "Type d'adhésion",
  'Début',
  'Fin',
  'Statut',
  'Renouvellements',
  'Montant (€)',
] as const;

/**
 * One CSV cell. Cells that a spreadsheet would run as a formula (=, +, -, @) get a leading
 * apostrophe: a member's name must never execute anything on the treasurer's computer.
 */
function toCsvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The list as a CSV a French spreadsheet opens cleanly: UTF-8 with a byte order mark (Excel
 * otherwise reads it as Windows-1252), semicolons (the comma is the decimal separator), French
 * dates, and CRLF line ends.
 */
export function buildMembersCsv(members: readonly TMemberListItem[], today: string): string {
  const rows = members.map((member) => {
    const membership = member.membership;
    return [
      member.lastName,
      member.firstName,
      member.email,
      member.username,
      formatMemberNumber(member.id, member.created_at),
      formatShortDate(member.created_at),
      membership ? MEMBERSHIP_TYPE_LABELS[membership.membership_type] : MEMBERSHIP_PAGE_MESSAGES.noMembership,
      membership ? formatCalendarDate(membership.start_date) : '',
      membership ? formatCalendarDate(membership.end_date) : '',
      MEMBER_STATE_LABELS[memberStateOn(member, today)],
      membership?.renewal_count ?? '',
      // A bare French number ('25,00'): the spreadsheet can sum the column.
      membership ? (eurosToCents(membership.amount) / 100).toFixed(2).replace('.', ',') : '',
    ];
  });
  return `\uFEFF${[CSV_COLUMNS, ...rows].map((row) => row.map(toCsvCell).join(';')).join('\r\n')}\r\n`;
}

export const membersCsvFileName = (today: string) => `membres-action-plus-${today}.csv`;
