import type { TMajorityRule, TQuorum, TResolutionResult } from '@action-plus/contract';

export interface ChoiceCounts {
  yes: number;
  no: number;
  abstain: number;
}

/**
 * Whether a resolution is adopted under the statutes' majority (decision 049 defines them, decision
 * 050 how they are counted):
 * - `simple`: more votes for than against (yes > no), abstentions not counted;
 * - `absolute`: more votes for than half of the voters present or represented when the vote closed
 *   (yes × 2 > present + represented), so an abstention, or not voting, counts against;
 * - `two-thirds`: at least two thirds of the votes cast, abstentions excluded (yes × 3 ≥ (yes + no) × 2);
 * - `three-quarters`: at least three quarters of them (yes × 4 ≥ (yes + no) × 3).
 * Nobody voting for or against adopts nothing. Integers only: no rounding of a share.
 */
export function isAdopted(rule: TMajorityRule, counts: ChoiceCounts, presentOrRepresented: number): boolean {
  const cast = counts.yes + counts.no;
  if (counts.yes === 0) return false;
  switch (rule) {
    case 'simple':
      return counts.yes > counts.no;
    case 'absolute':
      return counts.yes * 2 > presentOrRepresented;
    case 'two-thirds':
      return counts.yes * 3 >= cast * 2;
    case 'three-quarters':
      return counts.yes * 4 >= cast * 3;
  }
}

/**
 * An election's elected: the `seats` candidates with the most votes (at least one). Candidates tied
 * across the last seat are none of them elected: the assembly decides between them (a second round),
 * the site does not draw lots.
 */
export function electedCandidates(candidates: readonly { id: number; votes: number }[], seats: number): Set<number> {
  const ranked = candidates.filter((candidate) => candidate.votes > 0).sort((first, second) => second.votes - first.votes);
  const elected = new Set<number>();
  if (ranked.length <= seats) {
    for (const candidate of ranked) elected.add(candidate.id);
    return elected;
  }
  const lastSeatVotes = ranked[seats - 1]!.votes;
  const firstLeftOut = ranked[seats]!.votes;
  for (const candidate of ranked.slice(0, seats)) if (candidate.votes > lastSeatVotes || lastSeatVotes !== firstLeftOut) elected.add(candidate.id);
  return elected;
}

/** Present and represented over the voters, against the statutes' share (whole voters, rounded up). */
export function quorumOf(voters: number, present: number, represented: number, quorumPercent: number): TQuorum {
  const required = Math.ceil((voters * quorumPercent) / 100);
  return { voters, present, represented, required, is_reached: present + represented >= required };
}

export interface ResultInputs {
  kind: 'ordinary' | 'statutes_change' | 'dissolution' | 'election';
  rule: TMajorityRule | null;
  seats: number | null;
  online: ChoiceCounts & { ballots: number };
  paper: ChoiceCounts;
  presentOrRepresented: number;
  candidates: readonly { id: number; name: string; online: number; paper: number }[];
}

/** A closed vote's result: online and paper together, the majority applied. */
export function resultOf(inputs: ResultInputs): TResolutionResult {
  const yes = inputs.online.yes + inputs.paper.yes;
  const no = inputs.online.no + inputs.paper.no;
  const abstain = inputs.online.abstain + inputs.paper.abstain;
  const candidates = inputs.candidates.map((candidate) => ({ ...candidate, votes: candidate.online + candidate.paper }));
  const elected = inputs.kind === 'election' ? electedCandidates(candidates, inputs.seats ?? 1) : new Set<number>();
  return {
    online: inputs.online,
    paper: inputs.paper,
    yes,
    no,
    abstain,
    voters_present_or_represented: inputs.presentOrRepresented,
    outcome:
      inputs.kind === 'election' || inputs.rule === null
        ? null
        : isAdopted(inputs.rule, { yes, no, abstain }, inputs.presentOrRepresented)
          ? 'adopted'
          : 'rejected',
    candidates: candidates.map((candidate) => ({ ...candidate, elected: elected.has(candidate.id) })),
  };
}
