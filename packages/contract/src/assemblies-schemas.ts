import { z } from 'zod';
import {
  ASSEMBLY_ANSWERS,
  ASSEMBLY_LIMITS,
  ASSEMBLY_MESSAGES,
  ASSEMBLY_STATES,
  RECEIPT_CODE_SHAPE,
  RESOLUTION_KINDS,
  RESOLUTION_VOTE_STATES,
  VOTE_CHOICES,
} from './assemblies';
import { MAJORITY_RULES, ZStatutesSettingsSchema } from './association-settings-schemas';
import { ID_RANGE } from './common';
import { ZIdSchema } from './common-schemas';
import { EVENT_TIME_SHAPE, isCalendarDate } from './events';
import { zText } from './fields';
import { LIMITS, stopWhenTooLong } from './limits';
import './zod-locale';

const zRecordId = (message: string) => z.number({ error: message }).int(message).min(ID_RANGE.min, message).max(ID_RANGE.max, message);
const zCount = (message: string) => z.number({ error: message }).int(message).min(0, message).max(ASSEMBLY_LIMITS.PAPER_VOTES_MAX, message);

const zTitle = (max: number) =>
  zText('Le titre', { error: ASSEMBLY_MESSAGES.titleRequired })
    .trim()
    .min(1, ASSEMBLY_MESSAGES.titleRequired)
    .max(max, stopWhenTooLong(ASSEMBLY_MESSAGES.titleTooLong(max)));
const zLongText = (max: number) =>
  zText('Le texte', { multiLine: true })
    .trim()
    .max(max, stopWhenTooLong(ASSEMBLY_MESSAGES.textTooLong(max)));
const zPersonName = (message: string) =>
  zText('Le nom', { error: message }).trim().min(1, message).max(ASSEMBLY_LIMITS.NAME_MAX, stopWhenTooLong(ASSEMBLY_MESSAGES.candidateNameTooLong));

// ─── Preparation (admin) ───────────────────────────────────────────────────────

/** POST /api/admin/assemblies and PUT /api/admin/assemblies/{id}: the day and hour are Paris's. */
export const ZAssemblyRequestSchema = z
  .object({
    title: zTitle(ASSEMBLY_LIMITS.TITLE_MAX),
    date: zText('La date', { error: ASSEMBLY_MESSAGES.dateInvalid })
      .trim()
      .max('AAAA-MM-JJ'.length, stopWhenTooLong(ASSEMBLY_MESSAGES.dateInvalid))
      .refine(isCalendarDate, ASSEMBLY_MESSAGES.dateInvalid),
    time: zText('L’heure', { error: ASSEMBLY_MESSAGES.timeInvalid })
      .trim()
      .max('HH:MM'.length, stopWhenTooLong(ASSEMBLY_MESSAGES.timeInvalid))
      .regex(EVENT_TIME_SHAPE, ASSEMBLY_MESSAGES.timeInvalid),
    place: zText('Le lieu').trim().max(ASSEMBLY_LIMITS.PLACE_MAX, stopWhenTooLong(ASSEMBLY_MESSAGES.placeTooLong)).nullable().default(null),
    online_url: zText('L’adresse de la réunion en ligne', { error: ASSEMBLY_MESSAGES.onlineUrlInvalid })
      .trim()
      .max(LIMITS.urlMax, stopWhenTooLong(ASSEMBLY_MESSAGES.onlineUrlInvalid))
      .regex(/^https:\/\/[^\s/]+\S*$/, ASSEMBLY_MESSAGES.onlineUrlInvalid)
      .nullable()
      .default(null),
  })
  .superRefine((value, context) => {
    if (!value.place && !value.online_url) context.addIssue({ code: 'custom', path: ['place'], message: ASSEMBLY_MESSAGES.placeOrOnlineRequired });
  });
export type TAssemblyInput = z.input<typeof ZAssemblyRequestSchema>;
export type TAssemblyRequest = z.output<typeof ZAssemblyRequestSchema>;

