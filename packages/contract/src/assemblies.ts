/**
 * « Assemblées générales » (issue 28): an assembly's states, its resolutions' kinds, the voters'
 * answers, the limits, the French words and the messages the API answers with. Plain data, no zod
 * (schemas: assemblies-schemas.ts). The statutes' rules themselves are the `statutes` section of the
 * association's settings (decision 049), never written here.
 */

import type { TMajorityRule, TStatutesSettings } from './association-settings-schemas';

/**
 * `draft`: prepared (title, date, agenda, resolutions, voters' list); `convened`: the voters are
 * called and answer (present, absent, proxy); `open`: the session, answers frozen, check-in and
 * votes; `closed`: the minutes are written and the assembly archived.
 */
export const ASSEMBLY_STATES = ['draft', 'convened', 'open', 'closed'] as const;
export type TAssemblyState = (typeof ASSEMBLY_STATES)[number];

export const ASSEMBLY_STATE_LABELS: Record<TAssemblyState, string> = {
  draft: 'En préparation',
  convened: 'Convoquée',
  open: 'En séance',
  closed: 'Close',
};

export const RESOLUTION_KINDS = ['ordinary', 'statutes_change', 'dissolution', 'election'] as const;
export type TResolutionKind = (typeof RESOLUTION_KINDS)[number];

export const RESOLUTION_KIND_LABELS: Record<TResolutionKind, string> = {
  ordinary: 'Résolution ordinaire',
  statutes_change: 'Modification des statuts',
  dissolution: 'Dissolution',
  election: 'Élection',
};

/** The majority a resolution needs, as the statutes at the voters' freeze say (an election elects the most voted). */
export function majorityRuleOf(kind: Exclude<TResolutionKind, 'election'>, statutes: Pick<TStatutesSettings, 'majorities'>): TMajorityRule {
  return kind === 'ordinary' ? statutes.majorities.ordinary : kind === 'statutes_change' ? statutes.majorities.statutesChange : statutes.majorities.dissolution;
}

export const RESOLUTION_VOTE_STATES = ['pending', 'open', 'closed'] as const;
export type TResolutionVoteState = (typeof RESOLUTION_VOTE_STATES)[number];

export const RESOLUTION_VOTE_STATE_LABELS: Record<TResolutionVoteState, string> = {
  pending: 'Vote pas encore ouvert',
  open: 'Vote ouvert',
  closed: 'Vote clos',
};

export const VOTE_CHOICES = ['yes', 'no', 'abstain'] as const;
export type TVoteChoice = (typeof VOTE_CHOICES)[number];

export const VOTE_CHOICE_LABELS: Record<TVoteChoice, string> = { yes: 'Pour', no: 'Contre', abstain: 'Abstention' };

/** A voter's answer to the convocation; `none` until they answer. */
export const ASSEMBLY_ANSWERS = ['none', 'present', 'absent', 'proxy'] as const;
export type TAssemblyAnswer = (typeof ASSEMBLY_ANSWERS)[number];

export const ASSEMBLY_ANSWER_LABELS: Record<TAssemblyAnswer, string> = {
  none: 'Pas encore répondu',
  present: 'Présent',
  absent: 'Absent',
  proxy: 'Représenté (pouvoir donné)',
};

/** The member's page of an assembly (answer, proxies, votes, minutes), which the convocation links to. */
export const assemblyMemberPath = (id: number) => `/assemblees/${id}`;

export const ASSEMBLY_LIMITS = {
  TITLE_MAX: 200,
  PLACE_MAX: 300,
  NAME_MAX: 120,
  AGENDA_ITEM_TITLE_MAX: 300,
  AGENDA_ITEM_TEXT_MAX: 5_000,
  AGENDA_ITEMS_MAX: 50,
  RESOLUTION_TITLE_MAX: 300,
  RESOLUTION_TEXT_MAX: 20_000,
  RESOLUTIONS_MAX: 50,
  CANDIDATES_MAX: 50,
  SEATS_MAX: 50,
  /** Paper ballots counted by the secretary, per choice: far above any association's assembly. */
  PAPER_VOTES_MAX: 1_000_000,
  /** The receipt code a voter is shown once: 20 characters of Crockford's base 32 (100 bits), in groups of 5. */
  RECEIPT_CODE_LENGTH: 20,
  RECEIPT_CODE_MAX: 40,
  /** The reminder goes this many days before the assembly to the voters who have not answered. */
  REMINDER_DAYS_BEFORE: 3,
  /** A document attached to an assembly (a PDF): the request's body limit too. */
  DOCUMENT_MAX_BYTES: 20 * 1024 * 1024,
  DOCUMENT_TITLE_MAX: 200,
  DOCUMENTS_MAX: 30,
} as const;

/** Where a voter (or a manager) downloads a document of an assembly; it needs a session. */
export const assemblyDocumentPath = (assemblyId: number, documentId: number) => `/api/assemblies/${assemblyId}/documents/${documentId}`;

