import type { TAssociationLegalForm, TFigureSource } from '@action-plus/contract';

/**
 * What the settings page says that the API never says. What the API answers (saved, restored, the
 * conflict) is the contract's `ASSOCIATION_SETTINGS_MESSAGES`, the sections' titles its
 * `ASSOCIATION_SETTINGS_SECTION_TITLES`, and the fields' errors its schemas' messages.
 */
export const ASSOCIATION_SETTINGS_PAGE_MESSAGES = {
  pageTitle: "Paramètres de l'association",
  intro:
    "Ce que les pages du site, les e-mails, les factures et les reçus disent de l'association. Chaque section s'enregistre à part\u00a0: les pages publiques montrent les nouvelles valeurs à leur prochain chargement.",
  sectionsNavigation: 'Sections',
  loading: 'Chargement des paramètres…',
  loadFailed: 'Impossible de charger les paramètres de l’association.',
  requiredNote: 'Les champs marqués * sont obligatoires.',

  versionLine: (version: number, date: string, savedBy: string | null) =>
    savedBy ? `Version ${version}, enregistrée le ${date} par ${savedBy}` : `Version ${version}, valeurs d’origine du ${date}`,

  // Preview and saving.
  previewHeading: 'Aperçu des modifications',
  noChange: 'Aucune modification pour le moment.',
  changeLine: (label: string, before: string, after: string) => `${label}\u00a0: ${before} → ${after}`,
  emptyValue: '(vide)',
  yes: 'Oui',
  no: 'Non',
  save: 'Enregistrer',
  saveBusy: 'Enregistrement…',
  saveFailed: 'La section n’a pas pu être enregistrée. Veuillez réessayer.',
  cancelChanges: 'Annuler mes modifications',
  fixErrors: 'Corrigez les champs signalés avant d’enregistrer.',

  // Another admin saved the section meanwhile (409).
  conflictTheirChanges: (savedBy: string | null) => `Ce que ${savedBy ?? 'l’autre personne'} a changé`,
  conflictNoVisibleChange: 'Aucun champ ne diffère de la version que vous aviez lue.',
  reloadCurrent: 'Charger la version actuelle (mes changements seront perdus)',
  saveOver: 'Enregistrer ma version par-dessus',

  // History.
  historyHeading: 'Historique',
  historyLoading: 'Chargement de l’historique…',
  historyFailed: 'Impossible de charger l’historique de cette section.',
  historyEmpty: 'Aucune version enregistrée.',
  historyEntry: (version: number, date: string, savedBy: string | null) =>
    `Version ${version}, le ${date}, ${savedBy ? `par ${savedBy}` : 'valeurs d’origine'}`,
  currentVersion: 'version actuelle',
  restore: 'Rétablir cette version',
  restoreTitle: (version: number) => `Rétablir la version ${version}\u202f?`,
  restoreText:
    'Ses valeurs seront enregistrées comme une nouvelle version de la section. Les modifications que vous n’avez pas enregistrées dans ce formulaire seront perdues.',
  restoreConfirm: 'Rétablir',
  restoreFailed: 'La version n’a pas pu être rétablie. Veuillez réessayer.',
  cancel: 'Annuler',

  // Lists.
  add: 'Ajouter',
  moveUp: 'Monter',
  moveDown: 'Descendre',
  remove: 'Retirer',
  moveUpOf: (item: string) => `Monter ${item}`,
  moveDownOf: (item: string) => `Descendre ${item}`,
  removeOf: (item: string) => `Retirer ${item}`,
  listFull: (max: number) => `${max} au plus.`,
  emptyList: 'Aucun pour le moment.',
} as const;

/** The legal forms' names, in the identity section's radios and its preview. */
export const LEGAL_FORM_LABELS: Record<TAssociationLegalForm, string> = {
  'local-law': 'Droit local (Alsace-Moselle)',
  'law-1901': 'Loi 1901',
};

export const FIGURE_SOURCE_LABELS: Record<TFigureSource, string> = {
  'events-held': 'Événements organisés',
  'active-members': 'Membres actifs',
  'participants-this-year': 'Participants cette année',
  fixed: 'Valeur fixe',
};

