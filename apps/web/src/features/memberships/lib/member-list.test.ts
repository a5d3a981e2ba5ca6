import { describe, expect, it } from 'vitest';
import type { TMemberListItem } from '@action-plus/contract';
import { buildMembersCsv, countByFilter, filterMembers, formatCalendarDate } from './member-list';

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
          status: 'active',
          amount: 25,
          invoice_number: '2026-0001',
          ...membership,
        }
      : null,
    ...fields,
  };
}

const members = [
  member(1, { firstName: 'Élodie', lastName: 'Lefèvre', email: 'elodie@exemple.fr' }),
  member(2, { firstName: 'Karim', lastName: 'Benali' }, { end_date: '2026-07-10' }),
  member(3, { firstName: 'Zoé', lastName: 'Durand' }, { end_date: '2026-05-01', status: 'inactive' }),
  member(4, { firstName: 'Paul', lastName: 'Nguyen', email: 'PAUL@Exemple.fr' }, null),
];

describe('the members list', () => {
  it('searches first name, last name and e-mail, ignoring case', () => {
    const names = (search: string) => filterMembers(members, { search, filter: 'all', today }).map((candidate) => candidate.firstName);
    expect(names('élodie')).toEqual(['Élodie']);
    expect(names('BENALI')).toEqual(['Karim']);
    expect(names('paul@exemple')).toEqual(['Paul']);
    expect(names('zoé durand')).toEqual(['Zoé']);
    expect(names('   ')).toHaveLength(4);
    expect(names('personne')).toEqual([]);
  });

  it('filters active, expiring within 30 days and inactive members (no membership is inactive)', () => {
    const ids = (filter: 'all' | 'active' | 'expiring' | 'inactive') => filterMembers(members, { search: '', filter, today }).map((candidate) => candidate.id);
    expect(ids('active')).toEqual([1, 2]);
    expect(ids('expiring')).toEqual([2]);
    expect(ids('inactive')).toEqual([3, 4]);
    expect(countByFilter(members, today)).toEqual({ all: 4, active: 2, expiring: 1, inactive: 2 });
  });

  it('formats calendar dates the French way without shifting them', () => {
    expect(formatCalendarDate('2026-03-01')).toBe('01/03/2026');
  });
});

describe('the CSV export', () => {
  it('opens in a French spreadsheet: BOM, semicolons, French dates and amounts, CRLF', () => {
    const csv = buildMembersCsv(members);
    expect(csv.startsWith('\uFEFFNom;Prénom;E-mail;')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toHaveLength(members.length + 2);
    expect(lines[1]).toBe('Lefèvre;Élodie;elodie@exemple.fr;camille1;1A2025;01/09/2025;Standard;01/01/2026;01/01/2027;Actif;0;25,00');
    expect(lines[4]).toBe('Nguyen;Paul;PAUL@Exemple.fr;camille4;4A2025;01/09/2025;Aucune adhésion;;;Inactif;;');
    expect(lines.at(-1)).toBe('');
  });

  it('quotes separators and defuses formulas', () => {
    const csv = buildMembersCsv([member(5, { lastName: 'Dupont; "le grand"', firstName: '=HYPERLINK("x")' })]);
    const line = csv.split('\r\n')[1]!;
    expect(line.startsWith('"Dupont; ""le grand""";"\'=HYPERLINK(""x"")";')).toBe(true);
  });
});