/** The title the treasury's accounts of a year take when attached to an assembly. */
export const treasuryAccountsTitle = (year: number) => `Comptes de l’année ${year}`;

/** How a receipt code is written: four groups of five of Crockford's base 32, any case, dashes or spaces optional. */
export const RECEIPT_CODE_SHAPE = /^[0-9A-HJKMNP-TV-Za-hjkmnp-tv-z]{5}(?:[- ]?[0-9A-HJKMNP-TV-Za-hjkmnp-tv-z]{5}){3}$/;

/** A receipt code as it is hashed: upper case, without separators. */
export const normaliseReceiptCode = (code: string) => code.replace(/[- ]/g, '').toUpperCase();

export const ASSEMBLY_MESSAGES = {
  notFound: 'Cette assemblée n’existe pas.',
  agendaItemNotFound: 'Ce point de l’ordre du jour n’existe pas.',
  resolutionNotFound: 'Cette résolution n’existe pas.',
  voterNotFound: 'Ce votant n’existe pas dans la liste de cette assemblée.',
  notAVoter: 'Vous n’êtes pas dans la liste des votants de cette assemblée.',
  titleRequired: 'Le titre est obligatoire.',
  titleTooLong: (max: number) => `Le titre ne doit pas dépasser ${max} caractères.`,
  placeTooLong: `Le lieu ne doit pas dépasser ${ASSEMBLY_LIMITS.PLACE_MAX} caractères.`,
  placeOrOnlineRequired: 'Indiquez un lieu, une adresse de réunion en ligne, ou les deux.',
  onlineUrlInvalid: 'L’adresse de la réunion en ligne doit commencer par https://.',
  dateInvalid: 'La date doit être une date valide (AAAA-MM-JJ).',
  timeInvalid: 'L’heure doit être au format HH:MM.',
  textTooLong: (max: number) => `Le texte ne doit pas dépasser ${max} caractères.`,
  notEditable: 'Cette assemblée est déjà convoquée\u00a0: son ordre du jour et ses résolutions ne changent plus.',
  notDeletable: 'Seule une assemblée en préparation peut être supprimée.',
  tooManyAgendaItems: `Un ordre du jour compte au plus ${ASSEMBLY_LIMITS.AGENDA_ITEMS_MAX} points.`,
  tooManyResolutions: `Une assemblée compte au plus ${ASSEMBLY_LIMITS.RESOLUTIONS_MAX} résolutions.`,
  kindInvalid: 'Choisissez le type de résolution\u00a0: ordinaire, modification des statuts, dissolution ou élection.',
  seatsInvalid: `Le nombre de sièges doit être un nombre entier de 1 à ${ASSEMBLY_LIMITS.SEATS_MAX}.`,
  candidatesRequired: 'Une élection demande au moins un candidat.',
  candidatesOnlyForElection: 'Seule une élection a des candidats et des sièges.',
  tooManyCandidates: `Une élection compte au plus ${ASSEMBLY_LIMITS.CANDIDATES_MAX} candidats.`,
  candidateNameRequired: 'Le nom de chaque candidat est obligatoire.',
  candidateNameTooLong: `Le nom d’un candidat ne doit pas dépasser ${ASSEMBLY_LIMITS.NAME_MAX} caractères.`,
  candidateTwice: 'Un candidat figure deux fois dans la liste.',
  votersNotFrozen: 'Arrêtez d’abord la liste des votants.',
  votersAlreadyFrozen: 'La liste des votants est déjà arrêtée\u00a0: l’assemblée est convoquée.',
  noResolution: 'Ajoutez au moins une résolution avant de convoquer l’assemblée.',
  notConvened: 'L’assemblée n’est pas convoquée.',
  notDraft: 'L’assemblée n’est plus en préparation.',
  notOpen: 'La séance n’est pas ouverte.',
  alreadyClosed: 'Cette assemblée est close.',
  convocationTooLate: (days: number) =>
    `Vos statuts demandent une convocation au moins ${days}\u00a0jours avant l’assemblée. Confirmez que vos statuts permettent de convoquer plus tard.`,
  // Answers and proxies.
  answerInvalid: 'Choisissez votre réponse\u00a0: présent, absent ou pouvoir donné à un autre votant.',
  proxyHolderRequired: 'Choisissez le votant à qui vous donnez votre pouvoir.',
  proxyHolderNotAVoter: 'Ce membre n’est pas dans la liste des votants\u00a0: il ne peut pas recevoir de pouvoir.',
  proxyToSelf: 'Vous ne pouvez pas vous donner votre propre pouvoir.',
  proxyHolderGaveProxy: 'Ce votant a lui-même donné son pouvoir\u00a0: il ne peut pas en recevoir.',
  proxyGiverHoldsProxies: 'Vous détenez des pouvoirs d’autres votants\u00a0: rendez-les avant de donner le vôtre.',
  proxiesFull: (max: number) =>
    max === 0
      ? 'Vos statuts ne permettent pas les pouvoirs.'
      : `Ce votant détient déjà ${max}\u00a0pouvoir${max > 1 ? 's' : ''}, le maximum que permettent vos statuts.`,
  proxyNotRequested: 'Ce votant ne vous a pas demandé de le représenter.',
  answersClosed: 'La séance est ouverte\u00a0: les réponses et les pouvoirs ne changent plus.',
  answerSaved: 'Votre réponse est enregistrée.',
  proxyAccepted: 'Pouvoir accepté\u00a0: vous voterez aussi pour ce membre.',
  proxyDeclined: 'Pouvoir refusé\u00a0: ce membre peut en donner un à un autre votant.',
  // The session and the votes.
  checkInClosed: 'L’émargement se fait pendant la séance.',
  resolutionNotPending: 'Ce vote a déjà été ouvert.',
  resolutionNotOpen: 'Ce vote n’est pas ouvert.',
  resolutionStillOpen: 'Un vote est encore ouvert\u00a0: closez-le avant de clore l’assemblée.',
  quorumNotReached: (counted: number, required: number, mayGoOn: boolean) =>
    `Le quorum n’est pas atteint\u00a0: ${counted}\u00a0présents et représentés pour ${required}\u00a0requis.${
      mayGoOn
        ? ' Si cette assemblée est la seconde, que vos statuts permettent de tenir sans quorum, confirmez-le.'
        : ' Vos statuts ne permettent pas de délibérer sans quorum.'
    }`,
  withoutQuorumNotAllowed: 'Vos statuts ne permettent pas de délibérer sans quorum, même en seconde assemblée.',
  anotherVoteOpen: 'Un autre vote est déjà ouvert\u00a0: closez-le d’abord.',
  paperTotalsWhenClosed: 'Les votes papier s’enregistrent une fois le vote clos.',
  paperTotalsTooMany: (counted: number) => `Les votes papier et en ligne dépassent les ${counted}\u00a0présents et représentés. Vérifiez le décompte.`,
  paperCandidateUnknown: 'Un candidat des votes papier n’appartient pas à cette élection.',
  notCheckedIn: 'Vous n’êtes pas émargé\u00a0: présentez-vous au secrétaire de séance pour voter.',
  cannotVoteFor: 'Vous ne détenez pas de pouvoir accepté de ce votant, ou il est présent et vote lui-même.',
  alreadyVoted: 'Ce vote est déjà enregistré\u00a0: on ne vote qu’une fois par résolution, pour soi et pour chaque pouvoir.',
  choiceRequired: 'Choisissez pour, contre ou abstention.',
  choiceForElection: 'Pour une élection, choisissez des candidats (aucun\u00a0: vote blanc).',
  tooManyCandidatesChosen: (seats: number) => `Choisissez au plus ${seats}\u00a0candidat${seats > 1 ? 's' : ''}.`,
  candidateUnknown: 'Ce candidat ne se présente pas à cette élection.',
  voteRecorded: 'Votre vote est enregistré. Notez votre code de reçu\u00a0: il ne sera plus affiché.',
  receiptCodeInvalid: 'Le code de reçu est fait de 20 lettres et chiffres, en quatre groupes de cinq.',
  closeNamesRequired: 'Indiquez le président et le secrétaire de séance.',
  closedMessage: 'L’assemblée est close\u00a0: le procès-verbal est prêt.',
  minutesNotReady: 'Le procès-verbal est disponible une fois l’assemblée close.',
  minutesNotAllowed: 'Le procès-verbal est réservé aux membres de l’association.',
  // The documents attached to an assembly.
  documentNotFound: 'Ce document n’existe pas.',
  documentNotPdf: 'Le document doit être un fichier PDF.',
  documentTooLarge: `Le document ne doit pas dépasser ${ASSEMBLY_LIMITS.DOCUMENT_MAX_BYTES / 1024 / 1024}\u00a0Mo.`,
  documentFileRequired: 'Joignez le fichier PDF du document.',
  documentOneFile: 'Envoyez un seul document à la fois.',
  documentTitleRequired: 'Le titre du document est obligatoire.',
  documentTitleTooLong: `Le titre du document ne doit pas dépasser ${ASSEMBLY_LIMITS.DOCUMENT_TITLE_MAX} caractères.`,
  documentPositionInvalid: 'La position du document doit être un nombre entier positif.',
  tooManyDocuments: `Une assemblée compte au plus ${ASSEMBLY_LIMITS.DOCUMENTS_MAX} documents.`,
  documentsClosed: 'Cette assemblée est close\u00a0: ses documents ne changent plus.',
  documentRemoved: 'Document retiré.',
  accountsYearInvalid: 'Choisissez une année de comptes valide.',
} as const;

/** What the minutes print of each majority's result. */
export const RESOLUTION_OUTCOME_LABELS = { adopted: 'Adoptée', rejected: 'Rejetée' } as const;
