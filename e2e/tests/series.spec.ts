import type { Page } from '@playwright/test';
import { EVENT_SERIES_MESSAGES } from '@action-plus/contract';
import { EVENT_FORM_MESSAGES } from '@action-plus/web/messages/event-form';
import { EVENT_SERIES_PAGE_MESSAGES } from '@action-plus/web/messages/events';
import { E2E_ADMIN } from '../support/accounts';
import { checkAccessibility, expect, test } from '../support/fixtures';
import { logInThroughForm } from '../support/members';

/** The automatic axe audit can hold a loaded page's main thread for seconds on a busy machine. */
const SLOW_PAGE = { timeout: 30_000 };

type ApiEvent = { id: number; title: string; date: string; time: string; series_id: number | null };

async function readEvent(page: Page, id: number): Promise<ApiEvent | null> {
  const response = await page.request.get(`/api/events/${id}`);
  return response.status() === 404 ? null : ((await response.json()) as ApiEvent);
}

test('an admin creates a weekly series and edits this date and the ones after it', async ({ page }) => {
  test.setTimeout(150_000);
  const unique = Date.now().toString(36);
  const title = `Atelier tricot ${unique}`;
  const editedTitle = `Club tricot et thé ${unique}`;
  let firstId = 0;

  await test.step('the admin creates an event repeated every week, four times', async () => {
    await logInThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('button', { name: 'Déconnexion' })).toBeVisible(SLOW_PAGE);
    await page.goto('/events/create');
    await expect(page.getByRole('heading', { level: 1, name: 'Créer un événement' })).toBeVisible(SLOW_PAGE);

    await page.getByLabel('Titre').fill(title);
    await page.getByLabel('Description').fill('On tricote ensemble, débutants bienvenus.');
    // Tuesday 18 March 2098; Paris moves to summer time on Sunday 30 March 2098.
    await page.getByLabel('Date', { exact: true }).fill('2098-03-18');
    await page.getByLabel('Heure').fill('19:00');
    await page.getByLabel('Lieu').fill('Salle Braun, Metz');

    const repetition = page.getByRole('group', { name: 'Répétition', exact: true });
    await expect(repetition.getByRole('radio', { name: 'Ne se répète pas' })).toBeChecked();
    await repetition.getByRole('radio', { name: 'Chaque semaine' }).check();
    await expect(page.getByText('Tous les mardis, à la même heure.')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Après un nombre de dates' })).toBeChecked();

    // No number of dates yet: the error is next to the field.
    await page.getByRole('button', { name: "Créer l'événement" }).click();
    await expect(page.getByText(EVENT_SERIES_MESSAGES.countInvalid)).toBeVisible();
    await checkAccessibility(page);

    await page.getByLabel('Nombre de dates', { exact: true }).fill('4');
    await page.getByRole('button', { name: "Créer l'événement" }).click();
    await expect(page).toHaveURL(/\/events\/\d+$/, SLOW_PAGE);
    await expect(page.getByText(EVENT_SERIES_PAGE_MESSAGES.seriesCreated(4))).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible(SLOW_PAGE);
    await expect(page.getByText("Cet événement fait partie d'une série.")).toBeVisible();
    await expect(page.getByRole('region', { name: 'Les autres dates de la série' }).getByRole('link')).toHaveCount(3);
    firstId = Number(new URL(page.url()).pathname.split('/').at(-1));
  });

  const seriesDates = async () => Promise.all([0, 1, 2, 3].map((offset) => readEvent(page, firstId + offset)));

  await test.step('each week has its own event, at 19:00 before and after the change to summer time', async () => {
    const dates = await seriesDates();
    expect(dates.map((event) => [event?.date, event?.time, event?.title])).toEqual([
      ['2098-03-18', '19:00', title],
      ['2098-03-25', '19:00', title],
      ['2098-04-01', '19:00', title],
      ['2098-04-08', '19:00', title],
    ]);
    expect(new Set(dates.map((event) => event?.series_id)).size).toBe(1);
  });

  await test.step('the admin edits the second date and the ones after it', async () => {
    await page.goto(`/events/edit/${firstId + 1}`);
    const scope = page.getByRole('group', { name: 'Appliquer les modifications à' });
    await expect(scope).toBeVisible(SLOW_PAGE);
    await expect(scope.getByRole('radio', { name: 'Cette date seulement' })).toBeChecked();
    await scope.getByRole('radio', { name: 'Cette date et les suivantes' }).check();
    await page.getByLabel('Titre').fill(editedTitle);
    await page.getByLabel('Heure').fill('20:00');
    await checkAccessibility(page);
    await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
    await expect(page.getByText(EVENT_FORM_MESSAGES.updated)).toBeVisible(SLOW_PAGE);
    await expect(page).toHaveURL(`/events/${firstId + 1}`, SLOW_PAGE);
    await expect(page.getByRole('heading', { level: 1, name: editedTitle })).toBeVisible(SLOW_PAGE);

    const dates = await seriesDates();
    expect(dates.map((event) => [event?.date, event?.time, event?.title])).toEqual([
      ['2098-03-18', '19:00', title],
      ['2098-03-25', '20:00', editedTitle],
      ['2098-04-01', '20:00', editedTitle],
      ['2098-04-08', '20:00', editedTitle],
    ]);
    await page.goto(`/events/${firstId + 3}`);
    await expect(page.getByRole('heading', { level: 1, name: editedTitle })).toBeVisible(SLOW_PAGE);
    await expect(page.getByText('20:00', { exact: true })).toBeVisible();
  });

  await test.step('the admin deletes the third date and the ones after it', async () => {
    await page.goto(`/events/${firstId + 2}`);
    await expect(page.getByRole('heading', { level: 1, name: editedTitle })).toBeVisible(SLOW_PAGE);
    await page.getByRole('button', { name: 'Supprimer', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: "Supprimer l'événement" });
    const scope = dialog.getByRole('group', { name: EVENT_SERIES_PAGE_MESSAGES.deleteScopeLegend });
    await expect(scope.getByRole('radio', { name: 'Cette date seulement' })).toBeChecked();
    await scope.getByRole('radio', { name: 'Cette date et les suivantes' }).check();
    await checkAccessibility(page);
    await dialog.getByRole('button', { name: 'Supprimer', exact: true }).click();
    await expect(page).toHaveURL('/events', SLOW_PAGE);
    await expect(page.getByText(EVENT_SERIES_MESSAGES.datesDeleted(2))).toBeVisible();
    expect((await seriesDates()).map((event) => event?.title ?? null)).toEqual([title, editedTitle, null, null]);
  });
});

