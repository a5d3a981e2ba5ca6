import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { ANNOUNCEMENT_KIND_LABELS, ANNOUNCEMENT_MESSAGES, ANNOUNCEMENT_SEGMENT_LABELS, type TAnnouncement } from '@action-plus/contract';
import { asRead } from '#test/as-read';
import { callsTo, renderRoutes, sampleAdmin, stubApi } from '#test/render-app';
import { buildAnnouncement, EVENTS_ANSWER } from '../test/announcement-fixture';
import AdminAnnouncementsPage from './admin-announcements-page';
import { ANNOUNCEMENT_ADMIN_MESSAGES as A, ANNOUNCEMENT_EDITOR_MESSAGES as E } from '../messages';
import { MARKDOWN_TOOLBAR_WORDS as T } from '#components/markdown/markdown-words';

type Handlers = Parameters<typeof stubApi>[0] & object;

const PREVIEW = {
  subject: 'La saison de printemps',
  html: '<!doctype html><html lang="fr"><body><p style="color:#333">Bonjour</p></body></html>',
  text: 'Bonjour\n\nNe plus recevoir ces mails : https://exemple.fr/desabonnement?token=exemple',
};

function stubAdminApi(handlers: Handlers = {}) {
  return stubApi(
    {
      'GET /api/events': () => Response.json(EVENTS_ANSWER),
      'GET /api/news': () => Response.json({ articles: [], next_cursor: null, tags: [] }),
      'POST /api/admin/announcements/recipients-count': (body: { segment: { type: string } }) =>
        Response.json({ count: body.segment.type === 'event_participants' ? 12 : 240 }),
      'POST /api/admin/announcements/preview': () => Response.json(PREVIEW),
      ...handlers,
    },
    { user: sampleAdmin },
  );
}

function renderAdmin(address: string) {
  const view = renderRoutes(
    [
      { path: '/admin/annonces', Component: AdminAnnouncementsPage },
      { path: '/admin/annonces/nouvelle', Component: AdminAnnouncementsPage },
      { path: '/admin/annonces/:id', Component: AdminAnnouncementsPage },
    ],
    { initialEntries: [address], queryClient: new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }) },
  );
  return { ...view, user: userEvent.setup() };
}

const bodyField = () => screen.getByRole('textbox', { name: E.bodyLabel }) as HTMLTextAreaElement;