/** POST /api/admin/assemblies/{id}/agenda-items and PUT …/agenda-items/{itemId}. */
export const ZAgendaItemRequestSchema = z.object({
  title: zTitle(ASSEMBLY_LIMITS.AGENDA_ITEM_TITLE_MAX),
  description: zLongText(ASSEMBLY_LIMITS.AGENDA_ITEM_TEXT_MAX).default(''),
});
export type TAgendaItemRequest = z.output<typeof ZAgendaItemRequestSchema>;

export const ZResolutionKindSchema = z.enum(RESOLUTION_KINDS, { error: ASSEMBLY_MESSAGES.kindInvalid });

/**
 * POST /api/admin/assemblies/{id}/resolutions and PUT …/resolutions/{resolutionId}. An election
 * names its candidates and the seats to fill; any other kind has neither.
 */
export const ZResolutionRequestSchema = z
  .object({
    title: zTitle(ASSEMBLY_LIMITS.RESOLUTION_TITLE_MAX),
    text: zLongText(ASSEMBLY_LIMITS.RESOLUTION_TEXT_MAX).default(''),
    kind: ZResolutionKindSchema,
    seats: z
      .number({ error: ASSEMBLY_MESSAGES.seatsInvalid })
      .int(ASSEMBLY_MESSAGES.seatsInvalid)
      .min(1, ASSEMBLY_MESSAGES.seatsInvalid)
      .max(ASSEMBLY_LIMITS.SEATS_MAX, ASSEMBLY_MESSAGES.seatsInvalid)
      .nullable()
      .default(null),
    candidates: z
      .array(zPersonName(ASSEMBLY_MESSAGES.candidateNameRequired), { error: ASSEMBLY_MESSAGES.candidateNameRequired })
      .max(ASSEMBLY_LIMITS.CANDIDATES_MAX, ASSEMBLY_MESSAGES.tooManyCandidates)
      .default([]),
  })
  .superRefine((value, context) => {
    if (value.kind === 'election') {
      if (value.seats === null) context.addIssue({ code: 'custom', path: ['seats'], message: ASSEMBLY_MESSAGES.seatsInvalid });
      if (value.candidates.length === 0) context.addIssue({ code: 'custom', path: ['candidates'], message: ASSEMBLY_MESSAGES.candidatesRequired });
      if (new Set(value.candidates.map((name) => name.toLocaleLowerCase('fr'))).size !== value.candidates.length)
        context.addIssue({ code: 'custom', path: ['candidates'], message: ASSEMBLY_MESSAGES.candidateTwice });
    } else if (value.seats !== null || value.candidates.length > 0) {
      context.addIssue({ code: 'custom', path: ['kind'], message: ASSEMBLY_MESSAGES.candidatesOnlyForElection });
    }
  });
export type TResolutionInput = z.input<typeof ZResolutionRequestSchema>;
export type TResolutionRequest = z.output<typeof ZResolutionRequestSchema>;

/** POST /api/admin/assemblies/{id}/convene: `confirm_late` when the statutes' delay is past and they allow it. */
export const ZConveneRequestSchema = z.object({
  confirm_late: z.boolean({ error: 'Indiquez si vos statuts permettent une convocation tardive.' }).default(false),
});
export type TConveneRequest = z.output<typeof ZConveneRequestSchema>;

/**
 * POST /api/admin/assemblies/{id}/resolutions/{resolutionId}/open.
 * `without_quorum`: the quorum is not reached, and this is the second assembly the statutes allow
 * to decide without one (`secondAssemblyWithoutQuorum`).
 */
export const ZOpenVoteRequestSchema = z.object({ without_quorum: z.boolean({ error: 'Indiquez si l’assemblée délibère sans quorum.' }).default(false) });
export type TOpenVoteRequest = z.output<typeof ZOpenVoteRequestSchema>;

/** PUT /api/admin/assemblies/{id}/voters/{voterId}/check-in. */
export const ZCheckInRequestSchema = z.object({ present: z.boolean({ error: 'Indiquez si le votant est présent.' }) });
export type TCheckInRequest = z.output<typeof ZCheckInRequestSchema>;

