/** Online payments through HelloAsso: what the API answers and what the pages show after a return. Plain data. */

/** What a payment is for: each purpose's module records what was paid (decision 025). */
export const PAYMENT_PURPOSES = ['membership', 'donation'] as const;
export type TPaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/**
 * The query parameter the return route adds to the page it sends the payer back to, and its values:
 * `recu` once HelloAsso itself says the order is paid and it is recorded, `en-attente` while it is
 * not paid yet, `annule` when the payer left HelloAsso, `invalide` for a return that names no payment
 * of ours (a forged or mistyped address), `patienter` when the address came back more often than
 * PAYMENT_LIMITS allows (nothing was read from HelloAsso: its notification records the payment).
 */
export const PAYMENT_RESULT_PARAMETER = 'paiement';
export const PAYMENT_RESULTS = ['recu', 'en-attente', 'annule', 'invalide', 'patienter'] as const;
export type TPaymentResult = (typeof PAYMENT_RESULTS)[number];

export const isPaymentResult = (value: unknown): value is TPaymentResult => (PAYMENT_RESULTS as readonly unknown[]).includes(value);

/**
 * The return from HelloAsso reads the intent from HelloAsso's API, an authenticated call the
 * association's allowance counts: each address may come back this many times a minute (across
 * instances), and an intent read less than `returnReadReuseSeconds` ago is not read again.
 */
export const PAYMENT_LIMITS = {
  returnsPerAddressPerMinute: 10,
  returnReadReuseSeconds: 5,
} as const;

export const PAYMENT_MESSAGES = {
  unavailable: "Le paiement en ligne n'est pas proposé pour le moment. Vous pouvez régler auprès de l'association.",
  providerUnreachable: 'HelloAsso ne répond pas. Veuillez réessayer dans quelques instants.',
  providerRefused: "HelloAsso n'a pas pu préparer le paiement. Veuillez réessayer plus tard ou contacter l'association.",
  webhookReceived: 'Notification reçue.',
  webhookUnknown: 'Aucun paiement ne correspond à cette notification.',
  reconciled: 'Les paiements HelloAsso des 60 derniers jours ont été relus.',
} as const;

/**
 * What the treasurer reads about a paid order HelloAsso later took back (decision 034), by HelloAsso's
 * payment state; any other state that takes the money back reads as « Remboursé ».
 */
export const PAYMENT_REVERSAL_LABELS: Record<string, string> = {
  Refunded: 'Remboursé',
  Refunding: 'En cours de remboursement',
  Refused: 'Refusé après autorisation',
  Contested: 'Contesté par le payeur (opposition)',
  Canceled: 'Annulé',
};
export const paymentReversalLabel = (state: string | null) => (state && PAYMENT_REVERSAL_LABELS[state]) || 'Remboursé';
/** The same words inside a sentence: « contesté par le payeur (opposition) ». */
export const paymentReversalPhrase = (state: string | null) => {
  const label = paymentReversalLabel(state);
  return `${label.charAt(0).toLowerCase()}${label.slice(1)}`;
};

/** How far back the reconciliation re-reads paid payments from HelloAsso (pending ones: until the purge). */
export const PAYMENT_RECONCILIATION = {
  paidWithinDays: 60,
  /** A checkout with no order after this long is abandoned (a later payment of it still records it). */
  abandonedAfterHours: 24,
  /** The treasurer's list (and badge) of refunds covers this many days. */
  refundsShownDays: 90,
} as const;

/** What a page says after the payer came back from HelloAsso, per purpose and result. */
export const PAYMENT_RESULT_MESSAGES: Record<TPaymentPurpose, Record<TPaymentResult, string>> = {
  membership: {
    recu: 'Paiement reçu\u00a0: votre adhésion est enregistrée. Sa facture est téléchargeable ci-dessous.',
    'en-attente':
      "Votre paiement n'est pas encore confirmé par HelloAsso. Votre adhésion sera enregistrée dès sa confirmation\u202f; aucun montant n'a été enregistré pour l'instant.",
    annule: "Paiement annulé\u00a0: rien n'a été débité ni enregistré.",
    invalide: "Ce retour de paiement ne correspond à aucun paiement en cours\u00a0: rien n'a été enregistré.",
    patienter:
      'Trop de retours de paiement depuis votre connexion\u00a0: patientez une minute. Si vous avez payé, votre adhésion sera enregistrée dès que HelloAsso le confirme, sans autre démarche de votre part.',
  },
  donation: {
    recu: 'Paiement reçu\u00a0: merci pour votre don\u202f!',
    'en-attente':
      "Votre paiement n'est pas encore confirmé par HelloAsso. Votre don sera enregistré dès sa confirmation\u202f; aucun montant n'a été enregistré pour l'instant.",
    annule: "Paiement annulé\u00a0: rien n'a été débité ni enregistré.",
    invalide: "Ce retour de paiement ne correspond à aucun paiement en cours\u00a0: rien n'a été enregistré.",
    patienter:
      'Trop de retours de paiement depuis votre connexion\u00a0: patientez une minute. Si vous avez payé, votre don sera enregistré dès que HelloAsso le confirme, sans autre démarche de votre part.',
  },
};
