import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { NEWS_MESSAGES, type TCurrentUser } from '@action-plus/contract';
import { asRead } from '#test/as-read';
import { callsTo, renderRoutes, sampleAdmin, sampleWithRoles, stubApi } from '#test/render-app';
import { buildAdminArticle, COVER } from '../test/news-fixture';
import AdminNewsPage from './admin-news-page';
import { MARKDOWN_TOOLBAR_WORDS as T } from '#components/markdown/markdown-words';
import { NEWS_ADMIN_MESSAGES as A, NEWS_EDITOR_MESSAGES as E } from '../messages';

const EVENTS = {
  events: [
    { id: 7, title: 'Concert de printemps', date: '2030-06-20' },
    { id: 9, title: 'Atelier reliure', date: '2030-07-02' },
  ],
};
const IMAGE = '/uploads/fedcba9876543210fedcba9876543210.webp';
const uploaded = (imageUrl: string) =>
  Response.json({ uploaded_files: [{ image_url: imageUrl, card_url: imageUrl.replace('.webp', '-card.webp'), width: 1200, height: 800 }] });
const png = (name = 'photo.png') => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

const published = buildAdminArticle();
const scheduled = buildAdminArticle({
  id: 2,
  slug: 'la-fete-de-la-musique',
  title: 'La fête de la musique',
  status: 'scheduled',
  published_at: null,
  publish_date: '2030-06-21',
  publish_time: '18:00',
  author_first_name: 'Lou',
});

type Handlers = Parameters<typeof stubApi>[0] & object;

function stubEditorApi(user: TCurrentUser, handlers: Handlers = {}) {
  return stubApi(
    {
      'GET /api/admin/news': () => Response.json({ articles: [published, scheduled] }),
      'GET /api/admin/news/events': () => Response.json(EVENTS),
      'POST /api/admin/news/preview': (body: { body: string }) => Response.json({ html: `<p class="rendu">${body.body}</p>` }),
      ...handlers,
    },
    { user },
  );
}

function renderPage(address = '/admin/actualites') {
  const view = renderRoutes(
    [
      { path: '/admin/actualites', Component: AdminNewsPage },
      { path: '/actualites/:slug', element: <h1>Article publié</h1> },
    ],
    { initialEntries: [address], queryClient: new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }) },
  );
  return { ...view, user: userEvent.setup() };
}

/** The editor of a new article, once the session is restored (the event's hint depends on the account's permissions). */
async function openNewArticle(user: TCurrentUser, handlers: Handlers = {}) {
  const fetchMock = stubEditorApi(user, handlers);
  const view = renderPage('/admin/actualites?article=nouveau');
  await screen.findByRole('heading', { level: 1, name: E.newHeading });
  const eventHint = user.permissions.includes('news.manage') ? E.eventHint : E.eventHintRequired;
  await screen.findByText(asRead(eventHint));
  await screen.findByRole('option', { name: /Atelier reliure/ });
  return { ...view, fetchMock };
}

const textField = () => screen.getByRole('textbox', { name: E.bodyLabel }) as HTMLTextAreaElement;
const toolbar = () => screen.getByRole('toolbar', { name: T.toolbarLabel });

