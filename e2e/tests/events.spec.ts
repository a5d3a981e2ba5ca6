import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { EVENT_MESSAGES } from '@action-plus/contract';
import { EVENT_FORM_MESSAGES } from '@action-plus/web/messages/event-form';
import { EVENT_PAGE_MESSAGES } from '@action-plus/web/messages/events';
import { E2E_ADMIN, createMemberData } from '../support/accounts';
import { checkAccessibility, expect, test } from '../support/fixtures';
import { waitForHydration } from '../support/hydration';
import { logInThroughForm, registerMember } from '../support/members';

const navigation = (page: Page) => page.getByRole('navigation', { name: 'Navigation principale' });
const upcomingCarousel = (page: Page) => page.getByRole('region', { name: 'Événements à venir' });

/** The automatic axe audit can hold a loaded page's main thread for seconds on a busy machine. */
const SLOW_PAGE = { timeout: 30_000 };

async function waitForEvents(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Nos Événements' })).toBeVisible(SLOW_PAGE);
  await expect(page.getByText('Chargement des événements...')).toHaveCount(0, SLOW_PAGE);
}

/** Two real, tiny pictures made on the spot: the server judges images by their bytes. */
async function makeImages() {
  const picture = (background: string) => sharp({ create: { width: 96, height: 60, channels: 3, background } });
  return [
    { name: 'affiche.png', mimeType: 'image/png', buffer: await picture('#9c3d1a').png().toBuffer() },
    { name: 'salle.jpg', mimeType: 'image/jpeg', buffer: await picture('#2c5a4e').jpeg().toBuffer() },
  ];
}

async function logOut(page: Page) {
  await navigation(page).getByRole('button', { name: 'Déconnexion' }).click();
  await expect(navigation(page).getByRole('link', { name: 'Connexion' })).toBeVisible(SLOW_PAGE);
}

