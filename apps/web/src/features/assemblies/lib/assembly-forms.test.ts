import { describe, expect, it } from 'vitest';
import { ASSEMBLY_MESSAGES } from '@action-plus/contract';
import {
  ASSEMBLY_FIELD_OF_MESSAGE,
  assemblyFormResolver,
  electionChoiceError,
  fieldOfDetail,
  resolutionFormResolver,
  toResolutionFormValues,
  toResolutionInput,
  type AssemblyFormValues,
  type ResolutionFormValues,
} from './assembly-forms';

const resolve = <TValues extends object>(resolver: (values: TValues, context: unknown, options: never) => unknown, values: TValues) =>
  resolver(values, undefined, {} as never) as Promise<{ values: Record<string, unknown>; errors: Record<string, { message: string }> }>;

const election = (changes: Partial<ResolutionFormValues> = {}): ResolutionFormValues => ({
  ...toResolutionFormValues(),
  title: 'Élection du bureau',
  kind: 'election',
  seats: '2',
  candidates: 'Chloé Dupont\nDavid Leroy',
  ...changes,
});

describe('the resolution form', () => {
  it('sends an election’s candidates one per line, trimmed, without the blank lines, and its seats as a number', () => {
    expect(toResolutionInput(election({ candidates: '  Chloé Dupont \n\n David Leroy\n' }))).toMatchObject({
      seats: 2,
      candidates: ['Chloé Dupont', 'David Leroy'],
    });
  });

  it('drops the seats and candidates typed for an election once another kind is chosen', async () => {
    const ordinary = election({ kind: 'ordinary' });
    expect(toResolutionInput(ordinary)).toMatchObject({ kind: 'ordinary', seats: null, candidates: [] });
    expect((await resolve(resolutionFormResolver, ordinary)).errors).toEqual({});
  });

  it('shows an election’s missing seats and candidates, and a candidate named twice, under their own fields', async () => {
    const { errors } = await resolve(resolutionFormResolver, election({ seats: '', candidates: '' }));
    expect(errors.seats?.message).toBe(ASSEMBLY_MESSAGES.seatsInvalid);
    expect(errors.candidates?.message).toBe(ASSEMBLY_MESSAGES.candidatesRequired);
    expect((await resolve(resolutionFormResolver, election({ candidates: 'Chloé Dupont\nchloé dupont' }))).errors.candidates?.message).toBe(
      ASSEMBLY_MESSAGES.candidateTwice,
    );
    expect((await resolve(resolutionFormResolver, election({ seats: 'deux' }))).errors.seats?.message).toBe(ASSEMBLY_MESSAGES.seatsInvalid);
  });
});

describe('the assembly form', () => {
  const assembly: AssemblyFormValues = { title: 'AG 2026', date: '2026-12-12', time: '18:00', place: '', online_url: '' };

  it('asks for a place or an online meeting under the place, and sends an empty one as none', async () => {
    expect((await resolve(assemblyFormResolver, assembly)).errors.place?.message).toBe(ASSEMBLY_MESSAGES.placeOrOnlineRequired);
    expect((await resolve(assemblyFormResolver, { ...assembly, online_url: 'https://visio.exemple.fr/ag' })).values).toMatchObject({
      place: null,
      online_url: 'https://visio.exemple.fr/ag',
    });
  });

  it('puts the server’s refusal of a field under that field', () => {
    expect(fieldOfDetail(ASSEMBLY_MESSAGES.onlineUrlInvalid, ASSEMBLY_FIELD_OF_MESSAGE)).toBe('online_url');
    expect(fieldOfDetail(ASSEMBLY_MESSAGES.notEditable, ASSEMBLY_FIELD_OF_MESSAGE)).toBeUndefined();
    expect(fieldOfDetail(null, ASSEMBLY_FIELD_OF_MESSAGE)).toBeUndefined();
  });
});

describe('an election’s ballot', () => {
  it('accepts up to the seats (none is a blank ballot) and refuses more in French', () => {
    expect(electionChoiceError(0, 2)).toBeUndefined();
    expect(electionChoiceError(2, 2)).toBeUndefined();
    expect(electionChoiceError(3, 2)).toBe(ASSEMBLY_MESSAGES.tooManyCandidatesChosen(2));
  });
});