/** PUT /api/admin/assemblies/{id}/resolutions/{resolutionId}/paper-totals: what the room voted on paper. */
export const ZPaperTotalsRequestSchema = z.object({
  yes: zCount('Le nombre de votes papier « pour » doit être un nombre entier positif.').default(0),
  no: zCount('Le nombre de votes papier « contre » doit être un nombre entier positif.').default(0),
  /** An election's blank ballots. */
  abstain: zCount('Le nombre d’abstentions papier doit être un nombre entier positif.').default(0),
  candidates: z
    .array(
      z.object({
        candidate_id: zRecordId(ASSEMBLY_MESSAGES.paperCandidateUnknown),
        votes: zCount('Le nombre de voix papier d’un candidat doit être un nombre entier positif.'),
      }),
      { error: ASSEMBLY_MESSAGES.paperCandidateUnknown },
    )
    .max(ASSEMBLY_LIMITS.CANDIDATES_MAX, ASSEMBLY_MESSAGES.paperCandidateUnknown)
    .default([]),
});
export type TPaperTotalsInput = z.input<typeof ZPaperTotalsRequestSchema>;
export type TPaperTotalsRequest = z.output<typeof ZPaperTotalsRequestSchema>;

/** POST /api/admin/assemblies/{id}/close: who chaired and who was secretary, printed on the minutes. */
export const ZCloseAssemblyRequestSchema = z.object({
  chair_name: zPersonName(ASSEMBLY_MESSAGES.closeNamesRequired),
  secretary_name: zPersonName(ASSEMBLY_MESSAGES.closeNamesRequired),
});
export type TCloseAssemblyRequest = z.output<typeof ZCloseAssemblyRequestSchema>;

export const ZAssemblyResolutionParamsSchema = z.object({ id: ZIdSchema, resolutionId: ZIdSchema });
export const ZAssemblyAgendaItemParamsSchema = z.object({ id: ZIdSchema, itemId: ZIdSchema });
export const ZAssemblyVoterParamsSchema = z.object({ id: ZIdSchema, voterId: ZIdSchema });
export const ZAssemblyDocumentParamsSchema = z.object({ id: ZIdSchema, documentId: ZIdSchema });

// ─── Documents attached to an assembly ────────────────────────────────────────

export const zAssemblyDocumentTitle = () =>
  zText('Le titre du document', { error: ASSEMBLY_MESSAGES.documentTitleRequired })
    .trim()
    .min(1, ASSEMBLY_MESSAGES.documentTitleRequired)
    .max(ASSEMBLY_LIMITS.DOCUMENT_TITLE_MAX, stopWhenTooLong(ASSEMBLY_MESSAGES.documentTitleTooLong));

const zDocumentPosition = z
  .number({ error: ASSEMBLY_MESSAGES.documentPositionInvalid })
  .int(ASSEMBLY_MESSAGES.documentPositionInvalid)
  .min(0, ASSEMBLY_MESSAGES.documentPositionInvalid)
  .max(ASSEMBLY_LIMITS.DOCUMENTS_MAX, ASSEMBLY_MESSAGES.documentPositionInvalid);

/**
 * POST /api/admin/assemblies/{id}/documents is multipart/form-data: a `title` field (required,
 * this schema checks it), an optional `position` and one `file`, a PDF of at most DOCUMENT_MAX_BYTES.
 * PUT /api/admin/assemblies/{id}/documents/{documentId} renames or moves one (JSON).
 */
export const ZAssemblyDocumentRequestSchema = z.object({
  title: zAssemblyDocumentTitle(),
  /** Where it goes among the assembly's documents, from 0; omitted, it stays (or, uploaded, goes last). */
  position: zDocumentPosition.nullable().default(null),
});
export type TAssemblyDocumentInput = z.input<typeof ZAssemblyDocumentRequestSchema>;
export type TAssemblyDocumentRequest = z.output<typeof ZAssemblyDocumentRequestSchema>;

