/**
 * The journal of administrative acts (issue 25, decision 042): the stable action names the server
 * records, their French words, the filters' bounds and the keyset cursor of its pages. Plain data,
 * no zod (schemas: audit-schemas.ts).
 */

import { decodeCursorText, encodeCursorText, MAX_CURSOR_INSTANT_MS } from './keyset-cursor';

/** Every act the journal records; a name never changes once released (old entries keep it). */
export const AUDIT_ACTIONS = [
  'event.create',
  'event.update',
  'event.delete',
  'event.organiser_add',
  'event.organiser_remove',
  'participant.remove',
  'member.create',
  'membership.record',
  'membership.renew',
  'membership.payment_recorded',
  'invoice.issue',
  'tax_receipt.issue',
  'tax_receipt.cancel',
  'donation.record',
  'donation.cancel',
  'payment.refund_seen',
  'settings.save',
  'settings.restore',
  'contact.reply',
  'export.download',
  'role.grant',
  'role.remove',
  'news.create',
  'news.update',
  'news.delete',
  'news.publish',
  'photo.add',
  'photo.update',
  'photo.delete',
  'album.reorder',
  'album.cover',
  'announcement.create',
  'announcement.update',
  'announcement.delete',
  'announcement.send',
  'assembly.create',
  'assembly.update',
  'assembly.delete',
  'assembly.voters_freeze',
  'assembly.convene',
  'assembly.open',
  'assembly.check_in',
  'assembly.vote_open',
  'assembly.vote_close',
  'assembly.paper_totals',
  'assembly.close',
  'assembly.document_add',
  'assembly.document_update',
  'assembly.document_remove',
] as const;
export type TAuditAction = (typeof AUDIT_ACTIONS)[number];

/** What the journal page and its CSV say for each action. */
export const AUDIT_ACTION_LABELS: Record<TAuditAction, string> = {
  'event.create': 'Événement créé',
  'event.update': 'Événement modifié',
  'event.delete': 'Événement supprimé',
  'event.organiser_add': 'Co-organisateur ajouté',
  'event.organiser_remove': 'Co-organisateur retiré',
  'participant.remove': 'Participant retiré',
  'member.create': 'Membre créé',
  'membership.record': 'Adhésion enregistrée',
  'membership.renew': 'Adhésion renouvelée',
  'membership.payment_recorded': "Paiement d'adhésion enregistré",
  'invoice.issue': 'Facture émise',
  'tax_receipt.issue': 'Reçu fiscal émis',
  'tax_receipt.cancel': 'Reçu fiscal annulé',
  'donation.record': 'Don enregistré',
  'donation.cancel': 'Don annulé',
  'payment.refund_seen': 'Remboursement constaté',
  'settings.save': 'Paramètres enregistrés',
  'settings.restore': 'Paramètres restaurés',
  'contact.reply': 'Réponse à un message de contact',
  'export.download': 'Export téléchargé',
  'role.grant': 'Rôle attribué',
  'role.remove': 'Rôle retiré',
  'news.create': 'Article créé',
  'news.update': 'Article modifié',
  'news.delete': 'Article supprimé',
  'news.publish': 'Article publié à l’heure prévue',
  'photo.add': 'Photo ajoutée',
  'photo.update': 'Photo modifiée',
  'photo.delete': 'Photo supprimée',
  'album.reorder': 'Photos réordonnées',
  'album.cover': 'Couverture d’album choisie',
  'announcement.create': 'Annonce créée',
  'announcement.update': 'Annonce modifiée',
  'announcement.delete': 'Annonce supprimée',
  'announcement.send': 'Annonce envoyée ou programmée',
  'assembly.create': 'Assemblée générale créée',
  'assembly.update': 'Assemblée générale modifiée',
  'assembly.delete': 'Assemblée générale supprimée',
  'assembly.voters_freeze': 'Liste des votants arrêtée',
  'assembly.convene': 'Assemblée générale convoquée',
  'assembly.open': 'Séance ouverte',
  'assembly.check_in': 'Émargement',
  'assembly.vote_open': 'Vote ouvert',
  'assembly.vote_close': 'Vote clos',
  'assembly.paper_totals': 'Votes papier enregistrés',
  'assembly.close': 'Assemblée générale close',
  'assembly.document_add': 'Document joint à l’assemblée',
  'assembly.document_update': 'Document de l’assemblée modifié',
  'assembly.document_remove': 'Document de l’assemblée retiré',
};

