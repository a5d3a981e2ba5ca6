import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TContactMessage, TCurrentUser } from '@action-plus/contract';
import { renderRoutes, sampleAdmin, sampleAssociation, sampleMember, stubApi } from '#test/render-app';
import { MessagesTab } from './messages-tab';
import { CONTACT_PAGE_MESSAGES } from '../messages';

const DRAFT = `Bonjour Inès Moreau,\n\n\n\n--\nL'équipe ${sampleAssociation.identity.name}\n\nVotre message du 14 juin 2025 à 19:00 :\n> Bonjour`;
const longText = `${'Bonjour, nous aimerions organiser une soirée interculturelle avec votre association au printemps. '.repeat(2)}Fin.`;

function aMessage(fields: Partial<TContactMessage>): TContactMessage {
  return {
    id: 1,
    name: 'Inès Moreau',
    email: 'ines@exemple.fr',
    subject: 'Partenariat',
    message: longText,
    status: 'unread',
    created_at: '2025-06-14T17:00:00.000Z',
    read_at: null,
    reply: null,
    reply_draft: DRAFT,
    ...fields,
  };
}

/** The messages' endpoints, before an admin's session unless told; lists only what the tab sent. */
function stubMessagesApi(messages: TContactMessage[], { user = sampleAdmin }: { user?: TCurrentUser } = {}) {
  const { requests } = stubApi(
    ({ url, body }) => {
      const readMatch = url.match(/\/api\/admin\/contact-messages\/(\d+)\/read$/);
      if (readMatch) {
        const message = messages.find((candidate) => candidate.id === Number(readMatch[1]))!;
        return Response.json({ ...message, status: 'read', read_at: '2025-06-15T08:00:00.000Z' });
      }
      const replyMatch = url.match(/\/api\/admin\/contact-messages\/(\d+)\/reply$/);
      if (replyMatch) {
        const message = messages.find((candidate) => candidate.id === Number(replyMatch[1]))!;
        return Response.json({
          ...message,
          status: 'answered',
          read_at: '2025-06-15T08:00:00.000Z',
          reply: { ...body, replied_at: '2025-06-15T08:05:00.000Z' },
        });
      }
      return url === '/api/admin/contact-messages' ? Response.json(messages) : undefined;
    },
    { user },
  );
  return {
    get sent() {
      return requests.filter((request) => request.url.startsWith('/api/admin/'));
    },
  };
}

const renderTab = () =>
  renderRoutes([{ path: '/', Component: MessagesTab }], {
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  });

