import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import {
  ASSEMBLY_LIMITS,
  ASSEMBLY_MESSAGES,
  ZAgendaItemRequestSchema,
  ZAssemblyRequestSchema,
  ZResolutionRequestSchema,
  type TAgendaItem,
  type TAgendaItemRequest,
  type TAssembly,
  type TAssemblyRequest,
  type TResolution,
  type TResolutionKind,
  type TResolutionRequest,
} from '@action-plus/contract';

/**
 * A form's validation by the contract's schema, on the request its inputs make: each error shows
 * under the input its path names (the first input when the path names none).
 */
export function contractResolver<TValues extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput>,
  toInput: (values: TValues) => unknown,
): Resolver<TValues, unknown, TOutput> {
  return async (values) => {
    const result = schema.safeParse(toInput(values));
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    const fields = Object.keys(values);
    for (const issue of result.error.issues) {
      const named = String(issue.path[0] ?? '');
      const field = fields.includes(named) ? named : fields[0]!;
      errors[field] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<TValues> };
  };
}

/** The input a server's refusal names, when its `detail` is one of a field's messages. */
export function fieldOfDetail<TField extends string>(detail: string | null, fields: ReadonlyArray<readonly [string, TField]>): TField | undefined {
  return detail === null ? undefined : fields.find(([message]) => message === detail)?.[1];
}

const nullWhenEmpty = (text: string) => (text.trim() === '' ? null : text);

// ─── The assembly ────────────────────────────────────────────────────────────

export type AssemblyFormValues = { title: string; date: string; time: string; place: string; online_url: string };

export const toAssemblyFormValues = (assembly?: TAssembly): AssemblyFormValues => ({
  title: assembly?.title ?? '',
  date: assembly?.date ?? '',
  time: assembly?.time ?? '',
  place: assembly?.place ?? '',
  online_url: assembly?.online_url ?? '',
});

export const assemblyFormResolver = contractResolver<AssemblyFormValues, TAssemblyRequest>(ZAssemblyRequestSchema, (values) => ({
  ...values,
  place: nullWhenEmpty(values.place),
  online_url: nullWhenEmpty(values.online_url),
}));

export const ASSEMBLY_FIELD_OF_MESSAGE: ReadonlyArray<readonly [string, keyof AssemblyFormValues]> = [
  [ASSEMBLY_MESSAGES.titleRequired, 'title'],
  [ASSEMBLY_MESSAGES.titleTooLong(ASSEMBLY_LIMITS.TITLE_MAX), 'title'],
  [ASSEMBLY_MESSAGES.dateInvalid, 'date'],
  [ASSEMBLY_MESSAGES.timeInvalid, 'time'],
  [ASSEMBLY_MESSAGES.placeTooLong, 'place'],
  [ASSEMBLY_MESSAGES.placeOrOnlineRequired, 'place'],
  [ASSEMBLY_MESSAGES.onlineUrlInvalid, 'online_url'],
];

// ─── An agenda item ───────────────────────────────────────────────────────────

export type AgendaItemFormValues = { title: string; description: string };

export const toAgendaItemFormValues = (item?: TAgendaItem): AgendaItemFormValues => ({ title: item?.title ?? '', description: item?.description ?? '' });

export const agendaItemFormResolver = contractResolver<AgendaItemFormValues, TAgendaItemRequest>(ZAgendaItemRequestSchema, (values) => values);

// ─── A resolution ─────────────────────────────────────────────────────────────

/** An election's seats as typed, and its candidates one per line. */
export type ResolutionFormValues = { title: string; text: string; kind: TResolutionKind; seats: string; candidates: string };

export const toResolutionFormValues = (resolution?: TResolution): ResolutionFormValues => ({
  title: resolution?.title ?? '',
  text: resolution?.text ?? '',
  kind: resolution?.kind ?? 'ordinary',
  seats: resolution?.seats === null || resolution?.seats === undefined ? '' : String(resolution.seats),
  candidates: resolution?.candidates.map((candidate) => candidate.name).join('\n') ?? '',
});

/** Only an election sends seats and candidates: changing the kind away from it drops them. */
export function toResolutionInput(values: ResolutionFormValues) {
  const isElection = values.kind === 'election';
  return {
    title: values.title,
    text: values.text,
    kind: values.kind,
    seats: isElection ? (values.seats.trim() === '' ? null : Number(values.seats)) : null,
    candidates: isElection
      ? values.candidates
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean)
      : [],
  };
}

export const resolutionFormResolver = contractResolver<ResolutionFormValues, TResolutionRequest>(ZResolutionRequestSchema, toResolutionInput);

export const RESOLUTION_FIELD_OF_MESSAGE: ReadonlyArray<readonly [string, keyof ResolutionFormValues]> = [
  [ASSEMBLY_MESSAGES.titleRequired, 'title'],
  [ASSEMBLY_MESSAGES.kindInvalid, 'kind'],
  [ASSEMBLY_MESSAGES.seatsInvalid, 'seats'],
  [ASSEMBLY_MESSAGES.candidatesRequired, 'candidates'],
  [ASSEMBLY_MESSAGES.candidatesOnlyForElection, 'kind'],
  [ASSEMBLY_MESSAGES.tooManyCandidates, 'candidates'],
  [ASSEMBLY_MESSAGES.candidateNameRequired, 'candidates'],
  [ASSEMBLY_MESSAGES.candidateNameTooLong, 'candidates'],
  [ASSEMBLY_MESSAGES.candidateTwice, 'candidates'],
];

// ─── A ballot ─────────────────────────────────────────────────────────────────

/** The choice an election's boxes make: refused beyond its seats, with the contract's sentence. */
export function electionChoiceError(chosen: number, seats: number | null): string | undefined {
  return seats !== null && chosen > seats ? ASSEMBLY_MESSAGES.tooManyCandidatesChosen(seats) : undefined;
}