/** The identity section's fields. */
export const IDENTITY_LABELS = {
  name: "Nom de l'association",
  alternateName: 'Sigle',
  descriptor: "Nature de l'association",
  descriptorHint:
    'Quelques mots, suivis de « à » et de la ville sur la page d’accueil et dans son titre (par exemple « Association culturelle et solidaire »).',
  shortDescription: 'Présentation courte',
  shortDescriptionHint: 'Une ou deux phrases, reprises par les moteurs de recherche et les aperçus de liens.',
  tagline: "Accroche de la page d'accueil",
  foundedYear: 'Année de création',
  legalForm: 'Forme juridique',
  registryCourt: 'Tribunal judiciaire du registre',
  registryCourtHint: 'La ville du tribunal judiciaire dont le registre des associations inscrit l’association (par exemple Metz).',
  registrationNumber: "Numéro d'inscription au registre",
  rnaNumber: 'Numéro RNA',
  rnaNumberHint: 'W suivi de 9 chiffres.',
  siret: 'SIREN ou SIRET (facultatif)',
  logo: 'Logo (facultatif)',
  logoHint: "Affiché dans l'en-tête du site à côté du nom. Une image large et peu haute convient le mieux.",
  removeLogo: 'Retirer le logo',
  accentColour: "Couleur d'accent",
  accentColourHint: 'La couleur des boutons et des liens\u00a0: le texte blanc doit rester lisible dessus, et elle-même sur le fond des pages.',
  contrastOf: (colour: string, ratio: string, isReadable: boolean) =>
    `${colour}\u00a0: contraste de ${ratio} pour 1, ${isReadable ? 'lisible (WCAG AA)' : 'insuffisant'}`,
} as const;

/** The image fields (logo, photos, signature): their preview and buttons. */
export const IMAGE_FIELD_LABELS = {
  none: 'Aucune image',
  previewAlt: (subject: string) => `Aperçu\u00a0: ${subject}`,
  uploading: 'Envoi de l’image…',
  uploadFailed: 'L’image n’a pas pu être envoyée. Veuillez réessayer.',
  imageValue: 'Image envoyée',
} as const;

export const CONTACT_LABELS = {
  addressLegend: 'Adresse',
  street: 'Rue',
  postalCode: 'Code postal',
  city: 'Ville',
  region: 'Région (facultatif)',
  country: 'Pays',
  countryCode: 'Code du pays',
  countryCodeHint: 'Deux lettres majuscules (FR).',
  phone: 'Téléphone',
  email: 'Adresse e-mail',
  website: 'Site web',
  locationLegend: 'Position sur le plan',
  locationHint: 'Saisissez les coordonnées (par exemple 49.1203 et 6.1849), ou déplacez le point du plan ci-dessous.',
  latitude: 'Latitude',
  longitude: 'Longitude',
  picker: 'Déplacer le point sur le plan',
  pickerHelp:
    'Flèches du clavier pour déplacer le point d’environ 10 mètres (Maj + flèche\u00a0: 100 mètres), ou faites-le glisser. La croix marque la position enregistrée\u202f; le cadre couvre environ 2 kilomètres.',
  pickerPosition: (latitude: string, longitude: string) => `Point\u00a0: latitude ${latitude}, longitude ${longitude}`,
  openingHoursLegend: "Horaires d'ouverture",
  openingHoursHint: 'Jusqu’à trois créneaux par jour.',
  closed: 'Fermé',
  opensOf: (slot: number, count: number) => (count > 1 ? `Ouverture ${slot}` : 'Ouverture'),
  closesOf: (slot: number, count: number) => (count > 1 ? `Fermeture ${slot}` : 'Fermeture'),
  addSlot: 'Ajouter un créneau',
  removeSlot: 'Retirer',
  removeSlotOf: (day: string, slot: number) => `Retirer le créneau ${slot} du ${day.toLowerCase()}`,
  closuresLegend: 'Fermetures exceptionnelles',
  closureOf: (index: number) => `Fermeture ${index}`,
  closureItem: (index: number) => `la fermeture ${index}`,
  closureFrom: 'Premier jour',
  closureTo: 'Dernier jour',
  closureLabel: 'Motif',
  addClosure: 'Ajouter une fermeture',
  openingHoursOf: (day: string) => `Horaires du ${day.toLowerCase()}`,
  closureSummary: (from: string, to: string, label: string) => `du ${from} au ${to} (${label})`,
} as const;

