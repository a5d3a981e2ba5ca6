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
} as const;
