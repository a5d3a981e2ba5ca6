import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ASSOCIATION_SETTINGS_MESSAGES, ASSOCIATION_SETTINGS_SECTION_TITLES, type TDuesSettings, type TSettingsSectionVersion } from '@action-plus/contract';
import { asRead } from '#test/as-read';
import { renderRoutes, sampleAdmin, stubApi, type SentRequest } from '#test/render-app';
import { DuesFields } from './dues-fields';
import { SettingsSection } from './settings-section';
import { ASSOCIATION_SETTINGS_PAGE_MESSAGES as M, DUES_LABELS as L } from '../messages';

/** The dues as the admins last saved them: two durations, a year proposed first. */
const DUES: TDuesSettings = {
  offers: [
    { durationMonths: 12, amountCents: 2000 },
    { durationMonths: 24, amountCents: 3500 },
  ],
  defaultDurationMonths: 12,
  invoiceMentions: { vat: "Cotisation hors du champ d'application de la TVA", additional: '' },
};

const versionOf = (version: number, value: unknown = DUES): TSettingsSectionVersion => ({
  version,
  value,
  saved_at: '2026-03-14T17:00:00.000Z',
  saved_by_name: 'Inès Martin',
});

type Answers = Record<string, (body: SentRequest['body'], request: SentRequest) => Response | Promise<Response>>;

function renderDues(answers: Answers = {}) {
  const fetchMock = stubApi(
    { 'GET /api/admin/association-settings/dues/history': () => Response.json({ versions: [versionOf(3)] }), ...answers },
    { user: sampleAdmin },
  );
  renderRoutes([{ path: '/', element: <SettingsSection section="dues" saved={versionOf(3)} definition={{ Fields: DuesFields }} /> }], {
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  });
  return fetchMock;
}

const section = () => screen.findByRole('region', { name: ASSOCIATION_SETTINGS_SECTION_TITLES.dues });
const offer = (region: HTMLElement, position: number) => within(region).getByRole('group', { name: L.offerOf(position) });
const saves = (fetchMock: ReturnType<typeof stubApi>) => fetchMock.requests.filter((request) => request.method === 'PUT');

