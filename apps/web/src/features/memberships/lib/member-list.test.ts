import { describe, expect, it } from 'vitest';
import type { TMemberListItem } from '@action-plus/contract';
import { buildMembersCsv, countByFilter, filterMembers, formatCalendarDate, memberStateOn, type TMemberFilter } from './member-list';

const today = '2026-06-15';

function member(
  id: number,
  fields: Partial<TMemberListItem> = {},
  membership: Partial<NonNullable<TMemberListItem['membership']>> | null = {},
): TMemberListItem {
  return {
    id,
    firstName: 'Camille',
    lastName: 'Martin',
    email: `camille${id}@exemple.fr`,
    username: `camille${id}`,
    created_at: '2025-09-01T10:00:00.000Z',
    lastMembershipId: membership ? id * 10 : null,
    membership: membership
      ? {
          id: id * 10,
          membership_type: 'standard',
          start_date: '2026-01-01',
          end_date: '2027-01-01',
          duration_months: 12,
          renewal_count: 0,
          state: 'active',
          status: 'active',
          amount: 25,
          invoice_number: '2026-0001',
          payment_status: 'due',
          payment_method: null,
          paid_on: null,
          ...membership,
        }
      : null,
    state: 'active',
    covered_until: membership ? (membership.end_date ?? '2027-01-01') : null,
    ...fields,
  };
}

const members = [
  member(1, { firstName: 'Élodie', lastName: 'Lefèvre', email: 'elodie@exemple.fr' }),
  member(2, { firstName: 'Karim', lastName: 'Benali' }, { end_date: '2026-07-10' }),
  member(3, { firstName: 'Zoé', lastName: 'Durand' }, { end_date: '2026-05-01', state: 'lapsed' }),
  member(4, { firstName: 'Paul', lastName: 'Nguyen', email: 'PAUL@Exemple.fr' }, null),
  // Renewed in advance: the current period ends within 30 days, the renewal follows it.
  member(5, { firstName: 'Inès', lastName: 'Moreau', covered_until: '2027-07-05' }, { end_date: '2026-07-05' }),
  // A renewal not started yet, after a lapse that never happens in practice but the page must tell apart.
  member(6, { firstName: 'Yanis', lastName: 'Roux' }, { start_date: '2026-06-20', end_date: '2027-06-20', state: 'upcoming' }),
];

describe('the members list', () => {
  it('searches first name, last name and e-mail, ignoring case', () => {
    const names = (search: string) => filterMembers(members, { search, filter: 'all', today }).map((candidate) => candidate.firstName);
    expect(names('élodie')).toEqual(['Élodie']);
    expect(names('BENALI')).toEqual(['Karim']);
    expect(names('paul@exemple')).toEqual(['Paul']);
    expect(names('zoé durand')).toEqual(['Zoé']);
    expect(names('   ')).toHaveLength(6);
    expect(names('personne')).toEqual([]);
  });

  it('tells active, expiring soon, upcoming, lapsed and membership-less members apart; a renewed member is active', () => {
    expect(members.map((candidate) => memberStateOn(candidate, today))).toEqual(['active', 'expiring-soon', 'lapsed', 'none', 'active', 'upcoming']);
    const ids = (filter: TMemberFilter) => filterMembers(members, { search: '', filter, today }).map((candidate) => candidate.id);
    expect(ids('active')).toEqual([1, 2, 5]);
    expect(ids('expiring-soon')).toEqual([2]);
    expect(ids('upcoming')).toEqual([6]);
    expect(ids('lapsed')).toEqual([3]);
    expect(ids('none')).toEqual([4]);
    expect(countByFilter(members, today)).toEqual({ all: 6, active: 3, 'expiring-soon': 1, upcoming: 1, lapsed: 1, none: 1 });
  });

  it('reads the state on the page’s day: the last day still expires soon, the day after is lapsed', () => {
    const lastDay = member(7, {}, { end_date: today });
    expect(memberStateOn(lastDay, today)).toBe('expiring-soon');
    expect(memberStateOn(lastDay, '2026-06-16')).toBe('lapsed');
    expect(memberStateOn(member(8, {}, { end_date: '2026-07-15' }), today)).toBe('expiring-soon');
    expect(memberStateOn(member(9, {}, { end_date: '2026-07-16' }), today)).toBe('active');
  });

  it('formats calendar dates the French way without shifting them', () => {
    expect(formatCalendarDate('2026-03-01')).toBe('01/03/2026');
  });
});

describe('the CSV export', () => {
  it('opens in a French spreadsheet: BOM, semicolons, French dates and amounts, CRLF', () => {
    const csv = buildMembersCsv(members, today);
    expect(csv.startsWith('\uFEFFNom;Prénom;E-mail;')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toHaveLength(members.length + 2);
    expect(lines[1]).toBe('Lefèvre;Élodie;elodie@exemple.fr;camille1;1A2025;01/09/2025;Standard;01/01/2026;01/01/2027;Active;0;25,00');
    expect(lines[4]).toBe('Nguyen;Paul;PAUL@Exemple.fr;camille4;4A2025;01/09/2025;Aucune adhésion;;;Aucune adhésion;;');
    expect(lines.at(-1)).toBe('');
  });

  it('quotes separators and defuses formulas', () => {
    const csv = buildMembersCsv([member(5, { lastName: 'Dupont; "le grand"', firstName: '=HYPERLINK("x")' })], today);
    const line = csv.split('\r\n')[1]!;
    expect(line.startsWith('"Dupont; ""le grand""";"\'=HYPERLINK(""x"")";')).toBe(true);
  });
});
