/**
 * The organiser's lists of an event (admin only): who is coming, who is waiting, their CSV export
 * and the attendance sheet (plain data: schemas in participants-schemas.ts).
 */

/** The CSV of GET /api/events/{id}/participants.csv: French Excel reads `;`, a BOM and CRLF. */
export const PARTICIPANTS_CSV = {
  separator: ';',
  lineEnd: '\r\n',
  /** Without it, Excel reads the UTF-8 file as Windows-1252 and garbles every accent. */
  byteOrderMark: '\uFEFF',
  headers: ['Statut', 'Nom', 'Prénom', 'E-mail', "Date d'inscription", "Position sur la liste d'attente"],
  registeredStatus: 'Inscrit',
  waitingStatus: "Liste d'attente",
} as const;

/** `participants-evenement-12.csv`: the name the export is saved under. */
export const participantsCsvFileName = (eventId: number) => `participants-evenement-${eventId}.csv`;
