/**
 * Donations and tax receipts as plain data (no zod: the donation page's first view reads it).
 * Schemas: donations-schemas.ts. Eligibility and the beneficiary's mentions: the association's settings (taxReceipts).
 */

import { frenchNumber } from './french-typography';

/** Amounts in euros: the suggested gifts, and the bounds of a gift made on the site or recorded by an admin. */
export const DONATION_AMOUNTS = {
  suggestedEuros: [20, 50, 100],
  defaultEuros: 50,
  minEuros: 1,
  /** Larger gifts go by transfer, which the treasurer records; also catches a typo. */
  maxEuros: 10_000,
} as const;

/** A sum in euros that counts whole cents (12,5 and 12,50 do; 12,505 does not). */
export const hasWholeCents = (euros: number): boolean => Math.abs(Math.round(euros * 100) - euros * 100) < 1e-6;

/** Whether a gift of this many euros can be made: within the bounds, in whole cents (ZDonationAmountSchema says why not). */
export const isDonationAmount = (euros: number): boolean =>
  Number.isFinite(euros) && euros >= DONATION_AMOUNTS.minEuros && euros <= DONATION_AMOUNTS.maxEuros && hasWholeCents(euros);

export const DONATION_LIMITS = {
  addressMax: 200,
  postalCodeMax: 20,
  cityMax: 100,
  countryMax: 100,
} as const;

export const DONATION_METHODS = ['carte', 'cheque', 'virement', 'especes', 'prelevement'] as const;
export type TDonationMethod = (typeof DONATION_METHODS)[number];
/** What an admin records by hand: the card goes through HelloAsso only. */
export const RECORDED_DONATION_METHODS = ['cheque', 'virement', 'especes', 'prelevement'] as const;

/** The method of payment as the Cerfa n° 11580 writes it. */
export const DONATION_METHOD_LABELS: Record<TDonationMethod, string> = {
  carte: 'Carte bancaire',
  cheque: 'Chèque',
  virement: 'Virement',
  especes: 'Espèces',
  prelevement: 'Prélèvement',
};

export const DONATION_STATUSES = ['pending', 'confirmed', 'cancelled', 'abandoned', 'refunded'] as const;
export type TDonationStatus = (typeof DONATION_STATUSES)[number];
export const DONATION_STATUS_LABELS: Record<TDonationStatus, string> = {
  pending: 'En attente du paiement',
  confirmed: 'Reçu',
  cancelled: 'Annulé',
  abandoned: 'Abandonné',
  refunded: 'Remboursé',
};

export const DONATION_MESSAGES = {
  amountRequired: 'Le montant du don est obligatoire.',
  amountTooSmall: `Le don est d'au moins ${DONATION_AMOUNTS.minEuros} €.`,
  amountTooLarge: `Au-delà de ${frenchNumber(DONATION_AMOUNTS.maxEuros, ' ')} €, merci de nous écrire pour un virement.`,
  amountTooPrecise: 'Le montant ne peut pas avoir plus de deux décimales.',
  addressRequired: "L'adresse postale est obligatoire.",
  addressTooLong: `L'adresse ne doit pas dépasser ${DONATION_LIMITS.addressMax} caractères.`,
  postalCodeRequired: 'Le code postal est obligatoire.',
  postalCodeTooLong: `Le code postal ne doit pas dépasser ${DONATION_LIMITS.postalCodeMax} caractères.`,
  cityRequired: 'La ville est obligatoire.',
  cityTooLong: `La ville ne doit pas dépasser ${DONATION_LIMITS.cityMax} caractères.`,
  countryTooLong: `Le pays ne doit pas dépasser ${DONATION_LIMITS.countryMax} caractères.`,
  methodRequired: 'Le moyen de paiement est obligatoire\u00a0: chèque, virement, espèces ou prélèvement.',
  receivedOnRequired: 'La date de réception est obligatoire (AAAA-MM-JJ).',
  receivedOnInFuture: 'La date de réception ne peut pas être dans le futur.',
  yearRequired: "L'année est obligatoire.",
  onlinePaymentUnavailable: "Le paiement en ligne n'est pas disponible pour le moment\u00a0: vous pouvez donner par chèque ou par virement.",
  donationNotFound: 'Don introuvable.',
  alreadyCancelled: 'Ce don est déjà annulé.',
  notConfirmed: "Ce don n'a pas été reçu\u00a0: il n'y a rien à annuler.",
  cancelled: 'Le don est annulé\u202f; son reçu fiscal, s’il en avait un, est annulé et garde son numéro.',
  receiptNotFound: 'Reçu fiscal introuvable.',
  receiptsNotIssued: "L'association ne délivre pas de reçus fiscaux.",
  nothingToSummarise: "Aucun don reçu cette année-là n'a de reçu fiscal valable à récapituler.",
} as const;