describe("the dues' settings form", { timeout: 20_000 }, () => {
  it('shows each duration with its price in euros, the one proposed first and the invoice mentions', async () => {
    renderDues();
    const dues = await section();
    expect(within(offer(dues, 1)).getByLabelText(L.durationMonths)).toHaveValue(12);
    expect(within(offer(dues, 1)).getByLabelText(L.amountEuros)).toHaveValue(20);
    expect(within(offer(dues, 2)).getByLabelText(L.amountEuros)).toHaveValue(35);
    expect(within(dues).getByLabelText(L.defaultDuration)).toHaveValue('12');
    expect(within(dues).getByLabelText(L.vatMention)).toHaveValue(DUES.invoiceMentions.vat);
    expect(within(dues).getByRole('button', { name: M.save })).toBeDisabled();
    // One offer at least: the last one cannot be removed, the others can.
    expect(within(dues).getByRole('button', { name: M.removeOf('la cotisation 1') })).toBeEnabled();
  });

  it('adds a duration, moves it first, proposes it by default, previews it and saves the prices in cents with the version read', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = renderDues({ 'PUT /api/admin/association-settings/dues': (body) => Response.json(versionOf(4, body.value)) });
    const dues = await section();
    await user.click(within(dues).getByRole('button', { name: L.addOffer }));
    const third = offer(dues, 3);
    await user.type(within(third).getByLabelText(L.durationMonths), '6');
    await user.type(within(third).getByLabelText(L.amountEuros), '12.50');
    await user.click(within(third).getByRole('button', { name: M.moveUpOf('la cotisation 3') }));
    await user.click(within(offer(dues, 2)).getByRole('button', { name: M.moveUpOf('la cotisation 2') }));
    await waitFor(() => expect(within(offer(dues, 1)).getByRole('button', { name: M.moveDownOf('la cotisation 1') })).toHaveFocus());
    await user.selectOptions(within(dues).getByLabelText(L.defaultDuration), '6');
    await user.type(within(dues).getByLabelText(L.additionalMention), 'Association reconnue d’intérêt général.');

    expect(within(dues).getByText(asRead(M.changeLine(`${L.offerOf(1)}, montant (€)`, '20,00 €', '12,50 €')))).toBeInTheDocument();
    expect(within(dues).getByText(asRead(M.changeLine(L.defaultDuration, '12 mois', '6 mois')))).toBeInTheDocument();
    await user.click(within(dues).getByRole('button', { name: M.save }));

    await waitFor(() => expect(saves(fetchMock)).toHaveLength(1));
    expect(saves(fetchMock)[0]).toMatchObject({ url: '/api/admin/association-settings/dues' });
    expect(saves(fetchMock)[0]!.body).toEqual({
      version: 3,
      value: {
        offers: [{ durationMonths: 6, amountCents: 1250 }, ...DUES.offers],
        defaultDurationMonths: 6,
        invoiceMentions: { vat: DUES.invoiceMentions.vat, additional: 'Association reconnue d’intérêt général.' },
      },
    });
    expect(await within(dues).findByText(asRead(ASSOCIATION_SETTINGS_MESSAGES.saved('dues')))).toBeInTheDocument();
  });

  it('says next to each field why a price of three decimals, a duration offered twice or a default no longer offered is refused, and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = renderDues();
    const dues = await section();
    const firstAmount = within(offer(dues, 1)).getByLabelText(L.amountEuros);
    await user.clear(firstAmount);
    await user.type(firstAmount, '20.005');
    await user.clear(within(dues).getByLabelText(L.vatMention));
    await user.click(within(dues).getByRole('button', { name: M.save }));

    const precision = await within(dues).findByText('Le montant ne peut pas avoir plus de deux décimales.');
    expect(firstAmount).toHaveAttribute('aria-invalid', 'true');
    expect(firstAmount.getAttribute('aria-describedby')).toContain(precision.id);
    expect(within(dues).getByLabelText(L.vatMention)).toHaveAccessibleDescription(expect.stringContaining('La mention relative à la TVA est obligatoire.'));
    await waitFor(() => expect(firstAmount).toHaveFocus());

    // Each field right, the offers as a whole are checked: a duration offered twice is named where it is.
    await user.clear(firstAmount);
    await user.type(firstAmount, '20');
    await user.type(within(dues).getByLabelText(L.vatMention), 'TVA non applicable');
    const secondDuration = within(offer(dues, 2)).getByLabelText(L.durationMonths);
    await user.clear(secondDuration);
    await user.type(secondDuration, '12');
    await user.click(within(dues).getByRole('button', { name: M.save }));
    const duplicate = await within(dues).findByText('Cette durée est déjà proposée plus haut.');
    expect(secondDuration.getAttribute('aria-describedby')).toContain(duplicate.id);

    // The duration proposed by default taken out: the form says so next to the choice.
    await user.click(within(dues).getByRole('button', { name: M.removeOf('la cotisation 1') }));
    const remaining = within(offer(dues, 1)).getByLabelText(L.durationMonths);
    await user.clear(remaining);
    await user.type(remaining, '24');
    await user.click(within(dues).getByRole('button', { name: M.save }));
    const defaultDuration = within(dues).getByLabelText(L.defaultDuration);
    await waitFor(() =>
      expect(defaultDuration).toHaveAccessibleDescription(expect.stringContaining('La durée proposée par défaut doit être l’une des durées proposées.')),
    );
    expect(saves(fetchMock)).toEqual([]);
  });

  it("keeps the admin's prices when another admin saved the dues meanwhile, and names what they changed", async () => {
    const user = userEvent.setup({ delay: null });
    const theirs = { ...DUES, offers: [{ durationMonths: 12, amountCents: 2200 }, DUES.offers[1]] };
    renderDues({
      'PUT /api/admin/association-settings/dues': () =>
        Response.json(
          { detail: ASSOCIATION_SETTINGS_MESSAGES.conflict('Paul Second'), current: { ...versionOf(4, theirs), saved_by_name: 'Paul Second' } },
          { status: 409 },
        ),
      'GET /api/admin/association-settings': () => Response.json({ sections: { dues: { ...versionOf(4, theirs), saved_by_name: 'Paul Second' } } }),
    });
    const dues = await section();
    const amount = within(offer(dues, 1)).getByLabelText(L.amountEuros);
    await user.clear(amount);
    await user.type(amount, '30');
    await user.click(within(dues).getByRole('button', { name: M.save }));

    const alert = await within(dues).findByText(asRead(ASSOCIATION_SETTINGS_MESSAGES.conflict('Paul Second')));
    const conflict = alert.closest('[role="alert"], [role="status"]') ?? dues;
    expect(within(conflict as HTMLElement).getByText(asRead(M.changeLine(`${L.offerOf(1)}, montant (€)`, '20,00 €', '22,00 €')))).toBeInTheDocument();
    expect(amount).toHaveValue(30);
  });
});
