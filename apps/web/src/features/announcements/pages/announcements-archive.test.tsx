import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { ANNOUNCEMENT_MESSAGES, ANNOUNCEMENTS_PAGE_HEADING, type TArchivedAnnouncement, type TArchivedAnnouncementCard } from '@action-plus/contract';
import { callsTo, renderRoutes, sampleMember, stubApi } from '#test/render-app';
import AnnouncementsPage from './announcements-page';
import { ANNOUNCEMENT_ARCHIVE_MESSAGES as M } from '../messages';

const card = (changes: Partial<TArchivedAnnouncementCard> = {}): TArchivedAnnouncementCard => ({
  id: 3,
  subject: 'La saison de printemps',
  kind: 'association_news',
  archive: 'public',
  sent_at: '2026-06-02T08:00:00.000Z',
  ...changes,
});

const ARCHIVED: TArchivedAnnouncement = {
  ...card({ archive: 'members' }),
  body_html: '<p>Bonjour à toutes et à tous.</p>',
  attachment: { type: 'event', id: 7, title: 'Concert de printemps', path: '/events/7', date: '2030-06-20T18:00:00.000Z', summary: 'Trois chorales.' },
};

function renderArchive(address: string) {
  return renderRoutes(
    [
      { path: '/annonces', Component: AnnouncementsPage },
      { path: '/annonces/:id', Component: AnnouncementsPage },
    ],
    { initialEntries: [address], queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }) },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the announcements’ archive', () => {
  it('lists the published announcements, newest first, and loads more on demand', async () => {
    const fetchMock = stubApi({
      'GET /api/announcements': (_body, request) =>
        new URL(request.url, 'http://localhost').searchParams.get('cursor')
          ? Response.json({ announcements: [card({ id: 1, subject: 'L’assemblée générale', sent_at: '2026-01-10T08:00:00.000Z' })], next_cursor: null })
          : Response.json({ announcements: [card(), card({ id: 2, subject: 'Appel pour la fête', archive: 'members' })], next_cursor: 'suite' }),
    });
    renderArchive('/annonces');
    expect(await screen.findByRole('heading', { level: 1, name: ANNOUNCEMENTS_PAGE_HEADING })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'La saison de printemps' })).toHaveAttribute('href', '/annonces/3');
    const membersOnly = screen.getByRole('heading', { level: 2, name: 'Appel pour la fête' }).closest('li')!;
    expect(within(membersOnly).getByText(M.membersOnly)).toBeInTheDocument();
    expect(await screen.findByText(M.membersOnlyNote)).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: M.showMore }));
    expect(await screen.findByRole('link', { name: 'L’assemblée générale' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/announcements')).toHaveLength(2);
  });

  it('keeps the visitor’s list on screen while the member’s own list is read, then shows the members’ announcements too', async () => {
    let openSession!: () => void;
    const sessionRestored = new Promise<void>((resolve) => (openSession = resolve));
    let answerMemberRead!: () => void;
    const memberReadAnswered = new Promise<void>((resolve) => (answerMemberRead = resolve));
    let reads = 0;
    stubApi({
      'POST /api/auth/refresh-token': async () => {
        await sessionRestored;
        return Response.json({ access_token: 'jeton-de-test', user: sampleMember });
      },
      'GET /api/announcements': async () => {
        reads += 1;
        if (reads === 1) return Response.json({ announcements: [card()], next_cursor: null });
        await memberReadAnswered;
        return Response.json({ announcements: [card(), card({ id: 2, subject: 'Appel pour la fête', archive: 'members' })], next_cursor: null });
      },
    });
    renderArchive('/annonces');
    const link = await screen.findByRole('link', { name: 'La saison de printemps' });

    openSession();
    await waitFor(() => expect(reads).toBe(2));
    expect(link).toBeInTheDocument();
    expect(screen.queryByText(M.loading)).not.toBeInTheDocument();
    answerMemberRead();
    expect(await screen.findByRole('link', { name: 'Appel pour la fête' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'La saison de printemps' })).toBe(link);
  });

  it('says when nothing is published yet', async () => {
    stubApi({ 'GET /api/announcements': () => Response.json({ announcements: [], next_cursor: null }) });
    renderArchive('/annonces');
    expect(await screen.findByText(M.empty)).toBeInTheDocument();
  });

  it('shows a members-only announcement to a signed-in member, with its text and its card', async () => {
    stubApi({ 'GET /api/announcements/3': () => Response.json(ARCHIVED) }, { user: sampleMember });
    renderArchive('/annonces/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'La saison de printemps' })).toBeInTheDocument();
    expect(screen.getByText('Bonjour à toutes et à tous.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Concert de printemps/ })).toHaveAttribute('href', '/events/7');
    expect(screen.getByText(M.membersOnly)).toBeInTheDocument();
  });

  it('keeps what the visitor read on screen while the member’s own read replaces it, with no spinner in between', async () => {
    const PUBLIC: TArchivedAnnouncement = { ...ARCHIVED, archive: 'public' };
    let openSession!: () => void;
    const sessionRestored = new Promise<void>((resolve) => (openSession = resolve));
    let answerMemberRead!: () => void;
    const memberReadAnswered = new Promise<void>((resolve) => (answerMemberRead = resolve));
    let reads = 0;
    stubApi({
      'POST /api/auth/refresh-token': async () => {
        await sessionRestored;
        return Response.json({ access_token: 'jeton-de-test', user: sampleMember });
      },
      'GET /api/announcements/3': async () => {
        reads += 1;
        if (reads > 1) await memberReadAnswered;
        return Response.json(PUBLIC);
      },
    });
    renderArchive('/annonces/3');
    const heading = await screen.findByRole('heading', { level: 1, name: 'La saison de printemps' });

    openSession();
    await waitFor(() => expect(reads).toBe(2));
    expect(heading).toBeInTheDocument();
    expect(screen.queryByText(M.announcementLoading)).not.toBeInTheDocument();
    answerMemberRead();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toBe(heading));
  });

  it('says « not found » to a visitor for an announcement it may not read', async () => {
    stubApi({ 'GET /api/announcements/3': () => Response.json({ detail: ANNOUNCEMENT_MESSAGES.notFound }, { status: 404 }) });
    renderArchive('/annonces/3');
    expect(await screen.findByRole('heading', { level: 1, name: ANNOUNCEMENT_MESSAGES.notFound })).toBeInTheDocument();
    expect(screen.getByText(M.membersOnlyNote)).toBeInTheDocument();
  });
});
