import { expect, test } from '../support/fixtures';
import { waitForHydration } from '../support/hydration';
import { SEEDED_ASSOCIATION_SETTINGS as ACTION_PLUS } from '@action-plus/contract/association-settings-seed';

// Every page visited here is audited by axe (WCAG 2.1 A and AA) by the fixture: any violation fails.

test('the home page shows its hero, figures, latest events, testimonials and join section', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(`${ACTION_PLUS.identity.name} | Association culturelle et solidaire à Metz`);
  await expect(page.getByRole('heading', { level: 1, name: ACTION_PLUS.identity.tagline })).toBeVisible();
  const figures = page.getByRole('region', { name: `${ACTION_PLUS.identity.name} en chiffres` });
  await expect(figures).toContainText('Événements');
  await expect(figures).toContainText('Membres actifs');
  await expect(figures).toContainText('Pays');
  const events = page.getByRole('region', { name: 'Nos prochains événements' });
  await expect(events.getByRole('link', { name: /En savoir plus/ }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ils nous ont rejoints' }).getByRole('listitem')).toHaveCount(3);
  const join = page.getByRole('region', { name: "Devenez membre de l'association" });
  await expect(join.getByRole('link', { name: 'Créer mon compte' })).toHaveAttribute('href', '/register');
  await expect(join.getByRole('link', { name: 'Se connecter pour adhérer' })).toHaveAttribute('href', '/login');

  await page.getByRole('link', { name: 'Découvrir nos événements' }).click();
  await expect(page).toHaveURL('/events');
});

test('the pages arrive rendered: without JavaScript they show their content, the events included, and the contact form says how to write instead', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: ACTION_PLUS.identity.tagline })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Nos prochains événements' })
      .getByRole('link', { name: /En savoir plus/ })
      .first(),
  ).toBeVisible();
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Événements' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nos Événements' })).toBeVisible();
  const firstEvent = page.getByRole('article').first().getByRole('link').first();
  await expect(firstEvent).toBeVisible();
  await firstEvent.click();
  await expect(page).toHaveURL(/\/events\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();

  // The contact form cannot send without the app: it stays closed and gives the address instead.
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contactez-nous' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Nom/ })).toBeDisabled();
  await expect(page.getByRole('form', { name: 'Formulaire de contact' }).getByRole('link', { name: ACTION_PLUS.contact.email })).toBeVisible();
  await context.close();
});

test('the app takes over the rendered page: the links then navigate without reloading it', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page.locator('header a').first());
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'À propos' }).click();
  await expect(page).toHaveURL('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('a page asked for with tracking parameters arrives rendered and the app takes it over without a mismatch', async ({ page, request }) => {
  const address = '/events?utm_source=lettre&fbclid=abc123&v=2';
  const html = await (await request.get(address)).text();
  expect(html).toContain('Nos Événements</h1>');
  expect(html).not.toContain('utm_source');
  // The server rendered /events; the browser hydrates at the full address: the fixture fails on any mismatch.
  await page.goto(address);
  await waitForHydration(page.locator('header a').first());
  await expect(page.getByRole('heading', { level: 1, name: 'Nos Événements' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('the server sends each public page with its title, description and canonical address', async ({ request }) => {
  const home = await (await request.get('/')).text();
  expect(home).toContain('<script type="application/ld+json">');
  expect(home).toContain(`"name":"${ACTION_PLUS.identity.name}"`);
  const about = await (await request.get('/about')).text();
  expect(about).toContain(`<title>À propos | ${ACTION_PLUS.identity.name}</title>`);
  expect(about).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/about" \/>/);
});

test('the about page tells the history, the values and the team, and leads to the events and to contact', async ({ page }) => {
  await page.goto('/about');
  await expect(page).toHaveTitle(`À propos | ${ACTION_PLUS.identity.name}`);
  const history = page.getByRole('region', { name: 'Notre histoire' });
  await expect(history).toContainText('4 avril 2025');
  await expect(history).toContainText('27 mai 2025');
  await expect(history).toContainText('28 mai 2025');
  await expect(history).toContainText("Aujourd'hui");
  await expect(page.getByRole('region', { name: 'Nos valeurs' }).getByRole('heading', { level: 3 })).toHaveText([
    'Respect',
    'Diversité',
    'Inclusion',
    'Innovation',
    'Engagement',
  ]);
  await expect(page.getByRole('region', { name: 'Notre bureau' }).getByRole('listitem')).toHaveCount(3);
  await page.getByRole('link', { name: 'Nous contacter' }).click();
  await expect(page).toHaveURL('/contact');
});

test('the legal notices name the publisher, its registration, its director of publication and the host', async ({ page }) => {
  await page.goto('/mentions-legales');
  await expect(page).toHaveTitle(`Mentions légales | ${ACTION_PLUS.identity.name}`);
  const main = page.getByRole('main');
  await expect(main).toContainText('registre des associations du tribunal judiciaire de Metz');
  await expect(main).toContainText('R2025MET001009');
  await expect(main).toContainText('Cengiz Basbunar');
  await expect(main).toContainText(ACTION_PLUS.host.name);
});

test('the privacy policy and the terms of use read in French and link to each other', async ({ page }) => {
  await page.goto('/confidentialite');
  await expect(page.getByRole('heading', { level: 1, name: 'Politique de confidentialité' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Télécharger mes données');
  await page.getByRole('main').getByRole('link', { name: "conditions d'utilisation" }).click();
  await expect(page).toHaveURL('/conditions');
  await expect(page.getByRole('heading', { level: 1, name: "Conditions d'utilisation" })).toBeVisible();
});

test('a keyboard user can skip straight to the content', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'À propos' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: 'Aller au contenu principal' });
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('#contenu')).toBeFocused();
});

test('the pages fit a 320 px wide screen without horizontal scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of ['/', '/about', '/mentions-legales', '/confidentialite', '/conditions']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
