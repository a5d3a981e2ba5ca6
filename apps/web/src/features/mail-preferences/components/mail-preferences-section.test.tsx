import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { MAIL_CONSENT_DEFINITIONS, MAIL_PREFERENCES_MESSAGES, type TMailPreference } from '@action-plus/contract';
import { SHARED_MESSAGES } from '#config/messages';
import { asRead } from '#test/as-read';
import { callsTo, renderRoutes, sampleMember, stubApi } from '#test/render-app';
import { MailPreferencesSection } from './mail-preferences-section';
import { MAIL_PREFERENCES_SECTION_MESSAGES as M } from '../messages';

const PREFERENCES: TMailPreference[] = [
  { kind: 'association_news', consented: true, changed_at: '2026-03-02T09:15:00.000Z', source: 'signup' },
  { kind: 'new_events', consented: false, changed_at: null, source: null },
  { kind: 'volunteer_calls', consented: false, changed_at: '2026-05-10T16:00:00.000Z', source: 'mail_link' },
];

const checkbox = (kind: keyof typeof MAIL_CONSENT_DEFINITIONS) => screen.getByRole('checkbox', { name: asRead(MAIL_CONSENT_DEFINITIONS[kind].label) });

function renderSection(handlers: Parameters<typeof stubApi>[0] & object = {}) {
  const fetchMock = stubApi({ 'GET /api/users/me/mail-preferences': () => Response.json({ preferences: PREFERENCES }), ...handlers }, { user: sampleMember });
  renderRoutes([{ path: '/', element: <MailPreferencesSection userId={sampleMember.id} /> }], {
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  });
  return { fetchMock, user: userEvent.setup() };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('« Mes choix de mails » in the profile', () => {
  it('shows each kind as the member chose it, with its purpose and when and how it was chosen', async () => {
    renderSection();
    expect(await screen.findByRole('heading', { level: 2, name: M.title })).toBeInTheDocument();
    await screen.findByRole('group', { name: M.legend });
    expect(checkbox('association_news')).toBeChecked();
    expect(checkbox('new_events')).not.toBeChecked();
    expect(checkbox('volunteer_calls')).not.toBeChecked();
    expect(checkbox('association_news')).toHaveAccessibleDescription(
      asRead(`${MAIL_CONSENT_DEFINITIONS.association_news.purpose} ${M.chosenOn('2 mars 2026', 'À l’inscription')}`),
    );
    expect(checkbox('new_events')).toHaveAccessibleDescription(asRead(`${MAIL_CONSENT_DEFINITIONS.new_events.purpose} ${M.neverChosen}`));
    expect(checkbox('volunteer_calls')).toHaveAccessibleDescription(
      asRead(`${MAIL_CONSENT_DEFINITIONS.volunteer_calls.purpose} ${M.chosenOn('10 mai 2026', 'Par le lien d’un mail')}`),
    );
  });

  it('saves every choice together and says so beside the button, read out as a status', async () => {
    const { fetchMock, user } = renderSection({
      'PUT /api/users/me/mail-preferences': (body: Record<string, boolean>) =>
        Response.json({
          message: MAIL_PREFERENCES_MESSAGES.saved,
          preferences: PREFERENCES.map((preference) => ({
            ...preference,
            consented: body[preference.kind],
            changed_at: '2026-06-01T10:00:00.000Z',
            source: 'profile',
          })),
        }),
    });
    await screen.findByRole('group', { name: M.legend });
    await user.click(checkbox('association_news'));
    await user.click(checkbox('new_events'));
    await user.click(screen.getByRole('button', { name: M.save }));

    const confirmation = await screen.findByText(MAIL_PREFERENCES_MESSAGES.saved);
    expect(confirmation.closest('[role="status"]')).not.toBeNull();
    const [, init] = callsTo(fetchMock, 'PUT /api/users/me/mail-preferences')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ association_news: false, new_events: true, volunteer_calls: false });
    expect(checkbox('new_events')).toHaveAccessibleDescription(
      asRead(`${MAIL_CONSENT_DEFINITIONS.new_events.purpose} ${M.chosenOn('1 juin 2026', 'Dans votre profil')}`),
    );
  });

  it('keeps the choices made when the server refuses them, and says why', async () => {
    const { user } = renderSection({
      'PUT /api/users/me/mail-preferences': () => Response.json({ detail: MAIL_PREFERENCES_MESSAGES.choiceRequired }, { status: 400 }),
    });
    await screen.findByRole('group', { name: M.legend });
    await user.click(checkbox('volunteer_calls'));
    await user.click(screen.getByRole('button', { name: M.save }));

    expect(await screen.findByRole('alert')).toHaveTextContent(MAIL_PREFERENCES_MESSAGES.choiceRequired);
    expect(checkbox('volunteer_calls')).toBeChecked();
  });

  it('offers to try again when the choices cannot be read', async () => {
    const { user } = renderSection({ 'GET /api/users/me/mail-preferences': () => Response.json({ detail: 'Service indisponible.' }, { status: 503 }) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Service indisponible.');
    await user.click(within(alert).getByRole('button', { name: SHARED_MESSAGES.retry }));
  });
});