async function fillRequiredFields(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: E.titleLabel }), 'Le concert de printemps');
  await user.type(screen.getByRole('textbox', { name: E.summaryLabel }), 'Trois chorales et un orchestre.');
  await user.type(textField(), 'Un grand moment.');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('« Actualités » in the administration', () => {
  it('lists the articles with their state, publication and author, and deletes one once confirmed', async () => {
    const fetchMock = stubEditorApi(sampleAdmin, { 'DELETE /api/admin/news/2': () => Response.json({ message: NEWS_MESSAGES.deleted }) });
    const { user } = renderPage();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Publié', '14 juin 2026 à 10:00', 'Camille', expect.stringContaining('Modifier')],
      ['Programmé', 'prévue le 21 juin 2030 à 18:00', 'Lou', expect.stringContaining('Modifier')],
    ]);
    expect(within(rows[0]!).getByRole('link', { name: A.viewArticle(published.title) })).toHaveAttribute('href', '/actualites/le-concert-de-printemps');
    expect(within(rows[1]!).getByRole('link', { name: A.editArticle(scheduled.title) })).toHaveAttribute('href', '/admin/actualites?article=2');
    expect(screen.getByRole('link', { name: A.newArticle })).toHaveAttribute('href', '/admin/actualites?article=nouveau');

    await user.click(within(rows[1]!).getByRole('button', { name: A.deleteArticle(scheduled.title) }));
    const dialog = screen.getByRole('dialog', { name: A.deleteHeading });
    expect(callsTo(fetchMock, 'DELETE /api/admin/news/2')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: A.delete }));

    expect(await screen.findByText(NEWS_MESSAGES.deleted)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE /api/admin/news/2')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows each error under its field, in French, and sends nothing', async () => {
    const { user, fetchMock } = await openNewArticle(sampleAdmin);
    await user.click(screen.getByRole('button', { name: E.submitCreate }));

    expect(await screen.findByRole('textbox', { name: E.titleLabel })).toHaveAccessibleDescription(NEWS_MESSAGES.titleRequired);
    expect(screen.getByRole('textbox', { name: E.summaryLabel })).toHaveAccessibleDescription(`${E.summaryHint} ${NEWS_MESSAGES.summaryRequired}`);
    expect(textField()).toHaveAccessibleDescription(`${E.bodyHint} ${NEWS_MESSAGES.bodyRequired}`);
    expect(screen.getByRole('textbox', { name: E.titleLabel })).toHaveFocus();
    expect(callsTo(fetchMock, 'POST /api/admin/news')).toHaveLength(0);
  });

  it('writes Markdown at the caret from the toolbar, whose buttons the keyboard reaches by the arrows', async () => {
    const { user } = await openNewArticle(sampleAdmin);
    await user.type(textField(), 'Un concert inoubliable');
    textField().setSelectionRange(11, 22);
    await user.click(within(toolbar()).getByRole('button', { name: T.bold }));
    expect(textField()).toHaveValue('Un concert **inoubliable**');
    // The text that was bold stays selected, so that the writer types over it or goes on.
    expect([textField().selectionStart, textField().selectionEnd]).toEqual([13, 24]);
    expect(textField()).toHaveFocus();

    textField().setSelectionRange(0, 0);
    await user.click(within(toolbar()).getByRole('button', { name: T.heading }));
    expect(textField()).toHaveValue('## Un concert **inoubliable**');

    await user.keyboard('{End}{Enter}Le programme');
    textField().setSelectionRange(textField().value.length - 9, textField().value.length);
    await user.keyboard('{Control>}i{/Control}');
    expect(textField()).toHaveValue('## Un concert **inoubliable**\nLe _programme_');

    // One stop in the Tab order; the arrows, Home and End move between the buttons.
    const buttons = within(toolbar()).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      T.heading,
      T.bold,
      T.italic,
      T.link,
      T.bulletedList,
      T.numberedList,
      T.quote,
      T.image,
      T.event,
    ]);
    buttons[0]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(buttons[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(buttons[8]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(buttons[0]).toHaveFocus();
    expect(buttons.filter((button) => button.tabIndex === 0)).toEqual([buttons[0]]);
  });

  it('shows the text as the server renders it, asked once the writer pauses', async () => {
    const { user, fetchMock } = await openNewArticle(sampleAdmin);
    const preview = screen.getByRole('region', { name: E.previewHeading });
    expect(within(preview).getByText(E.previewEmpty)).toBeInTheDocument();

    await user.type(textField(), 'Un **grand** concert');

    await waitFor(() => expect(preview.querySelector('.rendu')).toHaveTextContent('Un **grand** concert'));
    const previews = fetchMock.requests.filter((request) => request.url === '/api/admin/news/preview');
    // Twenty keys typed, a handful of requests at most: the last one carries the whole text.
    expect(previews.length).toBeLessThan(5);
    expect(previews.at(-1)?.body).toEqual({ body: 'Un **grand** concert' });
  });

  it('asks for a description once a cover is chosen', async () => {
    const { user, fetchMock } = await openNewArticle(sampleAdmin, { 'POST /api/upload-multiple-images': () => uploaded(COVER) });
    expect(screen.queryByRole('textbox', { name: E.coverAltLabel })).not.toBeInTheDocument();
    await fillRequiredFields(user);
    await user.upload(screen.getByLabelText(E.coverLabel), png('chorale.png'));

    expect(await screen.findByRole('img', { name: E.coverPreviewAlt })).toHaveAttribute('src', '/uploads/0123456789abcdef0123456789abcdef-card.webp');
    await user.click(screen.getByRole('button', { name: E.submitCreate }));

    expect(await screen.findByRole('textbox', { name: E.coverAltLabel })).toHaveAccessibleDescription(`${E.coverAltHint} ${NEWS_MESSAGES.coverAltRequired}`);
    expect(callsTo(fetchMock, 'POST /api/admin/news')).toHaveLength(0);
  });

  it('sends the contract’s request: the tags one by one, the event, the cover and its description, the day and time it is to appear', async () => {
    const { user, fetchMock, router } = await openNewArticle(sampleAdmin, {
      'POST /api/upload-multiple-images': () => uploaded(COVER),
      'POST /api/admin/news': () => Response.json(buildAdminArticle({ status: 'scheduled' }), { status: 201 }),
    });
    await fillRequiredFields(user);
    await user.type(screen.getByRole('textbox', { name: E.tagsLabel }), 'Concert, bénévoles, , concert');
    await user.selectOptions(screen.getByRole('combobox', { name: E.eventLabel }), '7');
    await user.upload(screen.getByLabelText(E.coverLabel), png());
    await user.type(await screen.findByRole('textbox', { name: E.coverAltLabel }), 'La chorale sur scène');
    await user.selectOptions(screen.getByRole('combobox', { name: E.statusLabel }), 'scheduled');
    fireEvent.change(screen.getByLabelText(E.publishDateLabel), { target: { value: '2030-05-01' } });
    fireEvent.change(screen.getByLabelText(E.publishTimeLabel), { target: { value: '10:30' } });
    await user.click(screen.getByRole('button', { name: E.submitCreate }));

    expect(await screen.findByText(NEWS_MESSAGES.created)).toBeInTheDocument();
    expect(fetchMock.requests.find((request) => request.method === 'POST' && request.url === '/api/admin/news')?.body).toEqual({
      title: 'Le concert de printemps',
      summary: 'Trois chorales et un orchestre.',
      body: 'Un grand moment.',
      cover_image: COVER,
      cover_alt: 'La chorale sur scène',
      tags: ['concert', 'bénévoles'],
      status: 'scheduled',
      publish_date: '2030-05-01',
      publish_time: '10:30',
      event_id: 7,
    });
    // Back to the list, where the article now is.
    expect(router.state.location.search).toBe('');
  });

  it('refuses a scheduled day already past, before asking the server', async () => {
    const { user, fetchMock } = await openNewArticle(sampleAdmin);
    await fillRequiredFields(user);
    await user.selectOptions(screen.getByRole('combobox', { name: E.statusLabel }), 'scheduled');
    fireEvent.change(screen.getByLabelText(E.publishDateLabel), { target: { value: '2020-05-01' } });
    fireEvent.change(screen.getByLabelText(E.publishTimeLabel), { target: { value: '10:30' } });
    await user.click(screen.getByRole('button', { name: E.submitCreate }));
    expect(await screen.findByLabelText(E.publishDateLabel)).toHaveAccessibleDescription(NEWS_MESSAGES.publishAtPast);
    expect(callsTo(fetchMock, 'POST /api/admin/news')).toHaveLength(0);
  });

  it('keeps everything typed when the server refuses, with its reason above the form and under the field it names', async () => {
    const { user } = await openNewArticle(sampleAdmin, {
      'POST /api/admin/news': () => Response.json({ detail: NEWS_MESSAGES.eventNotManaged }, { status: 403 }),
    });
    await fillRequiredFields(user);
    await user.selectOptions(screen.getByRole('combobox', { name: E.eventLabel }), '9');
    await user.click(screen.getByRole('button', { name: E.submitCreate }));

    expect(await screen.findByRole('alert')).toHaveTextContent(NEWS_MESSAGES.eventNotManaged);
    expect(screen.getByRole('combobox', { name: E.eventLabel })).toHaveAccessibleDescription(`${E.eventHint} ${NEWS_MESSAGES.eventNotManaged}`);
    expect(screen.getByRole('textbox', { name: E.titleLabel })).toHaveValue('Le concert de printemps');
    expect(textField()).toHaveValue('Un grand moment.');
    expect(screen.getByRole('combobox', { name: E.eventLabel })).toHaveValue('9');
  });

  it('asks an organiser for the event the article is about', async () => {
    const { user, fetchMock } = await openNewArticle(sampleWithRoles(['organiser']));
    await fillRequiredFields(user);
    await user.click(screen.getByRole('button', { name: E.submitCreate }));
    expect(await screen.findByRole('combobox', { name: E.eventLabel })).toHaveAccessibleDescription(`${E.eventHintRequired} ${NEWS_MESSAGES.eventRequired}`);
    expect(callsTo(fetchMock, 'POST /api/admin/news')).toHaveLength(0);
  });

  it('inserts an uploaded image and an event’s link on lines of their own', async () => {
    const { user, fetchMock, container } = await openNewArticle(sampleAdmin, { 'POST /api/upload-multiple-images': () => uploaded(IMAGE) });
    await user.type(textField(), 'Avant.');
    // The toolbar's « Image » opens the file chooser of this input.
    const imageInput = container.querySelector<HTMLInputElement>('input[type="file"][aria-hidden="true"]')!;
    const chooseFile = vi.spyOn(imageInput, 'click');
    await user.click(within(toolbar()).getByRole('button', { name: T.image }));
    expect(chooseFile).toHaveBeenCalled();
    await user.upload(imageInput, png());

    await waitFor(() => expect(textField()).toHaveValue(`Avant.\n\n![${E.imageAltPlaceholder}](${IMAGE})\n\n`));
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(E.imageInserted);
    expect((fetchMock.requests.find((request) => request.url === '/api/upload-multiple-images')?.body as FormData).getAll('files')).toHaveLength(1);
    // The description is selected, to be written.
    expect(textField().value.slice(textField().selectionStart, textField().selectionEnd)).toBe(E.imageAltPlaceholder);

    textField().setSelectionRange(6, 6);
    await user.click(within(toolbar()).getByRole('button', { name: T.event }));
    const dialog = screen.getByRole('dialog', { name: E.eventDialogTitle });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: E.eventToInsert }), '9');
    await user.click(within(dialog).getByRole('button', { name: E.insert }));

    expect(textField().value.startsWith('Avant.\n\n[Atelier reliure](/events/9)\n\n')).toBe(true);
    await waitFor(() => expect(textField()).toHaveFocus());
  });

  it('edits an article: its fields as the server keeps them, saved in place', async () => {
    const fetchMock = stubEditorApi(sampleAdmin, {
      'GET /api/admin/news/2': () => Response.json(scheduled),
      'PUT /api/admin/news/2': () => Response.json(scheduled),
    });
    const { user } = renderPage('/admin/actualites?article=2');
    expect(await screen.findByRole('textbox', { name: E.titleLabel })).toHaveValue('La fête de la musique');
    expect(screen.getByRole('combobox', { name: E.statusLabel })).toHaveValue('scheduled');
    expect(screen.getByLabelText(E.publishTimeLabel)).toHaveValue('18:00');
    expect(screen.getByRole('textbox', { name: E.tagsLabel })).toHaveValue('concert, bénévoles');
    expect(screen.getByRole('textbox', { name: E.coverAltLabel })).toHaveValue(scheduled.cover_alt);

    await user.click(screen.getByRole('button', { name: E.submitUpdate }));

    expect(await screen.findByText(NEWS_MESSAGES.updated)).toBeInTheDocument();
    expect(fetchMock.requests.find((request) => request.method === 'PUT')?.body).toMatchObject({ title: 'La fête de la musique', publish_time: '18:00' });
  });
});
