import { describe, expect, it } from 'vitest';
import { electedCandidates, isAdopted, quorumOf } from '#modules/assemblies/count-results';

describe('the statutes’ majorities applied to a vote', () => {
  it('a simple majority needs more votes for than against, abstentions left aside', () => {
    expect(isAdopted('simple', { yes: 5, no: 4, abstain: 20 }, 29)).toBe(true);
    expect(isAdopted('simple', { yes: 4, no: 4, abstain: 0 }, 8)).toBe(false);
    expect(isAdopted('simple', { yes: 0, no: 0, abstain: 3 }, 3)).toBe(false);
  });

  it('an absolute majority needs more than half of the present and represented, so an abstention counts against', () => {
    expect(isAdopted('absolute', { yes: 6, no: 0, abstain: 5 }, 11)).toBe(true);
    expect(isAdopted('absolute', { yes: 5, no: 0, abstain: 5 }, 10)).toBe(false);
    expect(isAdopted('absolute', { yes: 5, no: 1, abstain: 0 }, 12)).toBe(false);
  });

  it('two thirds are two thirds of the votes cast, abstentions excluded, reached exactly', () => {
    expect(isAdopted('two-thirds', { yes: 20, no: 10, abstain: 30 }, 60)).toBe(true);
    expect(isAdopted('two-thirds', { yes: 19, no: 10, abstain: 0 }, 29)).toBe(false);
    expect(isAdopted('two-thirds', { yes: 2, no: 1, abstain: 0 }, 3)).toBe(true);
  });

  it('three quarters likewise', () => {
    expect(isAdopted('three-quarters', { yes: 30, no: 10, abstain: 5 }, 45)).toBe(true);
    expect(isAdopted('three-quarters', { yes: 29, no: 10, abstain: 0 }, 39)).toBe(false);
  });
});

describe('an election', () => {
  it('elects the most voted up to the seats, none of those tied across the last seat', () => {
    const candidates = [
      { id: 1, votes: 10 },
      { id: 2, votes: 7 },
      { id: 3, votes: 7 },
      { id: 4, votes: 2 },
    ];
    expect([...electedCandidates(candidates, 1)]).toEqual([1]);
    expect([...electedCandidates(candidates, 2)]).toEqual([1]);
    expect([...electedCandidates(candidates, 3)].sort()).toEqual([1, 2, 3]);
    expect([...electedCandidates([{ id: 1, votes: 0 }], 1)]).toEqual([]);
  });
});

describe('the quorum', () => {
  it('counts present and represented over the voters, rounded up to a whole voter', () => {
    expect(quorumOf(60, 20, 5, 40)).toEqual({ voters: 60, present: 20, represented: 5, required: 24, is_reached: true });
    expect(quorumOf(61, 20, 4, 40)).toMatchObject({ required: 25, is_reached: false });
    expect(quorumOf(10, 0, 0, 0)).toMatchObject({ required: 0, is_reached: true });
  });
});