test('an admin publishes an event with two images, a member joins then leaves it, the admin edits then deletes it', async ({ page, request }) => {
  test.setTimeout(150_000);
  const unique = Date.now().toString(36);
  const title = `Festival des saveurs ${unique}`;
  const editedTitle = `Festival des saveurs du monde ${unique}`;
  const description = `Un voyage culinaire à travers les cuisines de nos membres : ${'dégustations, recettes et rencontres. '.repeat(4)}`;
  let eventPath = '';

  await test.step('the admin creates the event, with two uploaded images', async () => {
    await logInThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(navigation(page).getByRole('button', { name: 'Déconnexion' })).toBeVisible(SLOW_PAGE);
    await navigation(page).getByRole('link', { name: 'Événements' }).click();
    await waitForEvents(page);
    await page.getByRole('main').getByRole('link', { name: 'Créer un événement' }).click();
    await expect(page).toHaveURL('/events/create');
    await expect(page.getByRole('heading', { level: 1, name: 'Créer un événement' })).toBeVisible();

    await page.getByRole('button', { name: "Créer l'événement" }).click();
    await expect(page.getByText('Le titre est obligatoire.')).toBeVisible();
    await expect(page.getByText('Le lieu est obligatoire.')).toBeVisible();
    await checkAccessibility(page);

    await page.getByLabel('Titre').fill(title);
    await page.getByLabel('Description').fill(description);
    // Before the dates every other story gives its events (2095 on), so that the upcoming list's
    // first page keeps it while they plan theirs: it fell off once, behind finding-events' fourteen.
    await page.getByLabel('Date').fill('2094-11-14');
    await page.getByLabel('Heure').fill('18:30');
    await page.getByLabel('Lieu').fill('Salle Braun, Metz');
    await page.getByLabel("Type d'événement").selectOption({ label: 'Atelier' });
    await page.getByLabel('Événement spécial (mis en avant)').check();
    await page.getByLabel('Nouvelles images').setInputFiles(await makeImages());
    await expect(page.getByRole('img', { name: 'Aperçu de affiche.png' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Aperçu de salle.jpg' })).toBeVisible();
    await checkAccessibility(page);

    await page.getByRole('button', { name: "Créer l'événement" }).click();
    await expect(page).toHaveURL(/\/events\/\d+$/, SLOW_PAGE);
    await expect(page.getByText(EVENT_FORM_MESSAGES.created)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible(SLOW_PAGE);
    await expect(page.getByRole('img', { name: `${title}, image 1 sur 2` })).toBeVisible();
    await page.getByRole('button', { name: "Afficher l'image 2 sur 2" }).click();
    await expect(page.getByRole('img', { name: `${title}, image 2 sur 2` })).toHaveAttribute('src', /^\/uploads\/[a-f0-9]{32}\.webp$/);
    eventPath = new URL(page.url()).pathname;
  });

  // The home page shows the next three events only (issue 23): an event in 2094 is not among them
  // once other stories have planned theirs; home-events.spec.ts holds what the home page lists.
  await test.step('it appears in the upcoming carousel', async () => {
    await page.getByRole('link', { name: 'Retour aux événements' }).click();
    await waitForEvents(page);
    const card = upcomingCarousel(page).getByRole('article', { name: title });
    await expect(card).toBeVisible();
    await expect(card.getByText('Événement spécial')).toBeVisible();
    await expect(card.getByText('0 / 50')).toBeVisible();
    await expect(card.getByText('18:30')).toBeVisible();
    await expect(card.getByText(`${description.trim().slice(0, 100).trimEnd()}...`)).toBeVisible();
    await expect(card.locator('img')).toHaveAttribute('src', /^\/uploads\/[a-f0-9]{32}-card\.webp$/);

    await logOut(page);
  });

  const member = createMemberData('Inès');

  await test.step('a visitor is invited to log in to register', async () => {
    await page.goto(eventPath);
    await expect(page.getByRole('link', { name: 'Connectez-vous pour vous inscrire' })).toBeVisible(SLOW_PAGE);
    await expect(page.getByRole('link', { name: 'Ajouter à mon agenda' })).toHaveAttribute('href', `/api${eventPath}.ics`);
    await page.getByRole('link', { name: 'Retour aux événements' }).click();
    await waitForEvents(page);
    await expect(upcomingCarousel(page).getByRole('article', { name: title }).getByRole('button')).toHaveCount(0);
  });

  await test.step('a new member joins it from the list', async () => {
    // Registering through page.request leaves the member's session cookie in the browser.
    await registerMember(page.request, member);
    await page.goto('/events');
    await waitForEvents(page);
    const card = upcomingCarousel(page).getByRole('article', { name: title });
    await card.getByRole('button', { name: /Participer/ }).click();
    await expect(page.getByText(EVENT_MESSAGES.joinSuccess)).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(card.getByText('1 / 50')).toBeVisible();
    await expect(card.getByRole('button', { name: /Inscrit/ })).toBeVisible();
    await card.getByRole('button', { name: /Inscrit/ }).hover();
    await expect(card.getByRole('button', { name: /Se désinscrire/ })).toBeVisible();
    await page.mouse.move(0, 0);

    // After a reload the server says the same.
    await page.reload();
    await waitForEvents(page);
    await expect(card.getByText('1 / 50')).toBeVisible();
    await expect(card.getByRole('button', { name: /Inscrit/ })).toBeVisible();
  });

  await test.step("it is among the member's events", async () => {
    const login = await request.post('/api/auth/login', { data: { email: member.email, password: member.password } });
    expect(login.status()).toBe(200);
    const { access_token: accessToken } = (await login.json()) as { access_token: string };
    const mine = await request.get('/api/users/me/events', { headers: { authorization: `Bearer ${accessToken}` } });
    expect(mine.status()).toBe(200);
    const { events } = (await mine.json()) as { events: Array<{ title: string; participant_count: number }> };
    expect(events).toEqual([expect.objectContaining({ title, participant_count: 1 })]);
  });

  await test.step('the member leaves it', async () => {
    const card = upcomingCarousel(page).getByRole('article', { name: title });
    await card.getByRole('button', { name: /Inscrit/ }).click();
    await expect(page.getByText(EVENT_MESSAGES.leaveSuccess)).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(card.getByText('0 / 50')).toBeVisible();
    await expect(card.getByRole('button', { name: /Participer/ })).toBeVisible();
    await logOut(page);
  });

  await test.step('the admin edits the event, then deletes it', async () => {
    await logInThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(navigation(page).getByRole('button', { name: 'Déconnexion' })).toBeVisible(SLOW_PAGE);
    await page.goto(eventPath);
    await page.getByRole('link', { name: 'Modifier' }).click(SLOW_PAGE);
    await expect(page).toHaveURL(eventPath.replace('/events/', '/events/edit/'));
    await expect(page.getByRole('heading', { level: 1, name: "Modifier l'événement" })).toBeVisible();
    await expect(page.getByLabel('Titre')).toHaveValue(title);
    await expect(page.getByRole('img', { name: /^Image actuelle/ })).toHaveCount(2);
    await page.getByLabel('Titre').fill(editedTitle);
    await page.getByRole('button', { name: "Supprimer l'image 2" }).click();
    await expect(page.getByRole('img', { name: /^Image actuelle/ })).toHaveCount(1);
    await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
    await expect(page.getByText(EVENT_FORM_MESSAGES.updated)).toBeVisible();
    await expect(page).toHaveURL(eventPath);
    await expect(page.getByRole('heading', { level: 1, name: editedTitle })).toBeVisible(SLOW_PAGE);
    await expect(page.getByRole('button', { name: /^Afficher l'image/ })).toHaveCount(0);

    await page.getByRole('button', { name: 'Supprimer', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: "Supprimer l'événement" });
    await expect(dialog.getByText(EVENT_PAGE_MESSAGES.deleteConfirmDetail)).toBeVisible();
    await checkAccessibility(page);
    await dialog.getByRole('button', { name: 'Supprimer', exact: true }).click();
    await expect(page).toHaveURL('/events');
    await expect(page.getByText(EVENT_MESSAGES.deleted)).toBeVisible();
    await waitForEvents(page);
    await expect(page.getByRole('article', { name: editedTitle })).toHaveCount(0);
    expect((await request.get(`/api${eventPath}`)).status()).toBe(404);
  });
});

test('the upcoming carousel moves with its buttons, its dots, the arrow keys and a swipe', async ({ page, request }) => {
  // Enough upcoming events for the carousel to need its controls, whatever else the database holds.
  const login = await request.post('/api/auth/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } });
  const { access_token: accessToken } = (await login.json()) as { access_token: string };
  const headers = { authorization: `Bearer ${accessToken}` };
  const unique = Date.now().toString(36);
  const created: number[] = [];
  for (let index = 1; index <= 8; index += 1) {
    const response = await request.post('/api/events', {
      headers,
      data: { title: `Rencontre ${index} ${unique}`, description: 'Une rencontre.', date: `2097-0${index}-10`, location: 'Metz' },
    });
    expect(response.status()).toBe(201);
    created.push(((await response.json()) as { id: number }).id);
  }

  try {
    await page.goto('/events');
    await waitForEvents(page);
    const carousel = upcomingCarousel(page).getByRole('group', { name: 'Événements à venir' });
    const dots = carousel.getByRole('group', { name: 'Choisir la position du carrousel' });
    const dot = (position: number) => dots.getByRole('button', { name: new RegExp(`^Aller à l'événement ${position} sur`) });
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');
    // At most five position dots, and the 'more' dot.
    await expect(dots.getByRole('button', { name: /^Aller à l'événement/ })).toHaveCount(5);
    await expect(dots.getByRole('button', { name: /^Voir les \d+ événements suivants$/ })).toHaveCount(1);

    const next = carousel.getByRole('button', { name: 'Événements suivants', exact: true });
    await waitForHydration(next);
    await next.click();
    await expect(dot(2)).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(dot(3)).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');
    await dot(4).click();
    await expect(dot(4)).toHaveAttribute('aria-current', 'true');

    // A swipe to the left with the mouse moves one position on.
    // The carousel's own box: its list of cards is translated sideways, out of its bounds.
    // The search form above it may leave the carousel partly below the fold: the mouse only acts in the viewport.
    await carousel.scrollIntoViewIfNeeded();
    const box = (await carousel.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.6, box.y + 40);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.2, box.y + 45, { steps: 5 });
    await page.mouse.up();
    await expect(dot(5)).toHaveAttribute('aria-current', 'true');
    await expect(page).toHaveURL('/events');
  } finally {
    for (const id of created) await request.delete(`/api/events/${id}`, { headers });
  }
});

test('an unknown event says it was not found', async ({ page }) => {
  await page.goto('/events/999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Événement non trouvé' })).toBeVisible(SLOW_PAGE);
  await expect(page.getByRole('link', { name: 'Retour aux événements' })).toBeVisible();
});
