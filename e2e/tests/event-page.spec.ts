import sharp from 'sharp';
import type { APIRequestContext } from '@playwright/test';
import { E2E_ADMIN } from '../support/accounts';
import { expect as baseExpect, test } from '../support/fixtures';
import { logInThroughForm, registerMember } from '../support/members';
import { EVENT_PAGE_MESSAGES } from '@action-plus/web/messages/events';

/** The event page shows what a person came for before any picture (issue 23, point 2). */

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

async function adminHeaders(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } });
  const { access_token: accessToken } = (await login.json()) as { access_token: string };
  return { authorization: `Bearer ${accessToken}` };
}

async function uploadImage(request: APIRequestContext, headers: Record<string, string>) {
  const buffer = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#9c3d1a' } })
    .png()
    .toBuffer();
  const uploaded = await request.post('/api/upload-multiple-images', { headers, multipart: { files: { name: 'affiche.png', mimeType: 'image/png', buffer } } });
  expect(uploaded.status()).toBe(200);
  return ((await uploaded.json()) as { uploaded_files: { image_url: string }[] }).uploaded_files[0]!.image_url;
}

async function createEvent(request: APIRequestContext, title: string, withImage: boolean) {
  const headers = await adminHeaders(request);
  const images = withImage ? [await uploadImage(request, headers)] : [];
  const created = await request.post('/api/events', {
    headers,
    data: {
      title,
      description: 'Une soirée de musiques du monde, ouverte à toutes et à tous.',
      date: '2097-05-17',
      time: '20:00',
      location: 'Salle Braun, 18 rue Mozart, Metz',
      max_participants: 40,
      image: images[0] ?? null,
      images,
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

for (const viewport of [
  { name: 'desktop', width: 1366, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`the title, date, place, places left and « S'inscrire » are in the first screen, the picture after them (${viewport.name})`, async ({ page }) => {
    const title = `Nuit des musiques du monde ${Date.now().toString(36)}`;
    const eventId = await createEvent(page.request, title, true);
    const member = await registerMember(page.request);
    await page.setViewportSize(viewport);
    await logInThroughForm(page, member.email, member.password);
    await expect(page).toHaveURL('/');
    await page.goto(`/events/${eventId}`);

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: title })).toBeInViewport({ ratio: 1 });
    await expect(main.getByText('vendredi 17 mai 2097')).toBeInViewport({ ratio: 1 });
    await expect(main.getByText('Salle Braun, 18 rue Mozart, Metz')).toBeInViewport({ ratio: 1 });
    await expect(main.getByText(EVENT_PAGE_MESSAGES.placesLeft(40))).toBeInViewport({ ratio: 1 });
    await expect(main.getByRole('button', { name: EVENT_PAGE_MESSAGES.register })).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // The picture is still there, below.
    await expect(main.getByRole('img', { name: `${title}, image 1 sur 1` })).toBeVisible();
  });
}

test('an event without a picture shows no placeholder: its description follows the action', async ({ page }) => {
  const title = `Atelier d'écriture ${Date.now().toString(36)}`;
  const eventId = await createEvent(page.request, title, false);
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto(`/events/${eventId}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(main.getByRole('img')).toHaveCount(0);
  await expect(main.getByText('Une soirée de musiques du monde')).toBeInViewport({ ratio: 1 });
});
