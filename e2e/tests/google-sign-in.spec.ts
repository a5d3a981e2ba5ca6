import type { Page } from '@playwright/test';
import { GOOGLE_SIGN_IN_ERROR_MESSAGES } from '@action-plus/contract';
import { createMemberData } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { findLink, waitForMail } from '../support/mail';
import { registerMember } from '../support/members';
import { GOOGLE_PAGE_MESSAGES } from '@action-plus/web/messages/auth';
import { ACCOUNT_SECURITY_PAGE_MESSAGES } from '@action-plus/web/messages/profile';

const navigation = (page: Page) => page.getByRole('navigation', { name: 'Navigation principale' });
const uniqueEmail = (name: string) => `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@gmail.test`;

/** What a person does on the provider's account chooser (the stand-in's, like Google's). */
async function chooseAccount(provider: Page, account: { email: string; givenName?: string; familyName?: string }) {
  await expect(provider.getByRole('heading', { name: 'Choisissez un compte' })).toBeVisible();
  await provider.getByLabel('Adresse e-mail').fill(account.email);
  if (account.givenName) await provider.getByLabel('Prénom').fill(account.givenName);
  if (account.familyName) await provider.getByLabel('Nom', { exact: true }).fill(account.familyName);
  await provider.getByRole('button', { name: 'Continuer' }).click();
}

test('a newcomer signs in with Google through the popup and gets an account made from their profile', async ({ page, request }) => {
  const email = uniqueEmail('lina.moreau');
  await page.goto('/login');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continuer avec Google' }).click();
  const popup = await popupOpened;
  await chooseAccount(popup, { email, givenName: 'Lina', familyName: 'Moreau' });
  await popup.waitForEvent('close');

  await expect(page).toHaveURL('/');
  await expect(navigation(page).getByRole('link', { name: 'Lina' })).toBeVisible();
  await navigation(page).getByRole('link', { name: 'Lina' }).click();
  await expect(page.getByText(email)).toBeVisible();

  // A real account was made, with no password: password sign-in with anything is refused.
  const attempt = await request.post('/api/auth/login', { data: { email, password: 'nimporte-quoi' } });
  expect(attempt.status()).toBe(401);
});

test('an existing member whose address is confirmed finds their own account when signing in with Google, linked by e-mail', async ({
  page,
  request,
  baseURL,
}) => {
  const member = await registerMember(request, createMemberData('Noémie'));
  const link = findLink(await waitForMail(member.email, 'Confirmez votre adresse e-mail'), `${baseURL}/confirm-email?token=`);
  const confirmed = await request.post('/api/auth/confirm-email', { data: { token: new URL(link).searchParams.get('token') } });
  expect(confirmed.status()).toBe(200);
  await page.goto('/register');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: "S'inscrire avec Google" }).click();
  const popup = await popupOpened;
  // Google's profile says another first name: the account, not a new one, is what signs in.
  await chooseAccount(popup, { email: member.email.toUpperCase(), givenName: 'Autre', familyName: 'Personne' });
  await popup.waitForEvent('close');

  await expect(page).toHaveURL('/');
  await expect(navigation(page).getByRole('link', { name: 'Noémie' })).toBeVisible();
  await navigation(page).getByRole('button', { name: 'Déconnexion' }).click();
  await expect(navigation(page).getByRole('link', { name: 'Connexion' })).toBeVisible();

  // The member's password still works after the link.
  const login = await request.post('/api/auth/login', { data: { email: member.username, password: member.password } });
  expect(login.status()).toBe(200);
});

