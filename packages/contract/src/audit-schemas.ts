import { z } from 'zod';
import { ID_RANGE } from './common';
import { zText } from './fields';
import { stopWhenTooLong } from './limits';
import { isCalendarDate } from './events';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, decodeJournalCursor, JOURNAL_LIMITS, JOURNAL_MESSAGES } from './audit';
import './zod-locale';

const zDay = (label: string) =>
  zText(label, { error: JOURNAL_MESSAGES.dateInvalid })
    .max('AAAA-MM-JJ'.length, stopWhenTooLong(JOURNAL_MESSAGES.dateInvalid))
    .refine(isCalendarDate, JOURNAL_MESSAGES.dateInvalid)
    .optional();

/**
 * GET /api/admin/journal and its CSV: every filter optional. `person` is an account's id (digits)
 * or a part of the name the entry kept; `from` and `to` are Paris days, both included.
 */
export const ZJournalQuerySchema = z
  .object({
    person: zText('La personne', { error: JOURNAL_MESSAGES.personInvalid })
      .max(JOURNAL_LIMITS.PERSON_MAX, stopWhenTooLong(JOURNAL_MESSAGES.personTooLong))
      .trim()
      .optional(),
    action: z.enum(AUDIT_ACTIONS, { error: JOURNAL_MESSAGES.actionInvalid }).optional(),
    target_type: z.enum(AUDIT_TARGET_TYPES, { error: JOURNAL_MESSAGES.targetTypeInvalid }).optional(),
    target_id: zText("L'identifiant de l'objet", { error: JOURNAL_MESSAGES.targetIdInvalid })
      .max(JOURNAL_LIMITS.TARGET_ID_MAX, stopWhenTooLong(JOURNAL_MESSAGES.targetIdInvalid))
      .trim()
      .optional(),
    from: zDay('La date de début'),
    to: zDay('La date de fin'),
    cursor: zText('La page demandée', { error: JOURNAL_MESSAGES.cursorInvalid })
      .max(JOURNAL_LIMITS.CURSOR_MAX, stopWhenTooLong(JOURNAL_MESSAGES.cursorInvalid))
      .refine((value) => decodeJournalCursor(value) !== null, JOURNAL_MESSAGES.cursorInvalid)
      .optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: JOURNAL_MESSAGES.datesReversed, path: ['to'] });
export type TJournalQuery = z.input<typeof ZJournalQuerySchema>;

/** An account id as `person` carries it: digits within the ids' range. */
export function journalPersonId(person: string): number | null {
  if (!/^\d{1,10}$/.test(person)) return null;
  const id = Number(person);
  return id >= ID_RANGE.min && id <= ID_RANGE.max ? id : null;
}

export const ZJournalEntrySchema = z.object({
  id: z.number().int(),
  /** ISO 8601. */
  at: z.string(),
  actor_id: z.number().int().nullable(),
  actor_name: z.string(),
  actor_role: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type TJournalEntry = z.infer<typeof ZJournalEntrySchema>;

export const ZJournalPageSchema = z.object({
  entries: z.array(ZJournalEntrySchema),
  has_more: z.boolean(),
  next_cursor: z.string().nullable(),
});
export type TJournalPage = z.infer<typeof ZJournalPageSchema>;
