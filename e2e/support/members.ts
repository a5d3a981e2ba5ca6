import type { APIRequestContext, Page } from '@playwright/test';
import { createMemberData, type TMemberData } from './accounts';

/**
 * Creates a member through the API. With `page.request` the browser shares the session cookie
 * (the member is then logged in on the next page load); with the `request` fixture it does not.
 */
export async function registerMember(request: APIRequestContext, member: TMemberData = createMemberData()): Promise<TMemberData> {
  const response = await request.post('/api/auth/register', { data: member });
  if (response.status() !== 201) throw new Error(`Inscription impossible (${response.status()}) : ${await response.text()}`);
  return member;
}

/** Fills the sign-up form of the page at hand and sends it, as a person would. */
export async function registerThroughForm(page: Page, member: TMemberData): Promise<void> {
  await page.getByLabel('Prénom').fill(member.firstName);
  await page.getByLabel('Nom', { exact: true }).fill(member.lastName);
  await page.getByLabel("Nom d'utilisateur").fill(member.username);
  await page.getByLabel('Adresse e-mail').fill(member.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(member.password);
  await page.getByLabel('Confirmer le mot de passe').fill(member.password);
  await page.getByRole('button', { name: "S'inscrire", exact: true }).click();
}

/** Logs in through the login page, as a person would. */
export async function logInThroughForm(page: Page, identifier: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel("E-mail ou nom d'utilisateur").fill(identifier);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
}