test("whoever registered an address without confirming it loses the account when the address's owner signs in with Google", async ({ page, request }) => {
  const intruder = await registerMember(request, { ...createMemberData('Intrus'), email: uniqueEmail('victime') });
  await page.goto('/login');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continuer avec Google' }).click();
  const popup = await popupOpened;
  await chooseAccount(popup, { email: intruder.email, givenName: 'Victime', familyName: 'Légitime' });
  await popup.waitForEvent('close');
  await expect(page).toHaveURL('/');
  await expect(navigation(page).getByRole('link', { name: 'Intrus' })).toBeVisible();

  // The intruder's password is gone, and the address's owner is told why by mail.
  const login = await request.post('/api/auth/login', { data: { email: intruder.username, password: intruder.password } });
  expect(login.status()).toBe(401);
  const mail = await waitForMail(intruder.email, 'relié à Google');
  expect(mail.text).toContain('son mot de passe a été supprimé');
  await navigation(page).getByRole('link', { name: 'Intrus' }).click();
  await page.getByRole('tab', { name: 'Paramètres' }).click();
  await expect(page.getByText(ACCOUNT_SECURITY_PAGE_MESSAGES.emailVerified)).toBeVisible();
  await expect(page.getByRole('heading', { name: ACCOUNT_SECURITY_PAGE_MESSAGES.choosePasswordTitle })).toBeVisible();
});

test('with the popup blocked, the whole page goes to the provider and comes back signed in where it was going', async ({ page }) => {
  await page.addInitScript(() => {
    window.open = () => null;
  });
  const email = uniqueEmail('hugo.petit');
  await page.goto('/profile');
  await expect(page).toHaveURL('/login');
  await page.getByRole('button', { name: 'Continuer avec Google' }).click();

  await expect(page).toHaveURL(new RegExp(`^${process.env.E2E_OIDC_ISSUER}/interaction/`));
  await chooseAccount(page, { email, givenName: 'Hugo', familyName: 'Petit' });

  await expect(page).toHaveURL('/profile');
  await expect(page.getByText(email)).toBeVisible();
  await expect(navigation(page).getByRole('link', { name: 'Hugo' })).toBeVisible();
});

test('a provider account whose e-mail is not verified is refused with a French message', async ({ page }) => {
  await page.goto('/login');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continuer avec Google' }).click();
  const popup = await popupOpened;
  await expect(popup.getByRole('heading', { name: 'Choisissez un compte' })).toBeVisible();
  await popup.getByLabel('Adresse e-mail').fill(uniqueEmail('non.verifiee'));
  await popup.getByLabel('Adresse vérifiée').uncheck();
  await popup.getByRole('button', { name: 'Continuer' }).click();
  await popup.waitForEvent('close');

  await expect(page.getByRole('alert')).toHaveText("L'adresse e-mail de ce compte Google n'est pas vérifiée : impossible de vous connecter avec ce compte.");
  await expect(page).toHaveURL('/login');
  await expect(navigation(page).getByRole('link', { name: 'Connexion' })).toBeVisible();
});

test('a person who cancels at the provider is left alone on the login page', async ({ page }) => {
  await page.goto('/login');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continuer avec Google' }).click();
  const popup = await popupOpened;
  await popup.getByRole('button', { name: 'Annuler' }).click();
  await popup.waitForEvent('close');

  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Continuer avec Google' })).toBeEnabled();
});

test('after a full-page redirect, a failure is on the page as the server sends it, before any script runs; a success waits for the session', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/connexion/google?status=error&mode=redirect&error=conflict');
  await expect(page.getByRole('alert')).toHaveText(GOOGLE_SIGN_IN_ERROR_MESSAGES.conflict);
  await expect(page.getByRole('link', { name: 'Retour à la connexion' })).toBeVisible();

  await page.goto('/connexion/google?status=ok&mode=redirect');
  await expect(page.getByRole('status').filter({ hasText: GOOGLE_PAGE_MESSAGES.landingPending })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await context.close();
});

test('the Google button is in the login and sign-up pages as the server sends them', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  for (const [path, name] of [
    ['/login', 'Continuer avec Google'],
    ['/register', "S'inscrire avec Google"],
  ]) {
    await page.goto(path!);
    await expect(page.getByRole('button', { name })).toBeVisible();
  }
  await context.close();
});