describe('MessagesTab', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"></div>';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('tells a member who is not an admin that the section is closed', async () => {
    const api = stubMessagesApi([], { user: sampleMember });
    renderTab();
    expect(await screen.findByText(CONTACT_PAGE_MESSAGES.noAccess)).toBeInTheDocument();
    expect(api.sent).toHaveLength(0);
  });

  it('shows each message as a card: subject or Sans sujet, date, sender, a 100-character preview, its status and the unread count', async () => {
    stubMessagesApi([
      aMessage({ id: 1 }),
      aMessage({ id: 2, subject: null, message: 'Court message.', status: 'read', name: 'Paul Petit', email: 'paul@exemple.fr' }),
      aMessage({ id: 3, subject: 'Horaires', message: 'Ouvert le dimanche ?', status: 'answered' }),
    ]);
    renderTab();
    const list = await screen.findByRole('list', { name: /Messages reçus, 1 non lu/ });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);

    const first = within(cards[0]!);
    expect(first.getByRole('button', { name: 'Partenariat' })).toBeInTheDocument();
    expect(first.getByText('Non lu')).toBeInTheDocument();
    expect(first.getByText(/Inès Moreau <ines@exemple\.fr>/)).toBeInTheDocument();
    expect(first.getByText(/14 juin 2025 à 19:00/)).toBeInTheDocument();
    expect(first.getByText(`${longText.slice(0, 100).trimEnd()}…`)).toBeInTheDocument();
    expect(first.getByRole('button', { name: /Lire la suite/ })).toBeInTheDocument();

    const second = within(cards[1]!);
    expect(second.getByRole('button', { name: 'Sans sujet' })).toBeInTheDocument();
    expect(second.getByText('Lu')).toBeInTheDocument();
    expect(second.queryByRole('button', { name: /Lire la suite/ })).not.toBeInTheDocument();

    const third = within(cards[2]!);
    expect(third.getByText('Lu')).toBeInTheDocument();
    expect(third.getByText('Répondu')).toBeInTheDocument();
    expect(screen.getByText('1 non lu')).toBeInTheDocument();
  });

  it('opening an unread card shows the whole message and marks it read', async () => {
    const api = stubMessagesApi([aMessage({ id: 7 })]);
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: /Lire la suite/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Partenariat' });
    expect(within(dialog).getByText(longText)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'ines@exemple.fr' })).toHaveAttribute('href', 'mailto:ines@exemple.fr');
    await waitFor(() => expect(api.sent).toContainEqual({ method: 'PUT', url: '/api/admin/contact-messages/7/read', body: {} }));
    // The footer's 'Fermer' (the corner × is labelled 'Fermer' too).
    await user.click(within(dialog).getAllByRole('button', { name: 'Fermer' }).at(-1)!);
    const card = screen.getAllByRole('listitem')[0]!;
    expect(within(card).getByText('Lu')).toBeInTheDocument();
    expect(screen.queryByText('1 non lu')).not.toBeInTheDocument();
  });

  it('does not mark again a message already read', async () => {
    const api = stubMessagesApi([aMessage({ id: 8, status: 'read' })]);
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Partenariat' }));
    await screen.findByRole('dialog');
    expect(api.sent.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('replies from the site: read-only recipient, subject prefilled Re:, the whole mail prefilled and sent as edited', async () => {
    const api = stubMessagesApi([aMessage({ id: 9, status: 'read' })]);
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Partenariat' }));
    await user.click(await screen.findByRole('button', { name: 'Répondre' }));
    const dialog = await screen.findByRole('dialog', { name: 'Répondre au message' });
    expect(within(dialog).getByLabelText('À')).toHaveValue('ines@exemple.fr');
    expect(within(dialog).getByLabelText('À')).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText(/Sujet/)).toHaveValue('Re: Partenariat');
    const body = within(dialog).getByLabelText<HTMLTextAreaElement>(/Message/);
    expect(body).toHaveAttribute('rows', '10');
    // The mail as it will be sent: greeting, room to write, signature, the message quoted.
    expect(body).toHaveValue(DRAFT);
    expect(body).toHaveAccessibleDescription(CONTACT_PAGE_MESSAGES.replySentAsShown);
    // The caret waits on the line after the greeting.
    expect(body.selectionStart).toBe('Bonjour Inès Moreau,\n\n'.length);
    const send = within(dialog).getByRole('button', { name: 'Envoyer' });
    await user.clear(body);
    expect(send).toBeDisabled();
    await user.type(body, 'Chère Inès,\n\nAvec plaisir, appelez-nous.');
    await user.click(send);
    await waitFor(() =>
      expect(api.sent).toContainEqual({
        method: 'POST',
        url: '/api/admin/contact-messages/9/reply',
        body: { subject: 'Re: Partenariat', message: 'Chère Inès,\n\nAvec plaisir, appelez-nous.' },
      }),
    );
    expect(await screen.findByText(CONTACT_PAGE_MESSAGES.replySent)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(screen.getAllByRole('listitem')[0]!).getByText('Répondu')).toBeInTheDocument();
  });

  it('sends the prefilled mail with what the admin typed where the caret waited, and nothing else', async () => {
    const api = stubMessagesApi([aMessage({ id: 12, status: 'read' })]);
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Partenariat' }));
    await user.click(await screen.findByRole('button', { name: 'Répondre' }));
    const dialog = await screen.findByRole('dialog', { name: 'Répondre au message' });
    const caret = 'Bonjour Inès Moreau,\n\n'.length;
    await user.type(within(dialog).getByLabelText(/Message/), 'Avec plaisir.', { initialSelectionStart: caret, initialSelectionEnd: caret });
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    await waitFor(() =>
      expect(api.sent).toContainEqual({
        method: 'POST',
        url: '/api/admin/contact-messages/12/reply',
        body: { subject: 'Re: Partenariat', message: `${DRAFT.slice(0, caret)}Avec plaisir.${DRAFT.slice(caret)}` },
      }),
    );
  });

  it('Copier et Fermer puts recipient, subject and body on the clipboard and closes', async () => {
    stubMessagesApi([aMessage({ id: 10, status: 'read', subject: null })]);
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Sans sujet' }));
    await user.click(await screen.findByRole('button', { name: 'Répondre' }));
    const dialog = await screen.findByRole('dialog', { name: 'Répondre au message' });
    expect(within(dialog).getByLabelText(/Sujet/)).toHaveValue('Re: Sans sujet');
    await user.click(within(dialog).getByRole('button', { name: 'Copier et Fermer' }));
    expect(writeText).toHaveBeenCalledWith(`À\u00a0: ines@exemple.fr\nObjet\u00a0: Re: Sans sujet\n\n${DRAFT}`);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Annuler closes the reply without sending', async () => {
    const api = stubMessagesApi([aMessage({ id: 11, status: 'read' })]);
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Partenariat' }));
    await user.click(await screen.findByRole('button', { name: 'Répondre' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.sent.filter((call) => call.method === 'POST')).toHaveLength(0);
  });
});
