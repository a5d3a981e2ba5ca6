import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import {
  accentColourTooPale,
  ASSOCIATION_SETTINGS_MESSAGES,
  ASSOCIATION_SETTINGS_SECTION_TITLES,
  type TAdminAssociationSettings,
  type TAssociationSettings,
  type TSettingsSectionVersion,
} from '@action-plus/contract';
import { ASSOCIATION_SETTINGS_PAGE_MESSAGES as M, IDENTITY_LABELS, IMAGE_FIELD_LABELS } from '@action-plus/web/messages/association-settings';
import { E2E_ADMIN } from '../support/accounts';
import { checkAccessibility, expect as baseExpect, test } from '../support/fixtures';
import { logInThroughForm } from '../support/members';

/** Issue 24: the association's logo and accent colour, set by an admin, seen by every visitor. */

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 150_000 });

const asRead = (text: string) => text.replace(/\s+/g, ' ');

async function adminHeaders(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } });
  expect(login.status(), await login.text()).toBe(200);
  return { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
}

async function currentIdentity(request: APIRequestContext, headers: Record<string, string>): Promise<TSettingsSectionVersion> {
  const response = await request.get('/api/admin/association-settings', { headers });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as TAdminAssociationSettings).sections.identity;
}

// Every page shows the header and the accent: the story runs alone (SITE_WIDE_FIGURES) and ends by
// saving the identity it found.
test('an admin gives the site a logo and a readable accent colour, which a visitor’s page carries without a script', async ({ page, request, browser }) => {
  const headers = await adminHeaders(request);
  const found = await currentIdentity(request, headers);
  const foundIdentity = found.value as TAssociationSettings['identity'];

  try {
    await logInThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).toHaveURL('/');
    await page.goto('/admin/association');
    const identity = page.getByRole('region', { name: ASSOCIATION_SETTINGS_SECTION_TITLES.identity });

    await test.step('the logo is uploaded as soon as it is chosen and previewed', async () => {
      const logo = await sharp({ create: { width: 320, height: 96, channels: 3, background: '#1d4ed8' } })
        .png()
        .toBuffer();
      await identity.getByLabel(IDENTITY_LABELS.logo).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
      await expect(identity.getByRole('img', { name: IMAGE_FIELD_LABELS.previewAlt(foundIdentity.name) })).toBeVisible();
    });

    await test.step('a pale colour is refused as it is chosen, with its contrast; a readable one is measured', async () => {
      const colour = identity.getByLabel(IDENTITY_LABELS.accentColour);
      await colour.fill('#f2b441');
      await expect(identity.getByText(asRead(accentColourTooPale(1.7473)))).toBeVisible();
      await expect(colour).toHaveAttribute('aria-invalid', 'true');
      await colour.fill('#1d4ed8');
      await expect(identity.getByText(asRead(IDENTITY_LABELS.contrastOf('#1d4ed8', '6,34', true)))).toBeVisible();
      await checkAccessibility(page);
      await identity.getByRole('button', { name: M.save, exact: true }).click();
      await expect(identity.getByText(asRead(ASSOCIATION_SETTINGS_MESSAGES.saved('identity')))).toBeVisible();
    });

    await test.step('a visitor without JavaScript gets the logo and the accent from the page the server sends', async () => {
      const visitor = await browser.newContext({ javaScriptEnabled: false });
      try {
        const home = await visitor.newPage();
        await home.goto('/');
        const header = home.getByRole('banner');
        await expect(header.getByRole('img', { name: foundIdentity.name })).toBeVisible();
        // The current page's link is drawn in the accent (--color-primary), here the linked stylesheet's.
        await expect(header.getByRole('link', { name: 'Accueil', exact: true })).toHaveCSS('color', 'rgb(29, 78, 216)');
      } finally {
        await visitor.close();
      }
    });
  } finally {
    const current = await currentIdentity(request, headers);
    const restored = await request.put('/api/admin/association-settings/identity', { headers, data: { version: current.version, value: foundIdentity } });
    expect(restored.status(), await restored.text()).toBe(200);
  }
});