test.describe('a series seen by visitors and edited from one of its dates', () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test('a series shows once on /events, each date lists the others, and « toutes les dates à venir » reaches the earlier ones', async ({ page, request }) => {
    test.setTimeout(150_000);
    const unique = Date.now().toString(36);
    const title = `Cercle de conversation ${unique}`;
    const login = await request.post('/api/auth/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } });
    const { access_token: accessToken } = (await login.json()) as { access_token: string };
    // Tuesdays 7, 14, 21 and 28 May 2097.
    const created = await request.post('/api/events', {
      headers: { authorization: `Bearer ${accessToken}` },
      data: {
        title,
        description: 'On parle français, arabe et turc.',
        date: '2097-05-07',
        time: '18:30',
        location: 'Metz',
        recurrence: { frequency: 'weekly', count: 4 },
      },
    });
    expect(created.status()).toBe(201);
    const firstId = ((await created.json()) as ApiEvent).id;
    const ids = [firstId, firstId + 1, firstId + 2, firstId + 3];

    await test.step('a visitor finds the series once, at its next date, « et 3 autres dates »', async () => {
      await page.goto(`/events?q=${encodeURIComponent(unique)}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Nos Événements' })).toBeVisible(SLOW_PAGE);
      const upcoming = page.getByRole('region', { name: 'Événements à venir' });
      await expect(upcoming.getByRole('article')).toHaveCount(1, SLOW_PAGE);
      const card = upcoming.getByRole('article', { name: title });
      await expect(card.getByText('mardi 7 mai 2097 et 3 autres dates')).toBeVisible();
      await card.getByRole('link', { name: /^Voir les détails/ }).click();
      await expect(page).toHaveURL(`/events/${firstId}`, SLOW_PAGE);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible(SLOW_PAGE);
    });

    await test.step('each date lists the other dates to come, drawn by the server, and leads to them', async () => {
      const html = await (await request.get(`/events/${firstId}`)).text();
      expect(html).toContain(`href="/events/${firstId + 1}"`);
      const otherDates = page.getByRole('region', { name: 'Les autres dates de la série' });
      await expect(otherDates.getByRole('link')).toHaveText(['mardi 14 mai 2097 à 18:30', 'mardi 21 mai 2097 à 18:30', 'mardi 28 mai 2097 à 18:30']);
      await otherDates.getByRole('link', { name: 'mardi 21 mai 2097 à 18:30' }).click();
      await expect(page).toHaveURL(`/events/${firstId + 2}`, SLOW_PAGE);
      await expect(otherDates.getByRole('link')).toHaveText(['mardi 7 mai 2097 à 18:30', 'mardi 14 mai 2097 à 18:30', 'mardi 28 mai 2097 à 18:30']);
    });

    await test.step('on a phone the dates wrap in the page, which never scrolls sideways', async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.reload();
      const otherDates = page.getByRole('region', { name: 'Les autres dates de la série' });
      await expect(otherDates.getByRole('link')).toHaveCount(3, SLOW_PAGE);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
      await checkAccessibility(page);
      await page.setViewportSize({ width: 1366, height: 800 });
    });

    await test.step('the admin edits the third date and « toutes les dates à venir »: the earlier dates change too', async () => {
      await logInThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
      await expect(page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('button', { name: 'Déconnexion' })).toBeVisible(SLOW_PAGE);
      await page.goto(`/events/edit/${firstId + 2}`);
      const scope = page.getByRole('group', { name: 'Appliquer les modifications à' });
      await expect(scope).toBeVisible(SLOW_PAGE);
      await expect(scope.getByRole('radio')).toHaveCount(3);
      const upcomingChoice = scope.getByRole('radio', { name: 'Toutes les dates à venir' });
      await expect(upcomingChoice).toHaveAccessibleDescription(/celles d’avant cette date comprises/);
      await upcomingChoice.check();
      await page.getByLabel('Lieu').fill('Bibliothèque Verlaine, Metz');
      await checkAccessibility(page);
      await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
      await expect(page).toHaveURL(`/events/${firstId + 2}`, SLOW_PAGE);
      const dates = await Promise.all(ids.map((id) => request.get(`/api/events/${id}`).then((response) => response.json() as Promise<{ location: string }>)));
      expect(dates.map((event) => event.location)).toEqual(Array(4).fill('Bibliothèque Verlaine, Metz'));
    });

    await test.step('the admin deletes the second date and the ones after it: the first stays, and its page lists no other date', async () => {
      await page.goto(`/events/${firstId + 1}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible(SLOW_PAGE);
      await page.getByRole('button', { name: 'Supprimer', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: "Supprimer l'événement" });
      await dialog.getByRole('group', { name: 'Que voulez-vous supprimer ?' }).getByRole('radio', { name: 'Cette date et les suivantes' }).check();
      await dialog.getByRole('button', { name: 'Supprimer', exact: true }).click();
      await expect(page.getByText(EVENT_SERIES_MESSAGES.datesDeleted(3))).toBeVisible(SLOW_PAGE);
      expect(await Promise.all(ids.map((id) => readEvent(page, id).then((event) => event !== null)))).toEqual([true, false, false, false]);
      await page.goto(`/events/${firstId}`);
      await expect(page.getByRole('region', { name: 'Les autres dates de la série' }).getByText('Aucune autre date de cette série n’est à venir.')).toBeVisible(
        SLOW_PAGE,
      );
    });
  });
});
