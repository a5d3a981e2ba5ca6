import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { ALBUM_MESSAGES, GALLERY_PAGE_HEADING } from '@action-plus/contract';
import { ALBUM_PAGE_MESSAGES } from '@action-plus/web/messages/albums';
import { E2E_ADMIN } from '../support/accounts';
import { checkAccessibility, expect, test } from '../support/fixtures';
import { logInThroughForm } from '../support/members';

/** The automatic axe audit can hold a loaded page's main thread for seconds on a busy machine. */
const SLOW_PAGE = { timeout: 30_000 };

/** A phone's photo: its camera and a GPS position in the EXIF, which the site must not publish. */
const phonePhoto = (background: string) =>
  sharp({ create: { width: 900, height: 600, channels: 3, background } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Make: 'PhoneMaker' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '49/1 7/1 0/1' } } })
    .toBuffer();

const navigation = (page: Page) => page.getByRole('navigation', { name: 'Navigation principale' });

/** A past event to hold the album: the sample event of twenty days ago the embedded database starts with. */
async function findPastEvent(page: Page): Promise<{ id: number; title: string }> {
  const past = (await (await page.request.get('/api/events?when=past&limit=100')).json()) as { events: Array<{ id: number; title: string }> };
  const event = past.events.find((candidate) => candidate.title.startsWith('[Exemple]'));
  if (!event) throw new Error("Aucun événement passé d'exemple : l'album n'a pas d'événement où vivre.");
  return event;
}

test('an admin fills a past event’s album; a visitor browses it in the viewer and finds it in the gallery', async ({ page }) => {
  test.setTimeout(180_000);
  const unique = Date.now().toString(36);
  const caption = `La salle comble ${unique}`;
  const event = await findPastEvent(page);

  await test.step('the admin adds two photos, one at a time with their progress, and describes the first', async () => {
    await logInThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(navigation(page).getByRole('button', { name: 'Déconnexion' })).toBeVisible(SLOW_PAGE);
    await page.goto(`/events/${event.id}`);
    const manager = page.getByRole('region', { name: ALBUM_PAGE_MESSAGES.managerHeading });
    await expect(manager.getByText(ALBUM_PAGE_MESSAGES.imageRightsNote)).toBeVisible(SLOW_PAGE);
    const before = await manager.getByRole('textbox', { name: /^Légende de la photo/ }).count();
    await manager.getByLabel(ALBUM_PAGE_MESSAGES.filesLabel).setInputFiles([
      { name: 'scene.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto('#7a2e12') },
      { name: 'public.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto('#1f4e5f') },
    ]);
    await expect(manager.getByText(ALBUM_PAGE_MESSAGES.queueSummary(2, 2))).toBeVisible(SLOW_PAGE);
    await expect(manager.getByRole('textbox', { name: /^Légende de la photo/ })).toHaveCount(before + 2);
    await checkAccessibility(page);

    const position = before + 1;
    await manager.getByLabel(`${ALBUM_PAGE_MESSAGES.captionLabel}${ALBUM_PAGE_MESSAGES.ofPhoto(position)}`).fill(caption);
    await manager.getByLabel(`${ALBUM_PAGE_MESSAGES.altLabel}${ALBUM_PAGE_MESSAGES.ofPhoto(position)}`).fill('Le public assis, vu depuis la scène');
    await manager.getByRole('button', { name: ALBUM_PAGE_MESSAGES.saveOf(position) }).click();
    await expect(manager.getByRole('status').filter({ hasText: ALBUM_MESSAGES.photoUpdated })).toBeVisible();
  });

  await test.step('a visitor opens the photo in the viewer, moves with the arrows and closes with Escape', async () => {
    await page.context().clearCookies();
    await page.goto(`/events/${event.id}`);
    const album = page.getByRole('region', { name: ALBUM_PAGE_MESSAGES.albumHeading });
    const thumbnail = album.getByRole('button', { name: new RegExp(`Le public assis, vu depuis la scène$`) });
    await expect(thumbnail).toBeVisible(SLOW_PAGE);
    const image = thumbnail.getByRole('img');
    await expect(image).toHaveAttribute('src', /^\/uploads\/[a-f0-9]{32}-card\.webp$/);
    await expect(image).toHaveAttribute('width', /\d+/);

    // The photo served carries none of the camera's metadata.
    const served = await page.request.get((await image.getAttribute('src'))!.replace('-card', ''));
    const bytes = await served.body();
    expect(served.headers()['content-type']).toBe('image/webp');
    expect(bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);
    expect(bytes.includes(Buffer.from('EXIF'))).toBe(false);

    await thumbnail.click();
    const viewer = page.getByRole('dialog', { name: ALBUM_PAGE_MESSAGES.viewerTitle(event.title) });
    await expect(viewer.getByText(caption)).toBeVisible();
    const counter = viewer.getByText(/^\d+ \/ \d+$/);
    const [position, total] = (await counter.innerText()).split(' / ').map(Number);
    await checkAccessibility(page);
    await page.keyboard.press(position! < total! ? 'ArrowRight' : 'ArrowLeft');
    await expect(counter).toHaveText(`${position! < total! ? position! + 1 : position! - 1} / ${total}`);
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(thumbnail).toBeFocused();
  });

  await test.step('the gallery lists the album with its cover and its count', async () => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: GALLERY_PAGE_HEADING }).click();
    await expect(page.getByRole('heading', { level: 1, name: GALLERY_PAGE_HEADING })).toBeVisible(SLOW_PAGE);
    const card = page.getByRole('link', { name: event.title });
    await expect(card).toBeVisible();
    await checkAccessibility(page);
    await card.click();
    await expect(page).toHaveURL(`/events/${event.id}`);
  });
});
