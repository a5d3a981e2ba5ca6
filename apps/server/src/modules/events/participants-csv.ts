import { PARTICIPANTS_CSV } from '@action-plus/contract';
import { toCsvCell } from '#lib/excel-csv';
import type { ParticipantLists } from './list-participants';
import { toParisDateTime } from '#lib/paris-time';

/** « 24/11/2026 19:30 », on Paris's clock whatever the server's zone. */
export function formatCsvDateTime(instant: Date): string {
  const { date, time } = toParisDateTime(instant);
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year} ${time}`;
}

/**
 * One table for French Excel (UTF-8 with a BOM, `;`, CRLF): the participants first, in the order
 * they joined, then the waiting list in its order, told apart by the « Statut » column.
 */
export function buildParticipantsCsv({ participants, waitingList }: ParticipantLists): string {
  const rows: string[][] = [
    [...PARTICIPANTS_CSV.headers],
    ...participants.map((person) => [PARTICIPANTS_CSV.registeredStatus, person.lastName, person.firstName, person.email, formatCsvDateTime(person.since), '']),
    ...waitingList.map((person, index) => [
      PARTICIPANTS_CSV.waitingStatus,
      person.lastName,
      person.firstName,
      person.email,
      formatCsvDateTime(person.since),
      String(index + 1),
    ]),
  ];
  const lines = rows.map((cells) => cells.map(toCsvCell).join(PARTICIPANTS_CSV.separator));
  return `${PARTICIPANTS_CSV.byteOrderMark}${lines.join(PARTICIPANTS_CSV.lineEnd)}${PARTICIPANTS_CSV.lineEnd}`;
}
