import type { Page } from '@playwright/test';
import { E2E_ADMIN } from '../support/accounts';
import { checkAccessibility, expect, test } from '../support/fixtures';

/** The automatic axe audit can hold a loaded page's main thread for seconds on a busy machine. */
const SLOW_PAGE = { timeout: 30_000 };

const upcoming = (page: Page) => page.getByRole('region', { name: 'Événements à venir' });
const searchForm = (page: Page) => page.getByRole('search', { name: 'Rechercher et filtrer les événements' });

async function waitForEvents(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Nos Événements' })).toBeVisible(SLOW_PAGE);
  await expect(page.getByText('Chargement des événements...')).toHaveCount(0, SLOW_PAGE);
}

/** The titles of the cards a list shows, in its order. */
const titlesIn = (page: Page) => upcoming(page).getByRole('article').getByRole('heading').allTextContents();

test('a visitor searches and filters the events, and the search and filters survive a reload and a shared link', async ({ page, request, browser }) => {
  test.setTimeout(150_000);
  const login = await request.post('/api/auth/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } });
  const { access_token: accessToken } = (await login.json()) as { access_token: string };
  const headers = { authorization: `Bearer ${accessToken}` };
  const unique = Date.now().toString(36);
  const created: number[] = [];
  const create = async (data: Record<string, unknown>) => {
    const response = await request.post('/api/events', { headers, data: { description: 'Une rencontre.', location: 'Metz', ...data } });
    expect(response.status()).toBe(201);
    created.push(((await response.json()) as { id: number }).id);
  };

  try {
    // Thirteen workshops in September (one more than a page), a concert in July, a talk in August.
    for (let day = 1; day <= 13; day += 1) {
      await create({ title: `Atelier ${unique} n°${day}`, date: `2095-09-${String(day).padStart(2, '0')}`, type: 'atelier' });
    }
    await create({ title: `Concert ${unique}`, date: '2095-07-14', time: '21:00', type: 'concert', description: 'Une Œuvre pour cordes.' });
    await create({ title: `Conférence ${unique}`, date: '2095-08-20', type: 'conférence', location: `Salle Saint-Étienne ${unique}` });

    await test.step('the search finds the title, the description and the place, whatever the accents', async () => {
      await page.goto('/events');
      await waitForEvents(page);
      const form = searchForm(page);
      await form.getByRole('searchbox', { name: 'Rechercher un événement' }).fill(`saint-etienne ${unique}`);
      await form.getByRole('button', { name: 'Rechercher' }).click();
      await expect(upcoming(page).getByRole('article', { name: `Conférence ${unique}` })).toBeVisible(SLOW_PAGE);
      await expect(upcoming(page).getByRole('article')).toHaveCount(1);
      await expect(page.getByText('Aucun événement passé ne correspond à votre recherche.')).toBeVisible();
      await checkAccessibility(page);
    });

    await test.step('the list pages through its events, soonest first', async () => {
      const form = searchForm(page);
      await form.getByRole('searchbox', { name: 'Rechercher un événement' }).fill(unique);
      await form.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Atelier' });
      await form.getByRole('button', { name: 'Rechercher' }).click();
      await expect(upcoming(page).getByRole('article')).toHaveCount(12, SLOW_PAGE);
      expect(await titlesIn(page)).toEqual(Array.from({ length: 12 }, (_, index) => `Atelier ${unique} n°${index + 1}`));
      await upcoming(page).getByRole('button', { name: "Afficher plus d'événements à venir" }).click();
      await expect(upcoming(page).getByRole('article')).toHaveCount(13, SLOW_PAGE);
      await expect(upcoming(page).getByRole('article', { name: `Atelier ${unique} n°13` })).toBeAttached();
      await expect(upcoming(page).getByRole('button', { name: "Afficher plus d'événements à venir" })).toHaveCount(0);
      await checkAccessibility(page);
    });

    const filtered = `/events?q=${unique}&type=concert&month=2095-07`;
    await test.step('a search by type and month puts itself in the address', async () => {
      const form = searchForm(page);
      await form.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Concert' });
      await form.getByLabel('Mois').fill('2095-07');
      await form.getByRole('button', { name: 'Rechercher' }).click();
      await expect(page).toHaveURL(filtered, SLOW_PAGE);
      await expect(upcoming(page).getByRole('article', { name: `Concert ${unique}` })).toBeVisible(SLOW_PAGE);
      await expect(upcoming(page).getByRole('article')).toHaveCount(1);
    });

    await test.step('they survive a reload', async () => {
      await page.reload();
      await waitForEvents(page);
      const form = searchForm(page);
      await expect(form.getByRole('searchbox', { name: 'Rechercher un événement' })).toHaveValue(unique, SLOW_PAGE);
      await expect(form.getByRole('combobox', { name: 'Type' })).toHaveValue('concert');
      await expect(form.getByLabel('Mois')).toHaveValue('2095-07');
      await expect(upcoming(page).getByRole('article', { name: `Concert ${unique}` })).toBeVisible(SLOW_PAGE);
      await expect(upcoming(page).getByRole('article')).toHaveCount(1);
      await checkAccessibility(page);
    });

    await test.step('a shared link opens the same list for someone else', async () => {
      const context = await browser.newContext();
      try {
        const other = await context.newPage();
        await other.goto(filtered);
        await expect(upcoming(other).getByRole('article', { name: `Concert ${unique}` })).toBeVisible(SLOW_PAGE);
        await expect(upcoming(other).getByRole('article')).toHaveCount(1);
      } finally {
        await context.close();
      }
    });

    await test.step('clearing the filters goes back to every event', async () => {
      await searchForm(page).getByRole('button', { name: 'Effacer les filtres' }).click();
      await expect(page).toHaveURL('/events', SLOW_PAGE);
      await expect(searchForm(page).getByRole('searchbox', { name: 'Rechercher un événement' })).toHaveValue('');
      await expect(upcoming(page).getByRole('article').first()).toBeVisible();
    });

    await test.step('the events page offers the calendar feed of upcoming events', async () => {
      const link = page.getByRole('link', { name: "S'abonner à l'agenda des événements" });
      await expect(link).toHaveAttribute('href', /^webcal:\/\/[^/]+\/api\/events\/feed\.ics$/);
      const feed = await request.get('/api/events/feed.ics');
      expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
      const text = await feed.text();
      expect(text).toContain('BEGIN:VCALENDAR');
      expect(text).toContain(`SUMMARY:Concert ${unique}`);
    });
  } finally {
    for (const id of created) await request.delete(`/api/events/${id}`, { headers });
  }
});
