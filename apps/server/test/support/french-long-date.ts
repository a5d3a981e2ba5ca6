/** '2026-03-05' → « 5 mars 2026 », as the invoices and mails write a calendar day (for expectations). */
export const longParisDate = (day: string) =>
  new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