/** POST /api/admin/assemblies/{id}/documents/treasury-accounts: the treasury's figures of a year, drawn as a PDF and attached. */
export const ZTreasuryAccountsDocumentRequestSchema = z.object({
  year: z
    .number({ error: ASSEMBLY_MESSAGES.accountsYearInvalid })
    .int(ASSEMBLY_MESSAGES.accountsYearInvalid)
    .min(2000, ASSEMBLY_MESSAGES.accountsYearInvalid)
    .max(2100, ASSEMBLY_MESSAGES.accountsYearInvalid),
  /** Omitted: « Comptes de l’année {year} ». */
  title: zAssemblyDocumentTitle().nullable().default(null),
});
export type TTreasuryAccountsDocumentInput = z.input<typeof ZTreasuryAccountsDocumentRequestSchema>;
export type TTreasuryAccountsDocumentRequest = z.output<typeof ZTreasuryAccountsDocumentRequestSchema>;

export const ZAssemblyDocumentSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  title: z.string(),
  file_name: z.string(),
  size_bytes: z.number().int(),
  created_at: z.string(),
  /** Where to download it (a session is needed): `assemblyDocumentPath`. */
  url: z.string(),
});
export type TAssemblyDocument = z.infer<typeof ZAssemblyDocumentSchema>;

/** GET /api/admin/assemblies/{id}/documents and GET /api/assemblies/{id}/documents. */
export const ZAssemblyDocumentListResponseSchema = z.object({ documents: z.array(ZAssemblyDocumentSchema) });
export type TAssemblyDocumentListResponse = z.infer<typeof ZAssemblyDocumentListResponseSchema>;

// ─── The members' side ─────────────────────────────────────────────────────────

/** PUT /api/assemblies/{id}/answer: present, absent, or a proxy to another voter (who must accept). */
export const ZAssemblyAnswerRequestSchema = z
  .object({
    answer: z.enum(['present', 'absent', 'proxy'], { error: ASSEMBLY_MESSAGES.answerInvalid }),
    proxy_holder_id: zRecordId(ASSEMBLY_MESSAGES.proxyHolderRequired).nullable().default(null),
  })
  .superRefine((value, context) => {
    if (value.answer === 'proxy' && value.proxy_holder_id === null)
      context.addIssue({ code: 'custom', path: ['proxy_holder_id'], message: ASSEMBLY_MESSAGES.proxyHolderRequired });
  });
export type TAssemblyAnswerInput = z.input<typeof ZAssemblyAnswerRequestSchema>;
export type TAssemblyAnswerRequest = z.output<typeof ZAssemblyAnswerRequestSchema>;

/** POST /api/assemblies/{id}/resolutions/{resolutionId}/vote: for oneself (one's own voter id) or for a proxy one holds. */
export const ZVoteRequestSchema = z.object({
  voter_id: zRecordId(ASSEMBLY_MESSAGES.voterNotFound),
  choice: z.enum(VOTE_CHOICES, { error: ASSEMBLY_MESSAGES.choiceRequired }).nullable().default(null),
  /** An election's choice: up to its seats; none is a blank ballot. */
  candidate_ids: z
    .array(zRecordId(ASSEMBLY_MESSAGES.candidateUnknown), { error: ASSEMBLY_MESSAGES.candidateUnknown })
    .max(ASSEMBLY_LIMITS.SEATS_MAX, ASSEMBLY_MESSAGES.tooManyCandidatesChosen(ASSEMBLY_LIMITS.SEATS_MAX))
    .default([]),
});
export type TVoteInput = z.input<typeof ZVoteRequestSchema>;
export type TVoteRequest = z.output<typeof ZVoteRequestSchema>;

/** The vote's answer: the receipt code, shown once and kept nowhere but as a hash on the ballot. */
export const ZVoteResponseSchema = z.object({ message: z.string(), receipt_code: z.string() });
export type TVoteResponse = z.infer<typeof ZVoteResponseSchema>;

