import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  ASSOCIATION_SETTINGS_MESSAGES,
  ASSOCIATION_SETTINGS_SECTION_TITLES,
  MAJORITY_RULE_LABELS,
  type TSettingsSectionVersion,
  type TStatutesSettings,
} from '@action-plus/contract';
import { asRead } from '#test/as-read';
import { renderRoutes, sampleAdmin, stubApi, type SentRequest } from '#test/render-app';
import { SettingsSection } from './settings-section';
import { StatutesFields } from './statutes-fields';
import { ASSOCIATION_SETTINGS_PAGE_MESSAGES as M, STATUTES_LABELS as L } from '../messages';

/** Common statutes, as a new installation starts with them. */
const STATUTES: TStatutesSettings = {
  voterCutOffDaysBefore: 0,
  honoraryMembersVote: false,
  convocationDaysBefore: 15,
  quorumPercent: 0,
  majorities: { ordinary: 'simple', statutesChange: 'two-thirds', dissolution: 'two-thirds' },
  proxiesPerMember: 2,
  secondAssemblyWithoutQuorum: true,
};

const versionOf = (version: number, value: unknown = STATUTES): TSettingsSectionVersion => ({
  version,
  value,
  saved_at: '2026-03-14T17:00:00.000Z',
  saved_by_name: null,
});

type Answers = Record<string, (body: SentRequest['body'], request: SentRequest) => Response | Promise<Response>>;

function renderStatutes(answers: Answers = {}) {
  const fetchMock = stubApi(
    { 'GET /api/admin/association-settings/statutes/history': () => Response.json({ versions: [versionOf(1)] }), ...answers },
    { user: sampleAdmin },
  );
  renderRoutes([{ path: '/', element: <SettingsSection section="statutes" saved={versionOf(1)} definition={{ Fields: StatutesFields }} /> }], {
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  });
  return fetchMock;
}

const section = () => screen.findByRole('region', { name: ASSOCIATION_SETTINGS_SECTION_TITLES.statutes });
const saves = (fetchMock: ReturnType<typeof stubApi>) => fetchMock.requests.filter((request) => request.method === 'PUT');

async function typeOver(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input);
  if (text) await user.type(input, text);
}

