/**
 * The treasurer's view (admin only): the figures of GET /api/admin/treasury and the yearly CSV
 * exports for the accountant (plain data: schemas in treasury-schemas.ts).
 */

/** How far the figures go: the last 24 months without a year; the years one may ask for. */
export const TREASURY_LIMITS = {
  RECENT_MONTHS: 24,
  /** A membership ending within this many days, with none continuing it, is « bientôt échue ». */
  EXPIRING_WITHIN_DAYS: 30,
  FIRST_YEAR: 2000,
  LAST_YEAR: 2100,
} as const;

export const TREASURY_EXPORT_KINDS = ['payments', 'donations', 'receipts'] as const;
export type TTreasuryExportKind = (typeof TREASURY_EXPORT_KINDS)[number];

export const TREASURY_MESSAGES = {
  yearInvalid: `Année invalide\u00a0: indiquez une année de ${TREASURY_LIMITS.FIRST_YEAR} à ${TREASURY_LIMITS.LAST_YEAR} (par exemple 2026).`,
  exportKindInvalid: 'Export inconnu\u00a0: choisissez payments, donations ou receipts.',
} as const;

/** Labels the exports write (the accountant reads them in Excel). */
export const TREASURY_EXPORT_LABELS = {
  kinds: { payments: 'Paiements', donations: 'Dons', receipts: 'Reçus fiscaux' } satisfies Record<TTreasuryExportKind, string>,
  dues: 'Cotisation',
  onlineDonation: 'Don en ligne',
  paidOnline: 'HelloAsso',
  /** Dues paid online, then refunded or contested. */
  refundedOnline: 'HelloAsso, remboursée',
  /** Dues recorded by an admin: the method and the day, or what is true when there is none (decision 036). */
  duesDue: 'À régler',
  duesFree: 'Gratuite',
  /** An invoice of version 1.0.0 recorded by an admin: its payment was never recorded. */
  paymentNotRecorded: 'Non enregistré',
  donationMethods: { carte: 'Carte bancaire', cheque: 'Chèque', virement: 'Virement', especes: 'Espèces', prelevement: 'Prélèvement' },
  donationStatuses: { pending: 'En attente', confirmed: 'Confirmé', cancelled: 'Annulé', abandoned: 'Abandonné', refunded: 'Remboursé' },
  receiptKinds: { single: 'Don', yearly: 'Récapitulatif annuel' },
  yes: 'Oui',
  no: 'Non',
  /** Article 222 bis of the CGI: the yearly declaration of the gifts acknowledged by receipts. */
  declarationTotal: 'Total des dons attestés par des reçus non annulés (article 222 bis du CGI)',
  declarationCount: 'Nombre de reçus non annulés (article 222 bis du CGI)',
} as const;

/** The columns of each export, in order. */
export const TREASURY_EXPORT_HEADERS = {
  payments: [
    'Date',
    'Nature',
    'N° de facture',
    'Nom',
    'E-mail',
    "Type d'adhésion",
    'Début de période',
    'Fin de période',
    'Montant (€)',
    'Moyen de paiement',
    'Date du paiement',
    'Commande HelloAsso',
  ],
  donations: ['Date de réception', 'Donateur', 'E-mail', 'Adresse', 'Montant (€)', 'Moyen de paiement', 'Statut', 'N° de reçu'],
  receipts: [
    'N° de reçu',
    "Date d'émission",
    'Nature',
    'Donateur',
    'E-mail',
    'Adresse',
    'Date du don',
    'Montant (€)',
    'Annulé',
    "Date d'annulation",
    'Remplacé par le reçu',
  ],
} as const satisfies Record<TTreasuryExportKind, readonly string[]>;

/** `tresorerie-2026-paiements.csv`: the name an export is saved under. */
export const treasuryExportFileName = (kind: TTreasuryExportKind, year: number) =>
  `tresorerie-${year}-${{ payments: 'paiements', donations: 'dons', receipts: 'recus-fiscaux' }[kind]}.csv`;