/** POST /api/assemblies/{id}/receipt-check. */
export const ZReceiptCheckRequestSchema = z.object({
  receipt_code: zText('Le code de reçu', { error: ASSEMBLY_MESSAGES.receiptCodeInvalid })
    .trim()
    .max(ASSEMBLY_LIMITS.RECEIPT_CODE_MAX, stopWhenTooLong(ASSEMBLY_MESSAGES.receiptCodeInvalid))
    .regex(RECEIPT_CODE_SHAPE, ASSEMBLY_MESSAGES.receiptCodeInvalid),
});
export type TReceiptCheckRequest = z.output<typeof ZReceiptCheckRequestSchema>;

/** Whether a ballot carrying that code is in the count, and of which resolution (never its choice). */
export const ZReceiptCheckResponseSchema = z.object({ counted: z.boolean(), resolution_title: z.string().nullable() });
export type TReceiptCheckResponse = z.infer<typeof ZReceiptCheckResponseSchema>;

// ─── Answers ───────────────────────────────────────────────────────────────────

export const ZAssemblyStateSchema = z.enum(ASSEMBLY_STATES);
export const ZResolutionVoteStateSchema = z.enum(RESOLUTION_VOTE_STATES);
export const ZAssemblyAnswerSchema = z.enum(ASSEMBLY_ANSWERS);

export const ZAgendaItemSchema = z.object({ id: z.number().int(), position: z.number().int(), title: z.string(), description: z.string() });
export type TAgendaItem = z.infer<typeof ZAgendaItemSchema>;

export const ZCandidateSchema = z.object({ id: z.number().int(), name: z.string() });
export type TCandidate = z.infer<typeof ZCandidateSchema>;

/**
 * A closed vote's result: online ballots and paper totals apart and together. `outcome` applies the
 * majority the statutes gave (null for an election, whose candidates say `elected`).
 */
export const ZResolutionResultSchema = z.object({
  online: z.object({ yes: z.number().int(), no: z.number().int(), abstain: z.number().int(), ballots: z.number().int() }),
  paper: z.object({ yes: z.number().int(), no: z.number().int(), abstain: z.number().int() }),
  yes: z.number().int(),
  no: z.number().int(),
  abstain: z.number().int(),
  /** Present and represented when the vote closed: the absolute majority's base. */
  voters_present_or_represented: z.number().int(),
  outcome: z.enum(['adopted', 'rejected']).nullable(),
  candidates: z.array(
    z.object({ id: z.number().int(), name: z.string(), online: z.number().int(), paper: z.number().int(), votes: z.number().int(), elected: z.boolean() }),
  ),
});
export type TResolutionResult = z.infer<typeof ZResolutionResultSchema>;

export const ZResolutionSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  title: z.string(),
  text: z.string(),
  kind: ZResolutionKindSchema,
  seats: z.number().int().nullable(),
  candidates: z.array(ZCandidateSchema),
  /** The statutes' majority for it (null: an election, or the voters' list not frozen yet). */
  majority: z.enum(MAJORITY_RULES).nullable(),
  vote_state: ZResolutionVoteStateSchema,
  /** Null until the vote is closed: nobody sees a count while it runs. */
  result: ZResolutionResultSchema.nullable(),
});
export type TResolution = z.infer<typeof ZResolutionSchema>;

/** Present and represented over the voters, live: present are the checked-in voters (or, before the session, those who answered present). */
export const ZQuorumSchema = z.object({
  voters: z.number().int(),
  present: z.number().int(),
  represented: z.number().int(),
  /** Present and represented needed (0: the statutes ask no quorum). */
  required: z.number().int(),
  is_reached: z.boolean(),
});
export type TQuorum = z.infer<typeof ZQuorumSchema>;

export const ZAssemblySummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** ISO instant (UTC); `date` and `time` are Paris's. */
  starts_at: z.string(),
  date: z.string(),
  time: z.string(),
  place: z.string().nullable(),
  online_url: z.string().nullable(),
  state: ZAssemblyStateSchema,
  /** The day the voters' membership must be current, once the list is frozen. */
  cut_off_date: z.string().nullable(),
  voters_count: z.number().int(),
});
export type TAssemblySummary = z.infer<typeof ZAssemblySummarySchema>;