async function writeAnnouncement(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: E.subjectLabel }), 'La saison de printemps');
  await user.type(bodyField(), 'Bonjour à toutes et à tous.');
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('« Annonces » in the administration', () => {
  it('lists the announcements with their kind, state, sending and progress', async () => {
    stubAdminApi({
      'GET /api/admin/announcements': () =>
        Response.json({
          announcements: [
            buildAnnouncement({
              id: 6,
              subject: 'Appel pour la fête',
              kind: 'volunteer_calls',
              state: 'sending',
              sent_at: '2026-06-02T08:00:00.000Z',
              progress: { recipients: 40, queued: 10, sent: 28, failed: 2, failures: [] },
            }),
            buildAnnouncement(),
          ],
        }),
    });
    renderAdmin('/admin/annonces');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [ANNOUNCEMENT_KIND_LABELS.volunteer_calls, 'En cours d’envoi', 'le 2 juin 2026 à 10:00', '28 sur 40 envoyés, 2 en échec', 'Ouvrir'],
      [ANNOUNCEMENT_KIND_LABELS.association_news, 'Brouillon', '—', '—', 'Ouvrir'],
    ]);
    expect(within(rows[0]!).getByRole('link', { name: A.openAnnouncement('Appel pour la fête') })).toHaveAttribute('href', '/admin/annonces/6');
    expect(screen.getByRole('link', { name: A.newAnnouncement })).toHaveAttribute('href', '/admin/annonces/nouvelle');
  });

  it('writes the counts of a large sending the French way, thousands apart', async () => {
    const big = buildAnnouncement({
      id: 8,
      subject: 'La lettre de rentrée',
      state: 'sending',
      sent_at: '2026-06-02T08:00:00.000Z',
      progress: { recipients: 10_000, queued: 8_488, sent: 1_500, failed: 12, failures: [] },
    });
    stubAdminApi({
      'GET /api/admin/announcements': () => Response.json({ announcements: [big] }),
      'GET /api/admin/announcements/8': () => Response.json(big),
    });
    renderAdmin('/admin/annonces');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('cell', { name: /sur/ })).toHaveTextContent('1\u202f500 sur 10\u202f000 envoyés, 12 en échec', {
      normalizeWhitespace: false,
    });
  });

  it('shows the progress of a large sending the French way, thousands apart', async () => {
    const big = buildAnnouncement({
      id: 8,
      state: 'sending',
      sent_at: '2026-06-02T08:00:00.000Z',
      progress: { recipients: 10_000, queued: 8_488, sent: 1_500, failed: 12, failures: [] },
    });
    stubAdminApi({ 'GET /api/admin/announcements/8': () => Response.json(big) });
    renderAdmin('/admin/annonces/8');
    const figures = await screen.findByRole('heading', { name: E.progressLabel });
    const section = figures.closest('section')!;
    expect(within(section).getByText(E.progressRecipients).nextElementSibling!.textContent).toBe('10\u202f000');
    expect(within(section).getByText(E.progressQueued).nextElementSibling!.textContent).toBe('8\u202f488');
    expect(within(section).getByText(E.progressSent).nextElementSibling!.textContent).toBe('1\u202f500');
  });

  it('shows each error under its field and sends nothing', async () => {
    const fetchMock = stubAdminApi();
    const { user } = renderAdmin('/admin/annonces/nouvelle');
    await user.click(await screen.findByRole('button', { name: E.save }));

    expect(await screen.findByRole('textbox', { name: E.subjectLabel })).toHaveAccessibleDescription(ANNOUNCEMENT_MESSAGES.subjectRequired);
    expect(bodyField()).toHaveAccessibleDescription(`${E.bodyHint} ${ANNOUNCEMENT_MESSAGES.bodyRequired}`);
    expect(callsTo(fetchMock, 'POST /api/admin/announcements')).toHaveLength(0);

    // An event's segment asks for its event.
    await user.selectOptions(screen.getByRole('combobox', { name: E.segmentLabel }), 'event_participants');
    await user.click(screen.getByRole('button', { name: E.save }));
    expect(await screen.findByRole('combobox', { name: E.eventLabel })).toHaveAccessibleDescription(ANNOUNCEMENT_MESSAGES.eventRequired);
  });

  it('counts the recipients of the kind and segment before sending, asked once the writer pauses', async () => {
    const fetchMock = stubAdminApi();
    const { user } = renderAdmin('/admin/annonces/nouvelle');
    expect(await screen.findByText(asRead(E.count(240)))).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/admin/announcements/recipients-count')).toHaveLength(1);

    await user.selectOptions(screen.getByRole('combobox', { name: E.segmentLabel }), 'event_participants');
    expect(await screen.findByText(E.countIncomplete)).toBeInTheDocument();
    await user.selectOptions(await screen.findByRole('combobox', { name: E.eventLabel }), '7');
    expect(await screen.findByText(asRead(E.count(12)))).toBeInTheDocument();
    const [, init] = callsTo(fetchMock, 'POST /api/admin/announcements/recipients-count').at(-1)!;
    expect(JSON.parse(String(init?.body))).toEqual({ kind: 'association_news', segment: { type: 'event_participants', event_id: 7 } });
    expect(screen.getByText(asRead(E.count(12))).closest('[role="status"]')).not.toBeNull();
  });

  it('sends information to members to the active members only', async () => {
    stubAdminApi();
    const { user } = renderAdmin('/admin/annonces/nouvelle');
    await user.selectOptions(await screen.findByRole('combobox', { name: E.kindLabel }), 'membership');
    expect(screen.getByRole('combobox', { name: E.segmentLabel })).toHaveValue('active_members');
    expect(screen.getByRole('combobox', { name: E.segmentLabel })).toHaveAccessibleDescription(E.segmentHintMembership);
  });

  it('writes Markdown with the news editor’s toolbar', async () => {
    stubAdminApi();
    const { user } = renderAdmin('/admin/annonces/nouvelle');
    await user.type(await screen.findByRole('textbox', { name: E.bodyLabel }), 'Programme');
    bodyField().setSelectionRange(0, 9);
    await user.click(within(screen.getByRole('toolbar', { name: T.toolbarLabel })).getByRole('button', { name: T.bold }));
    expect(bodyField()).toHaveValue('**Programme**');
    expect(within(screen.getByRole('toolbar')).queryByRole('button', { name: T.image })).not.toBeInTheDocument();
  });

  it('previews the mail as its recipients will see it: the server’s HTML in a sandboxed frame, and its text', async () => {
    stubAdminApi();
    const { user } = renderAdmin('/admin/annonces/nouvelle');
    expect(await screen.findByText(E.previewEmpty)).toBeInTheDocument();
    await writeAnnouncement(user);

    const frame = await screen.findByTitle(asRead(E.previewFrameTitle(PREVIEW.subject)), {}, { timeout: 4000 });
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', 'allow-same-origin');
    // The page's policy refuses inline styles in the frame too: they are given back once it has loaded.
    expect(frame.getAttribute('srcdoc')).toContain('<p data-preview-style="color:#333">Bonjour</p>');
    expect(frame.getAttribute('srcdoc')).not.toContain(' style=');
    expect(screen.getByText(E.previewText)).toBeInTheDocument();
    expect(screen.getByText(/Ne plus recevoir ces mails/)).toBeInTheDocument();
  }, 15_000);

  it('saves a new announcement as a draft, then its page takes over', async () => {
    const created = buildAnnouncement();
    const fetchMock = stubAdminApi({
      'POST /api/admin/announcements': () => Response.json(created, { status: 201 }),
      'GET /api/admin/announcements/5': () => Response.json(created),
    });
    const { user, router } = renderAdmin('/admin/annonces/nouvelle');
    await writeAnnouncement(user);
    await user.click(screen.getByRole('button', { name: E.save }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/annonces/5'));
    const [, init] = callsTo(fetchMock, 'POST /api/admin/announcements')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      subject: 'La saison de printemps',
      body_markdown: 'Bonjour à toutes et à tous.',
      kind: 'association_news',
      segment: { type: 'consenting' },
      attachment: null,
      archive: 'none',
    });
    expect(await screen.findByRole('heading', { level: 1, name: E.editHeading })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: E.subjectLabel })).toHaveValue('La saison de printemps');
  });

  it('keeps everything typed when the server refuses, its reason beside the buttons and under the field it names', async () => {
    stubAdminApi({
      'POST /api/admin/announcements': () => Response.json({ detail: ANNOUNCEMENT_MESSAGES.articleNotFound }, { status: 400 }),
    });
    const { user } = renderAdmin('/admin/annonces/nouvelle');
    await writeAnnouncement(user);
    await user.click(screen.getByRole('button', { name: E.save }));

    expect(await screen.findByRole('alert')).toHaveTextContent(ANNOUNCEMENT_MESSAGES.articleNotFound);
    expect(screen.getByRole('combobox', { name: E.attachmentLabel })).toHaveAccessibleDescription(
      `${E.attachmentHint} ${ANNOUNCEMENT_MESSAGES.articleNotFound}`,
    );
    expect(screen.getByRole('textbox', { name: E.subjectLabel })).toHaveValue('La saison de printemps');
    expect(bodyField()).toHaveValue('Bonjour à toutes et à tous.');
  });

  it('shows the refusal of an attached event that no longer exists under the card, not under the recipients', async () => {
    stubAdminApi({
      'POST /api/admin/announcements': () => Response.json({ detail: ANNOUNCEMENT_MESSAGES.attachedEventNotFound }, { status: 400 }),
    });
    const { user } = renderAdmin('/admin/annonces/nouvelle');
    await writeAnnouncement(user);
    await user.click(screen.getByRole('button', { name: E.save }));

    expect(await screen.findByRole('alert')).toHaveTextContent(ANNOUNCEMENT_MESSAGES.attachedEventNotFound);
    expect(screen.getByRole('combobox', { name: E.attachmentLabel })).toHaveAccessibleDescription(
      `${E.attachmentHint} ${ANNOUNCEMENT_MESSAGES.attachedEventNotFound}`,
    );
    expect(screen.getByRole('textbox', { name: E.subjectLabel })).toHaveValue('La saison de printemps');
  });

  it('mails a test to the admin and says so', async () => {
    const draft = buildAnnouncement();
    const fetchMock = stubAdminApi({
      'GET /api/admin/announcements/5': () => Response.json(draft),
      'PUT /api/admin/announcements/5': () => Response.json(draft),
      'POST /api/admin/announcements/5/test': () => Response.json({ message: ANNOUNCEMENT_MESSAGES.testSent(sampleAdmin.email) }),
    });
    const { user } = renderAdmin('/admin/annonces/5');
    await user.click(await screen.findByRole('button', { name: E.sendTest }));
    expect(await screen.findByText(ANNOUNCEMENT_MESSAGES.testSent(sampleAdmin.email))).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /api/admin/announcements/5')).toHaveLength(1);
    expect(callsTo(fetchMock, 'POST /api/admin/announcements/5/test')).toHaveLength(1);
  });

  it('sends now only once confirmed, the confirmation stating the count, then follows the progress until sent', async () => {
    let state: TAnnouncement = buildAnnouncement();
    const fetchMock = stubAdminApi({
      'GET /api/admin/announcements/5': () => Response.json(state),
      'PUT /api/admin/announcements/5': () => Response.json(state),
      'POST /api/admin/announcements/5/send': () => {
        state = { ...state, state: 'sending', progress: { recipients: 240, queued: 240, sent: 0, failed: 0, failures: [] } };
        return Response.json(state, { status: 202 });
      },
    });
    const { user } = renderAdmin('/admin/annonces/5');
    await screen.findByText(asRead(E.count(240)));
    await user.click(screen.getByRole('button', { name: E.sendNow }));

    const dialog = screen.getByRole('dialog', { name: E.sendHeading });
    expect(dialog).toHaveTextContent(asRead(E.sendConfirm('La saison de printemps', 240)));
    expect(callsTo(fetchMock, 'POST /api/admin/announcements/5/send')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: E.confirmSend }));

    expect(await screen.findByRole('heading', { level: 1, name: E.progressHeading })).toBeInTheDocument();
    const [, init] = callsTo(fetchMock, 'POST /api/admin/announcements/5/send')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ scheduled_at: null });
    expect(screen.getByText(E.progressRefreshing)).toBeInTheDocument();

    // The page reads the progress again while it is sent.
    state = {
      ...state,
      state: 'sent',
      sent_at: '2026-06-02T08:00:00.000Z',
      progress: { recipients: 240, queued: 0, sent: 239, failed: 1, failures: [{ recipient: 'ancien@exemple.fr', error: '550 Boîte inconnue' }] },
    };
    const failures = await screen.findByRole('table', {}, { timeout: 6000 });
    expect(within(failures).getByRole('row', { name: /ancien@exemple\.fr/ })).toHaveTextContent('550 Boîte inconnue');
    expect(screen.queryByText(E.progressRefreshing)).not.toBeInTheDocument();
  }, 15_000);

  it('schedules at a day and time of Metz, asked in the confirmation', async () => {
    const draft = buildAnnouncement();
    const fetchMock = stubAdminApi({
      'GET /api/admin/announcements/5': () => Response.json(draft),
      'PUT /api/admin/announcements/5': () => Response.json(draft),
      'POST /api/admin/announcements/5/send': () => Response.json({ ...draft, state: 'scheduled', scheduled_at: '2030-06-21T16:00:00.000Z' }, { status: 202 }),
    });
    const { user } = renderAdmin('/admin/annonces/5');
    await screen.findByText(asRead(E.count(240)));
    await user.click(screen.getByRole('button', { name: E.schedule }));
    const dialog = screen.getByRole('dialog', { name: E.scheduleHeading });
    await user.click(within(dialog).getByRole('button', { name: E.confirmSchedule }));
    expect(within(dialog).getByLabelText(E.scheduleDateLabel)).toHaveAccessibleDescription(E.scheduleRequired);
    expect(callsTo(fetchMock, 'POST /api/admin/announcements/5/send')).toHaveLength(0);

    await act(async () => {
      await user.type(within(dialog).getByLabelText(E.scheduleDateLabel), '2030-06-21');
      await user.type(within(dialog).getByLabelText(E.scheduleTimeLabel), '18:00');
    });
    await user.click(within(dialog).getByRole('button', { name: E.confirmSchedule }));

    expect(await screen.findByText(asRead(E.scheduledNotice('21 juin 2030 à 18:00')))).toBeInTheDocument();
    const [, init] = callsTo(fetchMock, 'POST /api/admin/announcements/5/send')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ scheduled_at: '2030-06-21T16:00:00.000Z' });
    expect(ANNOUNCEMENT_SEGMENT_LABELS.consenting).toBeTruthy();
  });

  it('shows the server’s refusal of the sending time under the date, keeping the day and time typed', async () => {
    const draft = buildAnnouncement();
    stubAdminApi({
      'GET /api/admin/announcements/5': () => Response.json(draft),
      'PUT /api/admin/announcements/5': () => Response.json(draft),
      'POST /api/admin/announcements/5/send': () => Response.json({ detail: ANNOUNCEMENT_MESSAGES.scheduledAtTooFar }, { status: 400 }),
    });
    const { user } = renderAdmin('/admin/annonces/5');
    await screen.findByText(asRead(E.count(240)));
    await user.click(screen.getByRole('button', { name: E.schedule }));
    const dialog = screen.getByRole('dialog', { name: E.scheduleHeading });
    await act(async () => {
      await user.type(within(dialog).getByLabelText(E.scheduleDateLabel), '2040-06-21');
      await user.type(within(dialog).getByLabelText(E.scheduleTimeLabel), '18:00');
    });
    await user.click(within(dialog).getByRole('button', { name: E.confirmSchedule }));

    await waitFor(() => expect(within(dialog).getByLabelText(E.scheduleDateLabel)).toHaveAccessibleDescription(ANNOUNCEMENT_MESSAGES.scheduledAtTooFar));
    expect(within(dialog).getByLabelText(E.scheduleDateLabel)).toHaveValue('2040-06-21');
    expect(within(dialog).getByLabelText(E.scheduleTimeLabel)).toHaveValue('18:00');
  });

  it('keeps the day and time typed when the server refuses the text and the dialog gives way to the form', async () => {
    const draft = buildAnnouncement();
    stubAdminApi({
      'GET /api/admin/announcements/5': () => Response.json(draft),
      'PUT /api/admin/announcements/5': () => Response.json({ detail: ANNOUNCEMENT_MESSAGES.subjectRequired }, { status: 400 }),
    });
    const { user } = renderAdmin('/admin/annonces/5');
    await screen.findByText(asRead(E.count(240)));
    await user.click(screen.getByRole('button', { name: E.schedule }));
    let dialog = screen.getByRole('dialog', { name: E.scheduleHeading });
    await act(async () => {
      await user.type(within(dialog).getByLabelText(E.scheduleDateLabel), '2030-06-21');
      await user.type(within(dialog).getByLabelText(E.scheduleTimeLabel), '18:00');
    });
    await user.click(within(dialog).getByRole('button', { name: E.confirmSchedule }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: E.schedule }));
    dialog = screen.getByRole('dialog', { name: E.scheduleHeading });
    expect(within(dialog).getByLabelText(E.scheduleDateLabel)).toHaveValue('2030-06-21');
    expect(within(dialog).getByLabelText(E.scheduleTimeLabel)).toHaveValue('18:00');
  });
});
