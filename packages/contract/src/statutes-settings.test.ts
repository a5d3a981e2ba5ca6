import { describe, expect, it } from 'vitest';
import { ASSOCIATION_SETTINGS_SECTION_TITLES, MAJORITY_RULE_LABELS } from './association-settings';
import { ASSOCIATION_SETTINGS_LIMITS, MAJORITY_RULES, ZStatutesSettingsSchema } from './association-settings-schemas';
import { SEEDED_ASSOCIATION_SETTINGS } from './association-settings-seed';

const SEEDED = SEEDED_ASSOCIATION_SETTINGS.statutes;

/** The French messages of a refused value, by the path of the field they are shown next to. */
function refusals(value: unknown): Record<string, string> {
  const parsed = ZStatutesSettingsSchema.safeParse(value);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe("the statutes' rules for the general assembly", () => {
  it('start as common statutes: voters current on the day, no honorary vote, 15 days, no quorum, two thirds for the statutes and dissolution, 2 proxies, a second assembly', () => {
    expect(ZStatutesSettingsSchema.parse(SEEDED)).toEqual(SEEDED);
    expect(SEEDED).toEqual({
      voterCutOffDaysBefore: 0,
      honoraryMembersVote: false,
      convocationDaysBefore: 15,
      quorumPercent: 0,
      majorities: { ordinary: 'simple', statutesChange: 'two-thirds', dissolution: 'two-thirds' },
      proxiesPerMember: 2,
      secondAssemblyWithoutQuorum: true,
    });
    expect(ASSOCIATION_SETTINGS_SECTION_TITLES.statutes).toBe('Statuts\u00a0: assemblée générale');
  });

  it('accept every bound: 0 to 90 days, a quorum from 0 to 100 %, 0 to 10 proxies, each majority', () => {
    const { STATUTES_DAYS_MAX: days, STATUTES_QUORUM_PERCENT_MAX: percent, STATUTES_PROXIES_MAX: proxies } = ASSOCIATION_SETTINGS_LIMITS;
    expect([days, percent, proxies]).toEqual([90, 100, 10]);
    expect(refusals({ ...SEEDED, voterCutOffDaysBefore: days, convocationDaysBefore: 0, quorumPercent: percent, proxiesPerMember: 0 })).toEqual({});
    expect(refusals({ ...SEEDED, voterCutOffDaysBefore: 0, convocationDaysBefore: days, quorumPercent: 0, proxiesPerMember: proxies })).toEqual({});
    for (const rule of MAJORITY_RULES) {
      expect(refusals({ ...SEEDED, majorities: { ordinary: rule, statutesChange: rule, dissolution: rule } })).toEqual({});
      expect(MAJORITY_RULE_LABELS[rule]).toBeTruthy();
    }
  });

  it('refuse, next to the field, days that are not a whole number from 0 to 90', () => {
    expect(refusals({ ...SEEDED, convocationDaysBefore: -1 })).toEqual({ convocationDaysBefore: 'Le délai de convocation ne peut pas être négatif.' });
    expect(refusals({ ...SEEDED, convocationDaysBefore: 91 })).toEqual({ convocationDaysBefore: 'Le délai de convocation ne doit pas dépasser 90 jours.' });
    expect(refusals({ ...SEEDED, convocationDaysBefore: 7.5 })).toEqual({
      convocationDaysBefore: 'Le délai de convocation doit être un nombre entier de jours.',
    });
    expect(refusals({ ...SEEDED, convocationDaysBefore: '15' })).toEqual({ convocationDaysBefore: 'Le délai de convocation doit être un nombre de jours.' });
    expect(refusals({ ...SEEDED, voterCutOffDaysBefore: 91 })).toEqual({
      voterCutOffDaysBefore: 'Le délai d’arrêté de la liste des votants ne doit pas dépasser 90 jours.',
    });
    expect(refusals({ ...SEEDED, voterCutOffDaysBefore: Number.NaN })).toEqual({
      voterCutOffDaysBefore: 'Le délai d’arrêté de la liste des votants doit être un nombre de jours.',
    });
  });

  it('refuse a quorum outside 0 to 100 %, and more than 10 proxies or fewer than none', () => {
    expect(refusals({ ...SEEDED, quorumPercent: 101 })).toEqual({ quorumPercent: 'Le quorum ne doit pas dépasser 100\u00a0%.' });
    expect(refusals({ ...SEEDED, quorumPercent: -5 })).toEqual({ quorumPercent: 'Le quorum ne peut pas être négatif.' });
    expect(refusals({ ...SEEDED, quorumPercent: 33.3 })).toEqual({ quorumPercent: 'Le quorum doit être un pourcentage entier.' });
    expect(refusals({ ...SEEDED, proxiesPerMember: 11 })).toEqual({ proxiesPerMember: 'Un membre ne peut pas détenir plus de 10 pouvoirs.' });
    expect(refusals({ ...SEEDED, proxiesPerMember: -1 })).toEqual({ proxiesPerMember: 'Le nombre de pouvoirs ne peut pas être négatif.' });
  });

  it('refuse a majority not offered and a yes-or-no left unanswered', () => {
    expect(refusals({ ...SEEDED, majorities: { ...SEEDED.majorities, dissolution: 'unanimity' } })).toEqual({
      'majorities.dissolution': 'Choisissez une majorité.',
    });
    expect(refusals({ ...SEEDED, honoraryMembersVote: 'oui', secondAssemblyWithoutQuorum: null })).toEqual({
      honoraryMembersVote: 'Indiquez si les membres d’honneur votent.',
      secondAssemblyWithoutQuorum: 'Indiquez si une seconde assemblée peut se tenir sans quorum.',
    });
  });
});
