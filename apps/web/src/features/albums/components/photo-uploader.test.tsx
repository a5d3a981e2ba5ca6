import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALBUM_LIMITS, ALBUM_MESSAGES, type TAlbumPhoto } from '@action-plus/contract';
import { asRead } from '#test/as-read';
import { callsTo, renderRoutes, sampleWithRoles, stubApi } from '#test/render-app';
import { albumOf, buildPhoto } from '../test/photo-fixture';
import { AlbumManager } from './album-manager';

/**
 * The browser's XMLHttpRequest as far as the uploader uses it: each request sent is kept, and the
 * test decides its progress and its answer.
 */
class FakeUpload {
  static sent: FakeUpload[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: Pick<ProgressEvent, 'lengthComputable' | 'loaded' | 'total'>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeUpload.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }

  /** The names of the files the request carries in its `files` field. */
  get fileNames() {
    return (this.body?.getAll('files') ?? []).map((file) => (file as File).name);
  }
  async progress(loaded: number, total: number) {
    await act(async () => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  /** Answers, then lets the uploader read the answer and start the next photo. */
  async answer(status: number, payload: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(payload);
    await act(async () => this.onload?.());
  }
  async failOnTheNetwork() {
    await act(async () => this.onerror?.());
  }
}

const organiser = sampleWithRoles(['organiser']);
const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
const photoFile = (name: string, size = 2048) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });
const sentNames = () => FakeUpload.sent.map((request) => request.fileNames);
const lastSent = () => FakeUpload.sent.at(-1)!;

async function renderManager() {
  let stored: TAlbumPhoto[] = [];
  const fetchMock = stubApi({ 'GET /api/events/7/photos/manage': () => Response.json(albumOf(7, stored)) }, { user: organiser });
  renderRoutes([{ path: '/events/:id', element: <AlbumManager eventId={7} /> }], { initialEntries: ['/events/7'], queryClient: newQueryClient() });
  const user = userEvent.setup();
  expect(await screen.findByText(ALBUM_MESSAGES.albumEmpty)).toBeInTheDocument();
  // The session is restored before anything is sent: the bearer goes with the photos.
  await waitFor(() => expect(callsTo(fetchMock, 'POST /api/auth/refresh-token')).toHaveLength(1));
  return { user, fetchMock, store: (photos: TAlbumPhoto[]) => (stored = photos) };
}

const queueRow = (fileName: string) =>
  within(screen.getByRole('list', { name: 'Envois' }))
    .getByText(fileName)
    .closest('li')!;

