/**
 * How long the site keeps what it does not need any more; the privacy page states these and the
 * server's daily purge applies them. Invoices are not here: accounting records are kept ten years.
 */
export const DATA_RETENTION = {
  /** Contact messages, counted from the last exchange (the message or our reply). */
  contactMessagesMonths: 36,
  /** Mails the site sent or gave up sending. */
  mailsMonths: 36,
  /** Refresh tokens and one-time links, once expired, spent or revoked. */
  spentTokensDays: 30,
  /** Checkouts never paid (a donation or a payment left, refused or abandoned), with the donor's details. */
  unpaidCheckoutsDays: 30,
  /** The journal of administrative acts: as long as the receipts and accounts it explains must be kept. */
  auditLogYears: 6,
} as const;

/** What the personal-data export says of retention; the privacy page shows `unpaid_checkouts` as it is and says the rest in its words. */
export const RETENTION_NOTICE = {
  unpaid_checkouts: `Un don ou un paiement jamais réglé (abandonné, refusé ou laissé en attente) est effacé avec les coordonnées saisies ${DATA_RETENTION.unpaidCheckoutsDays} jours après sa création.`,
  contact_messages: `Les messages de contact sont effacés ${DATA_RETENTION.contactMessagesMonths} mois après le dernier échange.`,
  mails: `Les courriels envoyés sont effacés après ${DATA_RETENTION.mailsMonths} mois.`,
  audit_log: `Le journal des actes d'administration (qui a fait quoi, quand, sur quoi) est effacé après ${DATA_RETENTION.auditLogYears} ans.`,
  accounting:
    'Les reçus fiscaux et les dons qu’ils attestent sont conservés six ans\u202f; les factures et les paiements, pièces comptables, dix ans, y compris après la suppression du compte.',
} as const;
