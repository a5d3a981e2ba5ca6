import { AUTH_PAGE_MESSAGES } from '@action-plus/web/messages/auth';
import { E2E_ADMIN, createMemberData } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { logInThroughForm, registerMember, registerThroughForm } from '../support/members';

const navigation = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Navigation principale' });

test('a newcomer registers, lands logged in on the home page with a welcome, sees their first name and logs out', async ({ page }) => {
  // Five pages, each audited for accessibility: 22 s on CI's busy 2-core machine, near the 30 s default.
  test.slow();
  const member = createMemberData('Amandine');
  await page.goto('/');
  await navigation(page).getByRole('link', { name: 'Inscription' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inscription' })).toBeVisible();

  await registerThroughForm(page, member);

  await expect(page).toHaveURL('/');
  await expect(page.getByRole('status').filter({ hasText: AUTH_PAGE_MESSAGES.registerSuccess })).toBeVisible();
  await expect(navigation(page).getByRole('link', { name: 'Amandine' })).toBeVisible();
  await expect(navigation(page).getByRole('link', { name: 'Connexion' })).toHaveCount(0);

  await navigation(page).getByRole('link', { name: 'Amandine' }).click();
  await expect(page).toHaveURL('/profile');
  await expect(page.getByText(member.email)).toBeVisible();

  await navigation(page).getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL('/');
  await expect(navigation(page).getByRole('link', { name: 'Connexion' })).toBeVisible();
  await expect(navigation(page).getByRole('link', { name: 'Amandine' })).toHaveCount(0);

  // The session is really over: a reload does not bring it back.
  await page.reload();
  await expect(navigation(page).getByRole('link', { name: 'Connexion' })).toBeVisible();
});

test('a member logs in with their username instead of their e-mail', async ({ page, request }) => {
  const member = await registerMember(request, createMemberData('Bastien'));
  await logInThroughForm(page, member.username, member.password);
  await expect(page).toHaveURL('/');
  await expect(navigation(page).getByRole('link', { name: 'Bastien' })).toBeVisible();
});

test("a wrong password shows the server's message and keeps the visitor on the login page", async ({ page, request }) => {
  const member = await registerMember(request);
  await logInThroughForm(page, member.email, 'pas-le-bon-mot-de-passe');
  await expect(page.getByRole('alert')).toHaveText('Identifiant ou mot de passe incorrect.');
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('button', { name: 'Se connecter', exact: true })).toBeEnabled();
});

test('the login form asks for both fields before calling the server', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect(page.getByText("L'e-mail ou le nom d'utilisateur est obligatoire.")).toBeVisible();
  await expect(page.getByText('Le mot de passe est obligatoire.')).toBeVisible();
  await expect(page.getByLabel("E-mail ou nom d'utilisateur")).toHaveAttribute('aria-invalid', 'true');
});

test('a reload keeps the session through the refresh cookie', async ({ page, request }) => {
  const member = await registerMember(request, createMemberData('Chloé'));
  await logInThroughForm(page, member.email, member.password);
  await expect(navigation(page).getByRole('link', { name: 'Chloé' })).toBeVisible();

  await page.reload();
  await expect(navigation(page).getByRole('link', { name: 'Chloé' })).toBeVisible();
  await page.goto('/profile');
  await expect(page).toHaveURL('/profile');
  await expect(page.getByText(member.email)).toBeVisible();
});

test('a visitor opening the profile is sent to the login page, and back to the profile after logging in', async ({ page, request }) => {
  const member = await registerMember(request, createMemberData('Damien'));
  await page.goto('/profile');
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();

  await page.getByLabel("E-mail ou nom d'utilisateur").fill(member.email);
  await page.getByLabel('Mot de passe').fill(member.password);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect(page).toHaveURL('/profile');
});

test('the administrator created at first start sees the admin links', async ({ page }) => {
  await logInThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(navigation(page).getByRole('link', { name: E2E_ADMIN.firstName })).toBeVisible();
  // On a wide screen the admin's pages open from the « Administration » menu.
  await navigation(page).getByRole('button', { name: 'Administration' }).click();
  await expect(navigation(page).getByRole('link', { name: 'Créer un événement' })).toBeVisible();
  await expect(navigation(page).getByRole('link', { name: 'Gestion des Adhésions' })).toBeVisible();
  await expect(navigation(page).getByRole('link', { name: 'Trésorerie' })).toBeVisible();
});

test('a member sees no admin link and is told an admin page is for admins', async ({ page, request }) => {
  const member = await registerMember(request);
  await logInThroughForm(page, member.username, member.password);
  await expect(navigation(page).getByRole('link', { name: member.firstName })).toBeVisible();
  await expect(navigation(page).getByRole('link', { name: 'Créer un événement' })).toHaveCount(0);
  await expect(navigation(page).getByRole('link', { name: 'Gestion des Adhésions' })).toHaveCount(0);

  await page.goto('/admin/memberships');
  await expect(page.getByRole('heading', { level: 1, name: 'Cette page est réservée à l’équipe qui en a la charge' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Gestion des Memberships' })).toHaveCount(0);
});

test('a password reset request gives the same answer whether or not the address has an account', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeVisible();
  await page.getByLabel('Adresse e-mail').fill('personne@exemple.fr');
  await page.getByRole('button', { name: 'Envoyer le lien de réinitialisation' }).click();
  await expect(page.getByText('Un e-mail de réinitialisation a été envoyé à votre adresse e-mail si elle existe dans notre système.')).toBeVisible();
  await page.getByRole('link', { name: 'Retour à la connexion' }).click();
  await expect(page).toHaveURL('/login');
});