/** Why a receipt was cancelled, as it prints it (followed by « le JJ/MM/AAAA »). */
export const TAX_RECEIPT_CANCEL_REASONS = {
  byAdmin: "Don annulé par l'association",
  /** `reversal`: the contract's paymentReversalPhrase, « remboursé », « contesté par le payeur (opposition) »… */
  byRefund: (reversal: string) => `Don ${reversal} sur HelloAsso`,
  /** Printed on a cancelled receipt before the reason. */
  label: 'Motif de l’annulation',
} as const;

/**
 * The articles of the CGI a receipt certifies, from the association's configuration: article 200
 * (gifts of private persons, the only donors this site issues receipts to), and article 978 (IFI)
 * only when the association qualifies for it. Article 238 bis (companies) is never certified here:
 * a company's receipt is another form, the Cerfa n° 2041-MEC (16216).
 */
export const taxReceiptArticles = (wealthTaxEligible: boolean): string[] => (wealthTaxEligible ? ['200', '978'] : ['200']);

/** '200' → « 200 »; ['200', '978'] → « 200 et 978 ». */
const listArticles = (articles: readonly string[]) => (articles.length === 1 ? articles[0]! : `${articles.slice(0, -1).join(', ')} et ${articles.at(-1)!}`);

/** The mentions of the official model (Cerfa n° 11580) a receipt carries besides the beneficiary's and donor's. */
export const TAX_RECEIPT_MENTIONS = {
  title: 'Reçu au titre des dons à certains organismes d’intérêt général',
  cerfa: 'Cerfa n° 11580',
  /** « Article 200 du code général des impôts », or « Articles 200 et 978 … ». */
  articles: (articles: readonly string[]) => `${articles.length === 1 ? 'Article' : 'Articles'} ${listArticles(articles)} du code général des impôts`,
  certification: 'Le bénéficiaire reconnaît avoir reçu au titre des dons et versements ouvrant droit à réduction d’impôt la somme de\u00a0:',
  eligibility: (articles: readonly string[]) =>
    `Le bénéficiaire certifie sur l’honneur que les dons et versements qu’il reçoit ouvrent droit à la réduction d’impôt prévue ${articles.length === 1 ? 'à l’article' : 'aux articles'} ${listArticles(articles)} du code général des impôts.`,
  form: 'Déclaration de don manuel',
  nature: 'Numéraire',
  /** The sentence on the page, the mail and the receipt: what a private person may deduct. */
  taxReduction:
    'Votre don ouvre droit à une réduction d’impôt sur le revenu de 66 % de son montant, dans la limite de 20 % de votre revenu imposable (article 200 du CGI).',
  /** Said wherever a receipt is offered: this site's receipts are for private persons. */
  individualsOnly:
    'Les reçus fiscaux délivrés par ce site sont établis au nom de particuliers. Une entreprise qui souhaite nous soutenir reçoit un autre reçu (Cerfa n° 2041-MEC, article 238 bis du CGI)\u00a0: écrivez-nous avant de donner.',
  /** Added only when the association qualifies for article 978. */
  wealthTaxReduction:
    'Si vous êtes redevable de l’impôt sur la fortune immobilière, ce don peut à la place en être déduit à hauteur de 75 % de son montant, dans la limite de 50 000 € par an (article 978 du CGI).',
  cancelled: 'ANNULÉ',
} as const;

export const taxReceiptFileName = (number: string) => `recu-fiscal-${number}.pdf`;