describe("the statutes' settings form", { timeout: 20_000 }, () => {
  it('says that the statutes decide, and shows the rules of common statutes', async () => {
    renderStatutes();
    const statutes = await section();
    expect(within(statutes).getByText(asRead(L.intro))).toBeInTheDocument();
    expect(within(statutes).getByLabelText(L.voterCutOffDaysBefore)).toHaveValue(0);
    expect(within(statutes).getByLabelText(L.honoraryMembersVote)).not.toBeChecked();
    expect(within(statutes).getByLabelText(L.convocationDaysBefore)).toHaveValue(15);
    expect(within(statutes).getByLabelText(L.quorumPercent)).toHaveValue(0);
    expect(within(statutes).getByLabelText(L.secondAssemblyWithoutQuorum)).toBeChecked();
    expect(within(statutes).getByLabelText(L.ordinaryMajority)).toHaveValue('simple');
    expect(within(statutes).getByLabelText(L.statutesChangeMajority)).toHaveValue('two-thirds');
    expect(within(statutes).getByLabelText(L.dissolutionMajority)).toHaveValue('two-thirds');
    expect(within(statutes).getByLabelText(L.proxiesPerMember)).toHaveValue(2);
    const offered = within(within(statutes).getByLabelText(L.ordinaryMajority)).getAllByRole('option');
    expect(offered.map((option) => option.textContent)).toEqual([
      MAJORITY_RULE_LABELS.simple,
      MAJORITY_RULE_LABELS.absolute,
      MAJORITY_RULE_LABELS['two-thirds'],
      MAJORITY_RULE_LABELS['three-quarters'],
    ]);
    expect(within(statutes).getByRole('button', { name: M.save })).toBeDisabled();
  });

  it('previews and saves the rules as numbers, with the version read', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = renderStatutes({ 'PUT /api/admin/association-settings/statutes': (body) => Response.json(versionOf(2, body.value)) });
    const statutes = await section();
    await typeOver(user, within(statutes).getByLabelText(L.convocationDaysBefore), '21');
    await typeOver(user, within(statutes).getByLabelText(L.quorumPercent), '25');
    await typeOver(user, within(statutes).getByLabelText(L.voterCutOffDaysBefore), '30');
    await user.click(within(statutes).getByLabelText(L.honoraryMembersVote));
    await user.selectOptions(within(statutes).getByLabelText(L.dissolutionMajority), 'three-quarters');

    expect(within(statutes).getByText(asRead(M.changeLine(L.convocationDaysBefore, '15', '21')))).toBeInTheDocument();
    expect(
      within(statutes).getByText(
        asRead(M.changeLine(`${L.majoritiesLegend}, dissolution de l’association`, MAJORITY_RULE_LABELS['two-thirds'], MAJORITY_RULE_LABELS['three-quarters'])),
      ),
    ).toBeInTheDocument();
    await user.click(within(statutes).getByRole('button', { name: M.save }));

    await waitFor(() => expect(saves(fetchMock)).toHaveLength(1));
    expect(saves(fetchMock)[0]!.body).toEqual({
      version: 1,
      value: {
        ...STATUTES,
        voterCutOffDaysBefore: 30,
        honoraryMembersVote: true,
        convocationDaysBefore: 21,
        quorumPercent: 25,
        majorities: { ...STATUTES.majorities, dissolution: 'three-quarters' },
      },
    });
    expect(await within(statutes).findByText(asRead(ASSOCIATION_SETTINGS_MESSAGES.saved('statutes')))).toBeInTheDocument();
  });

  it('says next to each field why a delay past 90 days, a quorum above 100 % or an empty number of proxies is refused, and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = renderStatutes();
    const statutes = await section();
    const convocation = within(statutes).getByLabelText(L.convocationDaysBefore);
    await typeOver(user, convocation, '91');
    await typeOver(user, within(statutes).getByLabelText(L.quorumPercent), '150');
    await typeOver(user, within(statutes).getByLabelText(L.proxiesPerMember), '');
    await user.click(within(statutes).getByRole('button', { name: M.save }));

    const tooLate = await within(statutes).findByText('Le délai de convocation ne doit pas dépasser 90 jours.');
    expect(convocation).toHaveAttribute('aria-invalid', 'true');
    expect(convocation.getAttribute('aria-describedby')).toContain(tooLate.id);
    expect(within(statutes).getByLabelText(L.quorumPercent)).toHaveAccessibleDescription(expect.stringContaining('Le quorum ne doit pas dépasser 100\u00a0%.'));
    expect(within(statutes).getByLabelText(L.proxiesPerMember)).toHaveAccessibleDescription(
      expect.stringContaining('Le nombre de pouvoirs doit être un nombre.'),
    );
    await waitFor(() => expect(convocation).toHaveFocus());
    expect(saves(fetchMock)).toEqual([]);
    // Nothing typed is lost.
    expect(convocation).toHaveValue(91);
    expect(within(statutes).getByLabelText(L.quorumPercent)).toHaveValue(150);
  });

  it("keeps the admin's rules when the server refuses them, and says why in French", async () => {
    const user = userEvent.setup({ delay: null });
    const detail = 'Un membre ne peut pas détenir plus de 10 pouvoirs.';
    renderStatutes({ 'PUT /api/admin/association-settings/statutes': () => Response.json({ detail }, { status: 400 }) });
    const statutes = await section();
    await typeOver(user, within(statutes).getByLabelText(L.proxiesPerMember), '5');
    await user.click(within(statutes).getByLabelText(L.secondAssemblyWithoutQuorum));
    await user.click(within(statutes).getByRole('button', { name: M.save }));

    expect(await within(statutes).findByText(asRead(detail))).toBeInTheDocument();
    expect(within(statutes).getByLabelText(L.proxiesPerMember)).toHaveValue(5);
    expect(within(statutes).getByLabelText(L.secondAssemblyWithoutQuorum)).not.toBeChecked();
  });
});