describe('adding photos to an album', { timeout: 20_000 }, () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"></div>';
    FakeUpload.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('reminds the right to one’s image and accepts several photos of the kinds the server takes', async () => {
    await renderManager();
    expect(
      screen.getByText(asRead('Avant de publier, assurez-vous que les personnes reconnaissables sont d’accord : chacun a droit à son image.')),
    ).toBeInTheDocument();
    const input = screen.getByLabelText('Photos à ajouter');
    expect(input).toHaveAttribute('accept', ALBUM_LIMITS.ACCEPT_ATTRIBUTE);
    expect(input).toHaveAttribute('multiple');
  });

  it('sends the photos one request each, one after the other, with the progress of each, and lists each photo once stored', async () => {
    const { user } = await renderManager();
    await user.upload(screen.getByLabelText('Photos à ajouter'), [photoFile('fete-1.jpg'), photoFile('fete-2.jpg')]);

    expect(sentNames()).toEqual([['fete-1.jpg']]);
    const first = lastSent();
    expect(first.method).toBe('POST');
    expect(first.url).toBe('/api/events/7/photos');
    expect(first.headers.authorization).toBe('Bearer jeton-de-test');
    expect(within(queueRow('fete-2.jpg')).getByText('En attente')).toBeInTheDocument();

    await first.progress(512, 2048);
    expect(within(queueRow('fete-1.jpg')).getByRole('progressbar', { name: 'Envoi de « fete-1.jpg »' })).toHaveAttribute('value', '25');
    expect(within(queueRow('fete-1.jpg')).getByText(asRead('Envoi en cours : 25 %'))).toBeInTheDocument();

    await first.answer(201, { photo: buildPhoto(11) });
    expect(sentNames()).toEqual([['fete-1.jpg'], ['fete-2.jpg']]);
    expect(within(queueRow('fete-1.jpg')).getByText('Ajoutée à l’album')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 4, name: 'Photo 1' })).toBeInTheDocument();

    await lastSent().answer(201, { photo: buildPhoto(12) });
    expect(await screen.findByText('2 photos ajoutées sur 2.')).toBeInTheDocument();
    expect(FakeUpload.sent).toHaveLength(2);
  });

  it('refuses a photo over 20 MB without sending it, and sends the others', async () => {
    const { user } = await renderManager();
    const tooLarge = photoFile('appareil.jpg');
    Object.defineProperty(tooLarge, 'size', { value: ALBUM_LIMITS.MAX_PHOTO_BYTES + 1 });
    await user.upload(screen.getByLabelText('Photos à ajouter'), [tooLarge, photoFile('telephone.jpg')]);

    expect(within(queueRow('appareil.jpg')).getByText(ALBUM_MESSAGES.photoTooLarge)).toBeInTheDocument();
    expect(within(queueRow('appareil.jpg')).queryByRole('button', { name: /Réessayer/ })).not.toBeInTheDocument();
    expect(sentNames()).toEqual([['telephone.jpg']]);
    await lastSent().answer(201, { photo: buildPhoto(11) });
    expect(await screen.findByText('1 photo ajoutée sur 2.')).toBeInTheDocument();
    expect(sentNames()).toEqual([['telephone.jpg']]);
  });

  it('goes on after a refused photo, says why, and « Réessayer » sends that photo alone again', async () => {
    const { user } = await renderManager();
    await user.upload(screen.getByLabelText('Photos à ajouter'), [photoFile('a.jpg'), photoFile('b.jpg'), photoFile('c.jpg')]);

    await lastSent().answer(201, { photo: buildPhoto(11) });
    await lastSent().answer(415, { detail: ALBUM_MESSAGES.notAPhoto('b.jpg') });
    expect(within(queueRow('b.jpg')).getByText(ALBUM_MESSAGES.notAPhoto('b.jpg'))).toBeInTheDocument();
    expect(sentNames()).toEqual([['a.jpg'], ['b.jpg'], ['c.jpg']]);
    await lastSent().failOnTheNetwork();
    expect(within(queueRow('c.jpg')).getByText("L'envoi a échoué. Vérifiez votre connexion, puis réessayez.")).toBeInTheDocument();
    expect(await screen.findByText('1 photo ajoutée sur 3.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: "Réessayer l'envoi de « c.jpg »" }));
    expect(sentNames()).toEqual([['a.jpg'], ['b.jpg'], ['c.jpg'], ['c.jpg']]);
    await lastSent().answer(201, { photo: buildPhoto(13) });
    expect(await screen.findByText('2 photos ajoutées sur 3.')).toBeInTheDocument();
    expect(within(queueRow('c.jpg')).getByText('Ajoutée à l’album')).toBeInTheDocument();
    // b.jpg still waits for its own retry: nothing else was sent again.
    expect(within(queueRow('b.jpg')).getByRole('button', { name: "Réessayer l'envoi de « b.jpg »" })).toBeInTheDocument();
    expect(FakeUpload.sent).toHaveLength(4);
  });

  it('shows the server’s refusal of an event not yet past under its photo', async () => {
    const { user } = await renderManager();
    await user.upload(screen.getByLabelText('Photos à ajouter'), [photoFile('trop-tot.jpg')]);
    await lastSent().answer(400, { detail: ALBUM_MESSAGES.eventNotPast });
    expect(within(queueRow('trop-tot.jpg')).getByText(ALBUM_MESSAGES.eventNotPast)).toBeInTheDocument();
  });

  it('sends the photo again with a new access token when the old one has expired', async () => {
    const { user, fetchMock } = await renderManager();
    await user.upload(screen.getByLabelText('Photos à ajouter'), [photoFile('fete.jpg')]);
    await lastSent().answer(401, { detail: 'Session expirée.' });
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(2));
    expect(callsTo(fetchMock, 'POST /api/auth/refresh-token')).toHaveLength(2);
    expect(lastSent().fileNames).toEqual(['fete.jpg']);
    await lastSent().answer(201, { photo: buildPhoto(11) });
    expect(await screen.findByText('1 photo ajoutée sur 1.')).toBeInTheDocument();
  });
});
