import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { MAIL_PREFERENCES_MESSAGES } from '@action-plus/contract';
import { asRead } from '#test/as-read';
import { callsTo, renderRoutes, stubApi } from '#test/render-app';
import UnsubscribePage from './unsubscribe-page';
import { MAIL_UNSUBSCRIBE_PAGE_MESSAGES as M } from '../messages';

const TOKEN = `12.new_events.${'a'.repeat(43)}`;
const LABEL = 'Les nouveaux événements';

function renderPage(address: string, handlers: Parameters<typeof stubApi>[0] & object = {}) {
  const fetchMock = stubApi({
    'GET /api/mail-preferences/unsubscribe': () => Response.json({ kind: 'new_events', label: LABEL }),
    'POST /api/mail-preferences/unsubscribe': () => Response.json({ message: MAIL_PREFERENCES_MESSAGES.unsubscribed(LABEL), kind: 'new_events' }),
    ...handlers,
  });
  renderRoutes([{ path: '/desabonnement', Component: UnsubscribePage }], {
    initialEntries: [address],
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  });
  return { fetchMock, user: userEvent.setup() };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the unsubscribe page', () => {
  it('names the kind of mail, changes nothing until the button is pressed, then confirms', async () => {
    const { fetchMock, user } = renderPage(`/desabonnement?token=${TOKEN}`);
    expect(await screen.findByText(asRead(M.intro(LABEL)))).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/mail-preferences/unsubscribe')).toHaveLength(0);
    expect(screen.getByRole('link', { name: M.toPreferences })).toHaveAttribute('href', '/profile#choix-de-mails');

    await user.click(screen.getByRole('button', { name: M.submit }));
    const confirmation = await screen.findByText(asRead(MAIL_PREFERENCES_MESSAGES.unsubscribed(LABEL)));
    expect(confirmation.closest('[role="status"]')).not.toBeNull();
    const [input] = callsTo(fetchMock, 'POST /api/mail-preferences/unsubscribe')[0]!;
    expect(new URL(String(input), 'http://localhost').searchParams.get('token')).toBe(TOKEN);
    expect(screen.queryByRole('button', { name: M.submit })).not.toBeInTheDocument();
  });

  it('says in French that a link the server refuses is not valid, and offers the profile instead', async () => {
    renderPage('/desabonnement?token=12.abime', {
      'GET /api/mail-preferences/unsubscribe': () => Response.json({ detail: MAIL_PREFERENCES_MESSAGES.linkInvalid }, { status: 400 }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(MAIL_PREFERENCES_MESSAGES.linkInvalid);
    expect(screen.queryByRole('button', { name: M.submit })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: M.toPreferences })).toBeInTheDocument();
  });

  it('says so at once for a link without its token', async () => {
    const { fetchMock } = renderPage('/desabonnement');
    expect(await screen.findByRole('alert')).toHaveTextContent(MAIL_PREFERENCES_MESSAGES.linkInvalid);
    expect(callsTo(fetchMock, 'GET /api/mail-preferences/unsubscribe')).toHaveLength(0);
  });

  it('leaves the button to try again when the server did not answer', async () => {
    const { user } = renderPage(`/desabonnement?token=${TOKEN}`, {
      'POST /api/mail-preferences/unsubscribe': () => Response.json({ detail: 'Service indisponible.' }, { status: 503 }),
    });
    await user.click(await screen.findByRole('button', { name: M.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Service indisponible.');
    expect(screen.getByRole('button', { name: M.submit })).toBeEnabled();
  });
});
