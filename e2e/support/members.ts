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

/** Logs in through the login page, as a person would. */
export async function logInThroughForm(page: Page, identifier: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel("E-mail ou nom d'utilisateur").fill(identifier);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
}