export const ZAssemblyListResponseSchema = z.object({ assemblies: z.array(ZAssemblySummarySchema) });
export type TAssemblyListResponse = z.infer<typeof ZAssemblyListResponseSchema>;

/** GET /api/admin/assemblies/{id} (and the answer of every admin write). */
export const ZAssemblySchema = ZAssemblySummarySchema.extend({
  agenda_items: z.array(ZAgendaItemSchema),
  resolutions: z.array(ZResolutionSchema),
  /** The statutes' rules as they were when the voters' list was frozen: the assembly keeps them. */
  statutes: ZStatutesSettingsSchema.nullable(),
  quorum: ZQuorumSchema,
  voters_frozen_at: z.string().nullable(),
  convocation_sent_at: z.string().nullable(),
  chair_name: z.string().nullable(),
  secretary_name: z.string().nullable(),
  closed_at: z.string().nullable(),
});
export type TAssembly = z.infer<typeof ZAssemblySchema>;

/** One voter as the secretary sees them: the answer, the proxy and the check-in. */
export const ZAssemblyVoterSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  answer: ZAssemblyAnswerSchema,
  /** The voter this one gave a proxy to, accepted or not yet. */
  proxy_holder_id: z.number().int().nullable(),
  proxy_accepted: z.boolean(),
  /** Accepted proxies this voter holds. */
  proxies_held: z.number().int(),
  checked_in: z.boolean(),
});
export type TAssemblyVoter = z.infer<typeof ZAssemblyVoterSchema>;

/** GET /api/admin/assemblies/{id}/voters: the frozen list, and who renewed after it (shown, not voters). */
export const ZAssemblyVotersResponseSchema = z.object({
  voters: z.array(ZAssemblyVoterSchema),
  late_renewals: z.array(z.object({ user_id: z.number().int(), first_name: z.string(), last_name: z.string(), membership_start_date: z.string() })),
});
export type TAssemblyVotersResponse = z.infer<typeof ZAssemblyVotersResponseSchema>;

const ZVoterNameSchema = z.object({ voter_id: z.number().int(), first_name: z.string(), last_name: z.string() });

/** GET /api/assemblies/{id}: the assembly as one of its voters (or, closed, any member) reads it. */
export const ZMemberAssemblySchema = ZAssemblySummarySchema.extend({
  agenda_items: z.array(ZAgendaItemSchema),
  resolutions: z.array(ZResolutionSchema),
  quorum: ZQuorumSchema,
  proxies_per_member: z.number().int().nullable(),
  /** Null when the reader is not a voter of it (a past assembly's minutes read by a member). */
  me: z
    .object({
      voter_id: z.number().int(),
      answer: ZAssemblyAnswerSchema,
      proxy_holder: ZVoterNameSchema.extend({ accepted: z.boolean() }).nullable(),
      /** The voters who asked this one to represent them. */
      proxy_requests: z.array(ZVoterNameSchema.extend({ accepted: z.boolean() })),
      checked_in: z.boolean(),
      /** Whom this voter may vote for now: themselves when checked in, and each accepted proxy of a voter not present. */
      votes_for: z.array(ZVoterNameSchema),
      /** Which of those votes are cast, per resolution (who voted is not secret: what is). */
      votes_cast: z.array(z.object({ resolution_id: z.number().int(), voter_id: z.number().int() })),
    })
    .nullable(),
  has_minutes: z.boolean(),
});
export type TMemberAssembly = z.infer<typeof ZMemberAssemblySchema>;

/** GET /api/assemblies/{id}/voters: the names a voter may give a proxy to. */
export const ZAssemblyVoterNamesResponseSchema = z.object({ voters: z.array(ZVoterNameSchema) });
export type TAssemblyVoterNamesResponse = z.infer<typeof ZAssemblyVoterNamesResponseSchema>;