export const TEAM_LABELS = {
  officersLegend: 'Membres du bureau',
  officerOf: (index: number) => `Personne ${index}`,
  officerItem: (index: number) => `la personne ${index}`,
  name: 'Nom',
  role: 'Fonction',
  publicationDirectorLegend: 'Directeur ou directrice de la publication',
  publicationDirectorHint: 'La personne que les mentions légales nomment responsable du site.',
  publicationDirectorOf: (name: string, index: number) => name || `Personne ${index}`,
  addOfficer: 'Ajouter une personne',
  photo: 'Photo (facultative)',
  removePhotoOf: (index: number) => `Retirer la photo de la personne ${index}`,
  photoHint: 'Publiée sur la page « À propos » avec l’accord de la personne\u202f; sans photo, ses initiales sont affichées.',
} as const;

export const PRESENTATION_LABELS = {
  pageTextsLegend: 'Textes des pages',
  homeIntro: 'Introduction de la page d’accueil',
  homeIntroHint: 'Le paragraphe sous l’accroche.',
  contactIntro: 'Introduction de la page de contact',
  donationIntro: 'Introduction de la page de don',
  donationIntroHint: 'Ce que permet un don à l’association.',
  valuesLegend: 'Valeurs',
  valueOf: (index: number) => `Valeur ${index}`,
  valueItem: (index: number) => `la valeur ${index}`,
  valueName: 'Nom',
  valueDescription: 'Description',
  addValue: 'Ajouter une valeur',
  missionLegend: 'Mission',
  paragraphOf: (index: number) => `Paragraphe ${index}`,
  paragraphItem: (index: number) => `le paragraphe ${index}`,
  addParagraph: 'Ajouter un paragraphe',
  purposesLegend: 'Objets des statuts',
  purposeOf: (index: number) => `Objet ${index}`,
  purposeItem: (index: number) => `l’objet ${index}`,
  purposeTitle: 'Titre',
  purposeText: 'Texte',
  addPurpose: 'Ajouter un objet',
  timelineLegend: 'Histoire',
  timelineHint: 'Une étape sans date vient en dernier (« aujourd’hui »).',
  stepOf: (index: number) => `Étape ${index}`,
  stepItem: (index: number) => `l’étape ${index}`,
  stepDate: 'Date (facultative)',
  stepTitle: 'Titre',
  stepText: 'Texte',
  addStep: 'Ajouter une étape',
} as const;

export const TESTIMONIALS_LABELS = {
  legend: 'Témoignages',
  hint: 'Un témoignage masqué reste enregistré mais n’apparaît plus sur la page d’accueil.',
  testimonialOf: (index: number) => `Témoignage ${index}`,
  testimonialItem: (index: number) => `le témoignage ${index}`,
  quote: 'Témoignage',
  author: 'Auteur ou autrice',
  role: 'Qualité (facultative)',
  isHidden: 'Masquer sur le site',
  addTestimonial: 'Ajouter un témoignage',
} as const;

export const FIGURES_LABELS = {
  legend: "Chiffres de la page d'accueil",
  hint: 'Quatre chiffres au plus, comptés par le site ou donnés par vous.',
  figureOf: (index: number) => `Chiffre ${index}`,
  figureItem: (index: number) => `le chiffre ${index}`,
  source: 'Ce que compte le chiffre',
  label: 'Intitulé',
  value: 'Valeur',
  addFigure: 'Ajouter un chiffre',
} as const;

export const LINKS_LABELS = {
  legend: 'Réseaux sociaux',
  linkOf: (index: number) => `Réseau ${index}`,
  linkItem: (index: number) => `le réseau ${index}`,
  label: 'Nom du réseau',
  url: 'Adresse du profil',
  addLink: 'Ajouter un réseau',
} as const;

export const HOST_LABELS = {
  name: "Nom de l'hébergeur",
  address: "Adresse de l'hébergeur",
  phone: "Téléphone de l'hébergeur",
} as const;

