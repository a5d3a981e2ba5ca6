import type { APIRequestContext } from '@playwright/test';
import {
  ASSOCIATION_SETTINGS_MESSAGES,
  ASSOCIATION_SETTINGS_SECTION_TITLES,
  type TAdminAssociationSettings,
  MAJORITY_RULE_LABELS,
  type TAssociationSettings,
  type TSettingsSectionVersion,
  type TStatutesSettings,
} from '@action-plus/contract';
import { ASSOCIATION_SETTINGS_PAGE_MESSAGES as M, HOST_LABELS, STATUTES_LABELS } from '@action-plus/web/messages/association-settings';
import { E2E_ADMIN } from '../support/accounts';
import { checkAccessibility, expect as baseExpect, test } from '../support/fixtures';
import { logInThroughForm } from '../support/members';

/** Issue 24: the association's settings, edited by its admins section by section. */

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 150_000 });

async function adminHeaders(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } });
  expect(login.status(), await login.text()).toBe(200);
  return { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
}

async function currentSection(request: APIRequestContext, headers: Record<string, string>, section: 'host' | 'statutes'): Promise<TSettingsSectionVersion> {
  const response = await request.get('/api/admin/association-settings', { headers });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as TAdminAssociationSettings).sections[section];
}

const currentHost = (request: APIRequestContext, headers: Record<string, string>) => currentSection(request, headers, 'host');

async function publicHost(request: APIRequestContext): Promise<TAssociationSettings['host']> {
  const response = await request.get('/api/association');
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as TAssociationSettings).host;
}

// The host is named only in the legal notices: the other stories, which read the association's
// name, address and hours, never see these changes, and the story ends by restoring what it found.
test("an admin changes the site's host, meets another admin's save, and restores the host as it was", async ({ page, request }) => {
  const headers = await adminHeaders(request);
  const found = await currentHost(request, headers);
  const foundHost = found.value as TAssociationSettings['host'];
  const unique = Date.now().toString(36);

  await logInThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL('/');
  const navigation = page.getByRole('navigation', { name: 'Navigation principale' });
  await navigation.getByRole('button', { name: /^Administration/ }).click();
  await navigation.getByRole('link', { name: M.pageTitle }).click();
  await expect(page).toHaveURL('/admin/association');
  const host = page.getByRole('region', { name: ASSOCIATION_SETTINGS_SECTION_TITLES.host });

  await test.step('a change is previewed, then saved as a new version that the public settings show', async () => {
    const phone = host.getByLabel(HOST_LABELS.phone, { exact: true });
    await phone.fill('+33 9 11 22 33 44');
    await expect(host.getByText(M.changeLine(HOST_LABELS.phone, foundHost.phone, '+33 9 11 22 33 44').replace(/\s+/g, ' '))).toBeVisible();
    await host.getByRole('button', { name: M.save, exact: true }).click();
    await expect(host.getByText(ASSOCIATION_SETTINGS_MESSAGES.saved('host').replace(/\s+/g, ' '))).toBeVisible();
    await expect(host.getByRole('button', { name: M.save, exact: true })).toBeDisabled();
    expect((await publicHost(request)).phone).toBe('+33 9 11 22 33 44');
    // The legal notices the server sends now name it, without a restart.
    const notice = await request.get('/mentions-legales');
    expect(await notice.text()).toContain('+33 9 11 22 33 44');
  });

  await test.step("another admin's save meanwhile is shown, and the admin's own version is saved over it", async () => {
    const read = await currentHost(request, headers);
    await host.getByLabel(HOST_LABELS.name, { exact: true }).fill(`Hébergeur ${unique}`);
    const theirs = await request.put('/api/admin/association-settings/host', {
      headers,
      data: { version: read.version, value: { ...(read.value as TAssociationSettings['host']), address: `1 rue ${unique}, 57000 Metz` } },
    });
    expect(theirs.status(), await theirs.text()).toBe(200);

    await host.getByRole('button', { name: M.save, exact: true }).click();
    await expect(host.getByRole('alert')).toContainText(`1 rue ${unique}, 57000 Metz`);
    await expect(host.getByLabel(HOST_LABELS.name, { exact: true })).toHaveValue(`Hébergeur ${unique}`);
    await checkAccessibility(page);
    await host.getByRole('button', { name: M.saveOver }).click();
    await expect(host.getByText(ASSOCIATION_SETTINGS_MESSAGES.saved('host').replace(/\s+/g, ' '))).toBeVisible();
    const saved = await publicHost(request);
    expect(saved.name).toBe(`Hébergeur ${unique}`);
    expect(saved.address).toBe(foundHost.address);
  });

  await test.step('the history restores the version the story found', async () => {
    await host.getByText(M.historyHeading, { exact: true }).click();
    const entry = host.getByRole('listitem').filter({ hasText: new RegExp(`^Version ${found.version},`) });
    await entry.getByRole('button', { name: M.restore }).click();
    const dialog = page.getByRole('dialog', { name: M.restoreTitle(found.version) });
    await checkAccessibility(page);
    await dialog.getByRole('button', { name: M.restoreConfirm }).click();
    await expect(host.getByText(ASSOCIATION_SETTINGS_MESSAGES.restored(found.version).replace(/\s+/g, ' '))).toBeVisible();
    await expect(host.getByLabel(HOST_LABELS.name, { exact: true })).toHaveValue(foundHost.name);
    expect(await publicHost(request)).toEqual(foundHost);
  });
});

// No page reads the statutes' rules yet (the general assembly, issue 28, will): the story saves
// them once from the page, then puts back what it found.
test("an admin records the general assembly's rules from the association's statutes", async ({ page, request }) => {
  const headers = await adminHeaders(request);
  const found = await currentSection(request, headers, 'statutes');
  const foundStatutes = found.value as TStatutesSettings;

  await logInThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL('/');
  await page.goto('/admin/association');
  const statutes = page.getByRole('region', { name: ASSOCIATION_SETTINGS_SECTION_TITLES.statutes });
  await expect(statutes.getByText(STATUTES_LABELS.intro.replace(/\s+/g, ' '))).toBeVisible();

  const convocation = statutes.getByLabel(STATUTES_LABELS.convocationDaysBefore, { exact: true });
  await convocation.fill(String(foundStatutes.convocationDaysBefore === 21 ? 22 : 21));
  await statutes.getByLabel(STATUTES_LABELS.quorumPercent, { exact: true }).fill('25');
  await statutes.getByLabel(STATUTES_LABELS.dissolutionMajority, { exact: true }).selectOption({ label: MAJORITY_RULE_LABELS['three-quarters'] });
  await checkAccessibility(page);
  await statutes.getByRole('button', { name: M.save, exact: true }).click();
  await expect(statutes.getByText(ASSOCIATION_SETTINGS_MESSAGES.saved('statutes').replace(/\s+/g, ' '))).toBeVisible();

  const saved = await currentSection(request, headers, 'statutes');
  expect(saved.version).toBe(found.version + 1);
  expect(saved.value).toEqual({
    ...foundStatutes,
    convocationDaysBefore: foundStatutes.convocationDaysBefore === 21 ? 22 : 21,
    quorumPercent: 25,
    majorities: { ...foundStatutes.majorities, dissolution: 'three-quarters' },
  });

  const restored = await request.put('/api/admin/association-settings/statutes', { headers, data: { version: saved.version, value: foundStatutes } });
  expect(restored.status(), await restored.text()).toBe(200);
});
