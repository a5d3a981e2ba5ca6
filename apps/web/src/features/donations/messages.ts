import { frenchNumber } from '@action-plus/contract';

/** What the donation pages say that the API never says (its answers are `DONATION_MESSAGES` in the contract). */
export const DONATION_PAGE_MESSAGES = {
  pageTitle: 'Faire un don',
  amountLegend: 'Montant de votre don',
  suggestedAmount: (euros: number) => `${euros} €`,
  otherAmount: 'Autre montant',
  customAmountLabel: 'Montant libre (en euros)',
  customAmountRequired: 'Indiquez le montant de votre don.',
  donorLegend: 'Vos coordonnées',
  donorHintWithReceipt: 'Votre nom et votre adresse postale figurent sur le reçu fiscal.',
  donorHint: 'Votre adresse nous permet de vous remercier et de tenir nos comptes.',
  firstNameLabel: 'Prénom',
  lastNameLabel: 'Nom',
  emailLabel: 'E-mail',
  addressLabel: 'Adresse',
  postalCodeLabel: 'Code postal',
  cityLabel: 'Ville',
  countryLabel: 'Pays',
  requiredFieldsNote: 'Les champs marqués d’un astérisque sont obligatoires.',
  submit: (euros: number | null) => (euros ? `Donner ${frenchNumber(euros)} € avec HelloAsso` : 'Donner avec HelloAsso'),
  redirecting: 'Redirection vers HelloAsso…',
  formLabel: 'Formulaire de don',
  securePayment: 'Le paiement par carte est sécurisé par HelloAsso\u202f; vous revenez ensuite sur notre site.',
  checkoutFailed: 'Le paiement n’a pas pu démarrer. Veuillez réessayer dans quelques instants.',
  receiptPromise: 'Vous recevrez votre reçu fiscal par e-mail dès la confirmation du paiement.',
  offlineTitle: 'Donner par chèque ou par virement',
  offlineIntro: 'Le don en ligne n’est pas disponible pour le moment. Vous pouvez nous soutenir\u00a0:',
  /** The cheque's payee is the association's name. */
  byCheque: (associationName: string) => `par chèque à l’ordre de ${associationName}, envoyé à l’adresse\u00a0:`,
  byTransfer: 'par virement\u00a0: écrivez-nous pour recevoir nos coordonnées bancaires, à',
  offlineReceiptNote: 'Indiquez votre nom et votre adresse postale avec votre don\u00a0: nous vous enverrons votre reçu fiscal.',
  optionsFailed: 'Impossible de savoir si l’association délivre des reçus fiscaux\u00a0: rechargez la page pour le vérifier.',

  // Profile: the donor's receipts.
  receiptsTitle: 'Mes reçus fiscaux',
  receiptsEmpty: 'Aucun reçu fiscal pour le moment. Les reçus de vos dons faits connecté ou avec l’adresse vérifiée de votre compte apparaissent ici.',
  receiptsLoading: 'Chargement des reçus…',
  receiptsFailed: 'Impossible de charger vos reçus fiscaux.',
  receiptLabel: (kind: 'single' | 'yearly', number: string) => (kind === 'yearly' ? `Reçu récapitulatif n° ${number}` : `Reçu n° ${number}`),
  receiptCancelled: 'Annulé',
  replacedBy: (number: string) => `remplacé par le n° ${number}`,
  download: 'Télécharger',
  downloadLabel: (number: string) => `Télécharger le reçu n° ${number}`,
  downloadFailed: 'Le téléchargement du reçu a échoué.',
  yearlyTitle: 'Reçu récapitulatif annuel',
  yearlyHint:
    'Un seul reçu par donateur pour tous ses dons d’une année\u00a0: il remplace les reçus de cette année-là, qui sont annulés, afin qu’aucun don ne soit déclaré deux fois. Les dons faits au nom de plusieurs personnes donnent un reçu pour chacune.',
  yearLabel: 'Année',
  yearlySubmit: 'Obtenir le reçu récapitulatif',
  /** One summary per donor the account's receipts name (a couple giving from one account gets two). */
  yearlyIssued: (numbers: string[]) =>
    numbers.length > 1
      ? `Reçus récapitulatifs n° ${numbers.join(', ')} disponibles ci-dessus (un par donateur).`
      : `Reçu récapitulatif n° ${numbers[0]} disponible ci-dessus.`,

  // Admin: the donations received.
  adminTitle: 'Dons',
  recordTitle: 'Enregistrer un don reçu',
  recordHint:
    'Chèque, virement, espèces ou prélèvement\u00a0: le don est confirmé aussitôt, son reçu fiscal émis et envoyé au donateur si l’association en délivre.',
  methodLabel: 'Moyen de paiement',
  receivedOnLabel: 'Reçu le',
  amountLabel: 'Montant (en euros)',
  recordSubmit: 'Enregistrer le don',
  recorded: 'Don enregistré.',
  recordFailed: 'L’enregistrement du don a échoué.',
  listTitle: 'Dons reçus',
  statusFilterLabel: 'Statut',
  allStatuses: 'Tous',
  listLoading: 'Chargement des dons…',
  listFailed: 'Impossible de charger les dons.',
  listEmpty: 'Aucun don.',
  tableCaption: (count: number) => `Dons (${count})`,
  tableRegion: 'Tableau des dons',
  columns: { date: 'Date', donor: 'Donateur', amount: 'Montant', method: 'Moyen', status: 'Statut', receipt: 'Reçu fiscal', actions: 'Actions' },
  noReceipt: '—',
  cancel: 'Annuler',
  cancelLabel: (name: string) => `Annuler le don de ${name}`,
  cancelConfirm: 'Annuler ce don\u202f? Son reçu fiscal sera annulé (il garde son numéro).',
  cancelFailed: 'L’annulation a échoué.',
} as const;