export const TAX_RECEIPTS_LABELS = {
  eligible: 'L’association délivre des reçus fiscaux',
  eligibleWarning:
    'Un reçu délivré à tort expose l’association à une amende égale à 20\u00a0% des sommes indiquées. Ne cochez cette case qu’une fois le caractère d’intérêt général de l’association confirmé (rescrit fiscal de l’administration, ou avis d’un conseil).',
  wealthTaxEligible: 'Les dons ouvrent aussi droit à la réduction d’impôt sur la fortune immobilière (IFI, article 978)',
  wealthTaxHint: 'Seuls quelques organismes sont concernés (fondations reconnues d’utilité publique, entreprises d’insertion…).',
  quality: "Qualité de l'organisme",
  object: "Objet de l'organisme",
  signatoryLegend: 'Signataire des reçus',
  signatoryName: 'Nom',
  signatoryTitle: 'Fonction',
  place: 'Lieu de signature',
  signatureImage: 'Image de la signature (facultative)',
  removeSignatureImage: 'Retirer l’image de la signature',
  signatureImageHint: 'Imprimée sur les reçus fiscaux sous le nom du signataire. Sans image, le nom du signataire est imprimé à la place.',
  confirmOnTitle: 'Délivrer des reçus fiscaux\u202f?',
  confirmOnText:
    'Les donateurs recevront un reçu fiscal ouvrant droit à une réduction d’impôt. Confirmez que le caractère d’intérêt général de l’association a bien été vérifié.',
  confirmOffTitle: 'Ne plus délivrer de reçus fiscaux\u202f?',
  confirmOffText: 'Les dons suivants ne donneront plus lieu à un reçu fiscal. Les reçus déjà délivrés restent valables.',
  confirm: 'Confirmer et enregistrer',
} as const;

/** A new site's question to its admins (the first start, decision 040). */
export const FIRST_START_MESSAGES = {
  title: 'Bienvenue\u202f! Présentez votre association',
  text: 'Le site montre pour l’instant les valeurs d’exemple. Donnez le nom de votre association, sa forme juridique, son adresse et son e-mail de contact, puis enregistrez son identité.',
  link: 'Présenter l’association',
  onSettingsPage: 'Commencez par « Identité et forme juridique » et « Coordonnées et horaires » ci-dessous.',
} as const;

export const DUES_LABELS = {
  offersLegend: 'Durées et montants des cotisations',
  offersHint:
    'Dans l’ordre où les formulaires d’adhésion les proposent. Un changement vaut pour les adhésions enregistrées ou payées ensuite : les adhésions déjà enregistrées gardent leur durée et leur montant.',
  offerOf: (index: number) => `Cotisation ${index}`,
  offerItem: (index: number) => `la cotisation ${index}`,
  durationMonths: 'Durée (mois)',
  amountEuros: 'Montant (€)',
  addOffer: 'Ajouter une durée',
  defaultDuration: 'Durée proposée par défaut',
  defaultDurationHint: 'Celle que les formulaires d’adhésion et de paiement en ligne proposent d’abord.',
  chooseDefault: 'Choisissez une durée',
  durationOption: (months: number) => `${months} mois`,
  mentionsLegend: 'Mentions légales des factures',
  vatMention: 'Mention relative à la TVA',
  vatMentionHint: 'Imprimée sous le total de chaque facture (par exemple « Cotisation hors du champ d’application de la TVA »).',
  additionalMention: 'Mention complémentaire (facultative)',
  additionalMentionHint: 'Imprimée sous la mention relative à la TVA, sur les factures établies ensuite.',
} as const;

/** The statutes' rules for the general assembly (issue 28). */
export const STATUTES_LABELS = {
  intro:
    'Ce sont les statuts de votre association qui décident\u00a0: reportez ici ce qu’ils prévoient pour l’assemblée générale. Les valeurs d’origine sont celles de statuts courants (convocation 15 jours avant, sans quorum, deux pouvoirs par membre, deux tiers des suffrages pour modifier les statuts ou dissoudre l’association).',
  votersLegend: 'Qui vote',
  votersHint: 'Votent les membres dont l’adhésion est en cours à la date d’arrêté de la liste des votants.',
  voterCutOffDaysBefore: 'Arrêté de la liste des votants (jours avant l’assemblée)',
  voterCutOffHint: '0\u00a0: le jour de l’assemblée. Jusqu’à 90 jours avant.',
  honoraryMembersVote: 'Les membres d’honneur votent',
  convocationDaysBefore: 'Convocation au moins (jours avant l’assemblée)',
  convocationHint: 'Le site refusera d’envoyer la convocation plus tard. Jusqu’à 90 jours.',
  quorumPercent: 'Quorum (% des votants présents ou représentés)',
  quorumHint: '0\u00a0: aucun quorum.',
  secondAssemblyWithoutQuorum: 'Faute de quorum, une seconde assemblée peut délibérer sans quorum',
  majoritiesLegend: 'Majorité requise par type de résolution',
  ordinaryMajority: 'Résolutions ordinaires',
  statutesChangeMajority: 'Modification des statuts',
  dissolutionMajority: 'Dissolution de l’association',
  proxiesPerMember: 'Pouvoirs qu’un membre peut détenir',
  proxiesHint: '0\u00a0: aucun vote par procuration. Jusqu’à 10.',
} as const;