/** What an act is done on, with its French word. */
export const AUDIT_TARGET_TYPES = [
  'event',
  'participant',
  'member',
  'membership',
  'invoice',
  'tax_receipt',
  'donation',
  'payment',
  'settings',
  'contact_message',
  'export',
  'role',
  'news_article',
  'photo',
  'announcement',
  'assembly',
] as const;
export type TAuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

export const AUDIT_TARGET_LABELS: Record<TAuditTargetType, string> = {
  event: 'Événement',
  participant: 'Participant',
  member: 'Membre',
  membership: 'Adhésion',
  invoice: 'Facture',
  tax_receipt: 'Reçu fiscal',
  donation: 'Don',
  payment: 'Paiement',
  settings: 'Paramètres',
  contact_message: 'Message de contact',
  export: 'Export',
  role: 'Rôle',
  news_article: 'Article',
  photo: 'Photo',
  announcement: 'Annonce',
  assembly: 'Assemblée générale',
};

/** The name an act done by no account shows (HelloAsso's notifications, the reconciliation). */
export const AUDIT_SYSTEM_ACTOR = { name: 'HelloAsso', role: 'system' } as const;

/** The French words of the roles an act was done under. */
export const AUDIT_ROLE_LABELS: Record<string, string> = {
  admin: 'Administrateur',
  treasurer: 'Trésorier',
  secretary: 'Secrétaire',
  organiser: 'Organisateur',
  member: 'Membre',
  system: 'Système',
};

export const JOURNAL_LIMITS = {
  /** GET /api/admin/journal answers this many entries per page, and says whether more follow. */
  PAGE_SIZE: 50,
  /** The person searched by name. */
  PERSON_MAX: 100,
  TARGET_ID_MAX: 100,
  CURSOR_MAX: 64,
  /** The CSV holds at most this many entries, the newest (a narrower filter finds the others). */
  CSV_MAX_ROWS: 20_000,
} as const;

export const JOURNAL_MESSAGES = {
  cursorInvalid: 'Curseur de pagination invalide\u00a0: reprenez le journal depuis le début.',
  personTooLong: `La personne recherchée ne doit pas dépasser ${JOURNAL_LIMITS.PERSON_MAX} caractères.`,
  personInvalid: 'La personne recherchée doit être un texte.',
  actionInvalid: "L'action choisie n'existe pas.",
  targetTypeInvalid: "Le type d'objet choisi n'existe pas.",
  targetIdInvalid: `L'identifiant de l'objet doit être un texte d'au plus ${JOURNAL_LIMITS.TARGET_ID_MAX} caractères.`,
  dateInvalid: 'La date doit être un jour au format AAAA-MM-JJ.',
  datesReversed: 'La date de début doit précéder la date de fin.',
  actorInvalid: 'Identifiant de personne invalide.',
} as const;

export const JOURNAL_CSV_FILE_NAME = 'journal.csv';

/** Where a page of the journal stops: the last entry's instant (milliseconds) and id. */
export type TJournalCursor = { atMs: number; id: number };

const CURSOR_TEXT = /^j:(\d{1,16}):(\d{1,16})$/;

export const encodeJournalCursor = (cursor: TJournalCursor): string => encodeCursorText(`j:${cursor.atMs}:${cursor.id}`);

/** The cursor an answer handed out, or null for anything else. */
export function decodeJournalCursor(value: string): TJournalCursor | null {
  const text = decodeCursorText(value, JOURNAL_LIMITS.CURSOR_MAX);
  if (text === null) return null;
  const match = CURSOR_TEXT.exec(text);
  if (!match) return null;
  const atMs = Number(match[1]);
  const id = Number(match[2]);
  if (atMs > MAX_CURSOR_INSTANT_MS || id < 1 || !Number.isSafeInteger(id)) return null;
  return { atMs, id };
}
