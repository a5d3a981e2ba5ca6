import { E2E_ADMIN } from '../support/accounts';
import { checkAccessibility, expect, test } from '../support/fixtures';
import { logInThroughForm } from '../support/members';
import { SEEDED_ASSOCIATION_SETTINGS as ACTION_PLUS } from '@action-plus/contract/association-settings-seed';

const navigation = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Navigation principale' });

test('an unknown address shows the 404 page with a link home', async ({ page }) => {
  const response = await page.goto('/cette-page-nexiste-pas');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page non trouvée' })).toBeVisible();
  await expect(page).toHaveTitle(`Page non trouvée | ${ACTION_PLUS.identity.name}`);
  await page.getByRole('link', { name: "Retour à l'accueil" }).click();
  await expect(page).toHaveURL('/');
});

test('the full footer, with the registration number and opening hours, shows on the home page; every other page ends with the legal line', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('R2025MET001009');
  await expect(footer).toContainText('Lundi - Vendredi');
  await expect(footer.getByRole('link', { name: 'Mentions légales' })).toBeVisible();

  for (const [width, height] of [
    [1366, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const path of ['/contact', '/events', '/login', '/faire-un-don', '/cette-page-nexiste-pas']) {
      await page.goto(path);
      const line = page.getByRole('contentinfo');
      await expect(line).not.toContainText('R2025MET001009');
      for (const name of ['Mentions légales', 'Politique de confidentialité', "Conditions d'utilisation"]) {
        await expect(line.getByRole('link', { name })).toBeVisible();
      }
    }
  }
  await page.getByRole('contentinfo').getByRole('link', { name: 'Politique de confidentialité' }).click();
  await expect(page).toHaveURL('/confidentialite');
});

test('the navigation bar takes its scrolled style after 50 px and a new page starts at the top', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 400 });
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await page.mouse.wheel(0, 600);
  await expect(header).toHaveAttribute('data-scrolled', 'true');

  await page.getByRole('contentinfo').getByRole('link', { name: 'Mentions légales' }).click();
  await expect(page).toHaveURL('/mentions-legales');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(header).toHaveAttribute('data-scrolled', 'false');
});

test('on a phone the menu opens and closes with its button, Escape and navigation, and shows admins every admin page', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await logInThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL('/');

  const toggle = navigation(page).getByRole('button', { name: 'Menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(navigation(page).getByRole('link', { name: 'Événements' })).toBeHidden();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  for (const name of ['Créer un événement', 'Gestion des Adhésions', 'Dons', 'Trésorerie']) {
    await expect(navigation(page).getByRole('link', { name, exact: true })).toBeVisible();
  }
  await checkAccessibility(page);

  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();

  await toggle.click();
  await navigation(page).getByRole('link', { name: 'Événements' }).click();
  await expect(page).toHaveURL('/events');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('the skip link takes keyboard users straight to the content', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: 'Aller au contenu principal' });
  await expect(skipLink).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#contenu')).toBeFocused();
});
