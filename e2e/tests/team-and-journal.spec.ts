import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  ACCOUNT_SECURITY_MESSAGES,
  AUDIT_ACTION_LABELS,
  AUDIT_ROLE_LABELS,
  AUDIT_TARGET_LABELS,
  JOURNAL_CSV_FILE_NAME,
  ROLE_DEFINITIONS,
  ROLE_MESSAGES,
  type TGrantableRole,
} from '@action-plus/contract';
import { SEEDED_ASSOCIATION_SETTINGS as ACTION_PLUS } from '@action-plus/contract/association-settings-seed';
import { DONATION_PAGE_MESSAGES } from '@action-plus/web/messages/donations';
import { JOURNAL_PAGE_MESSAGES as J } from '@action-plus/web/messages/journal';
import { ROLES_PAGE_MESSAGES as R } from '@action-plus/web/messages/roles';
import { SHARED_MESSAGES } from '@action-plus/web/messages/shared';
import { SHELL_MESSAGES } from '@action-plus/web/messages/shell';
import { E2E_ADMIN, createMemberData, type TMemberData } from '../support/accounts';
import { checkAccessibility, expect as baseExpect, test } from '../support/fixtures';
import { waitForMail } from '../support/mail';
import { logInThroughForm, registerMember } from '../support/members';

/**
 * « Équipe et droits » and « Journal » (decisions 041 and 042). That the last admin cannot be
 * removed is the server's tests' (apps/server/test/modules/roles): other stories of this run may
 * hold admins of their own, so the browser could not make it the last one deterministically.
 */

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 150_000 });

const PHONE = { width: 390, height: 844 };
/** The name the first-start admin was given: its first name and the association's seeded name. */
const ADMIN_NAME = `${E2E_ADMIN.firstName} ${ACTION_PLUS.identity.name}`;
const TREASURER = ROLE_DEFINITIONS.treasurer.name;

const fullName = (member: TMemberData) => `${member.firstName} ${member.lastName}`;
const navigation = (page: Page) => page.getByRole('navigation', { name: SHELL_MESSAGES.mainNavigation });
const toasts = (page: Page) => page.getByRole('status', { name: SHARED_MESSAGES.toastsRegion });

/** Signs in through the API: the account's id and the bearer its calls carry. */
async function signInByApi(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  const { access_token: accessToken, user } = (await response.json()) as { access_token: string; user: { id: number } };
  return { id: user.id, headers: { authorization: `Bearer ${accessToken}` } };
}

/** The roles an account holds, as « Équipe et droits » finds it. */
async function rolesOf(request: APIRequestContext, headers: Record<string, string>, member: TMemberData): Promise<TGrantableRole[]> {
  const response = await request.get(`/api/admin/roles/candidates?q=${encodeURIComponent(member.email)}`, { headers });
  expect(response.status()).toBe(200);
  const { members } = (await response.json()) as { members: { email: string; roles: TGrantableRole[] }[] };
  return members.find((candidate) => candidate.email === member.email)?.roles ?? [];
}

/** Opens a page from the wide screen's « Administration » menu (its name counts unread messages). */
async function openFromAdministrationMenu(page: Page, linkName: string) {
  const menuButton = navigation(page).getByRole('button', { name: /^Administration/ });
  const link = navigation(page).getByRole('link', { name: linkName, exact: true });
  // The menu closes when a page is drawn: one that ends just after the click (the sign-in's own) closes it again.
  await expect(async () => {
    if ((await menuButton.getAttribute('aria-expanded')) !== 'true') await menuButton.click();
    await expect(link).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await link.click();
}

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

async function logOut(page: Page) {
  await navigation(page).getByRole('button', { name: SHELL_MESSAGES.logout }).click();
  await expect(navigation(page).getByRole('link', { name: SHELL_MESSAGES.login })).toBeVisible();
}

test('the admin gives a member the Treasurer role with their password, the member is mailed and sees only what it opens, then the role is taken back', async ({
  page,
  request,
}) => {
  // Two sign-ins and two confirmed changes, each page audited: on a busy two-core machine it takes
  // about a minute and a half.
  test.setTimeout(210_000);
  const member = await registerMember(request, createMemberData('Inès'));
  const admin = await signInByApi(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const teamSection = page.getByRole('region', { name: R.teamTitle });
  const grantSection = page.getByRole('region', { name: R.searchTitle });
  const dialog = page.getByRole('dialog');

  await test.step('the admin opens « Équipe et droits » from the Administration menu', async () => {
    await logInThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).toHaveURL('/');
    await openFromAdministrationMenu(page, SHELL_MESSAGES.teamAndRoles);
    await expect(page).toHaveURL('/admin/roles');
    await expect(page.getByRole('heading', { level: 1, name: R.title })).toBeVisible();
    await expect(teamSection.getByText(E2E_ADMIN.email)).toBeVisible();
    await checkAccessibility(page);
  });

  await test.step('a search by name finds the member, with no role yet', async () => {
    await grantSection.getByLabel(R.searchLabel).fill(member.lastName);
    await expect(grantSection.getByRole('listitem')).toHaveCount(1);
    await expect(grantSection.getByRole('listitem')).toContainText(`${fullName(member)} (${member.email})`);
    await expect(grantSection.getByLabel(R.roleToGrant(fullName(member)))).toBeVisible();
    await expect(grantSection.getByRole('button', { name: R.grant })).toBeDisabled();
    await checkAccessibility(page);
  });

  await test.step('a wrong password is refused next to the field and changes nothing', async () => {
    await grantSection.getByLabel(R.roleToGrant(fullName(member))).selectOption({ label: TREASURER });
    await grantSection.getByRole('button', { name: R.grant }).click();
    await expect(dialog).toHaveAccessibleName(R.confirmGrantTitle);
    await expect(dialog).toContainText(R.confirmGrant(TREASURER, fullName(member)));
    await dialog.getByLabel(R.passwordLabel).fill('pas-le-bon-mot-de-passe');
    await dialog.getByRole('button', { name: R.confirm }).click();
    const password = dialog.getByLabel(R.passwordLabel);
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    // The server checks the password as every confirmation does (ROLE_MESSAGES.wrongPassword is not what it sends).
    await expect(password).toHaveAccessibleDescription(ACCOUNT_SECURITY_MESSAGES.wrongCurrentPassword);
    await checkAccessibility(page);
    expect(await rolesOf(request, admin.headers, member)).toEqual([]);
  });

  await test.step('with the right password the member is on the team as Treasurer', async () => {
    await dialog.getByLabel(R.passwordLabel).fill(E2E_ADMIN.password);
    await dialog.getByRole('button', { name: R.confirm }).click();
    await expect(dialog).toBeHidden();
    await expect(toasts(page)).toContainText(ROLE_MESSAGES.roleGranted);
    const onTeam = teamSection.getByRole('listitem').filter({ hasText: member.email });
    await expect(onTeam).toContainText(`${fullName(member)} (${member.email}) ${TREASURER}`);
    await expect(onTeam.getByRole('button', { name: `${R.remove(TREASURER)} (${fullName(member)})` })).toBeVisible();
    // The search's row shows the role too, and no longer offers it.
    const candidate = grantSection.getByRole('listitem');
    await expect(candidate).toContainText(TREASURER);
    const roleSelect = candidate.getByLabel(R.roleToGrant(fullName(member)));
    await expect(roleSelect.getByRole('option', { name: TREASURER })).toHaveCount(0);
    await expect(roleSelect).toHaveValue('');
    await expect(candidate.getByRole('button', { name: R.grant })).toBeDisabled();
    expect(await rolesOf(request, admin.headers, member)).toEqual(['treasurer']);
    await checkAccessibility(page);
  });

  await test.step('the member is told by mail, with the name of who gave the role', async () => {
    const mail = await waitForMail(member.email, `Vous êtes désormais ${TREASURER}`);
    expect(mail.text).toContain(`Bonjour ${member.firstName},`);
    expect(mail.text).toContain(`${ADMIN_NAME} vous a donné le rôle`);
  });

  await test.step('the member, signed in, finds in Administration only the Treasurer’s pages', async () => {
    await logOut(page);
    await logInThroughForm(page, member.email, member.password);
    await expect(page).toHaveURL('/');
    const menuButton = navigation(page).getByRole('button', { name: SHELL_MESSAGES.administration, exact: true });
    await menuButton.click();
    const menu = page.locator(`#${await menuButton.getAttribute('aria-controls')}`);
    await expect(menu.getByRole('link')).toHaveText([SHELL_MESSAGES.manageMemberships, SHELL_MESSAGES.donations, SHELL_MESSAGES.treasury]);
    await checkAccessibility(page);
    await menu.getByRole('link', { name: SHELL_MESSAGES.donations, exact: true }).click();
    await expect(page).toHaveURL('/admin/dons');
    await expect(page.getByRole('heading', { level: 1, name: DONATION_PAGE_MESSAGES.adminTitle })).toBeVisible();
  });

  await test.step('« Équipe et droits » and « Journal » are reserved, and the server refuses them too', async () => {
    for (const path of ['/admin/roles', '/admin/journal']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: SHELL_MESSAGES.adminsOnlyTitle })).toBeVisible();
      await expect(page.getByText(SHELL_MESSAGES.adminsOnlyText)).toBeVisible();
    }
    const treasurer = await signInByApi(request, member.email, member.password);
    for (const path of ['/api/admin/roles', '/api/admin/journal']) {
      const refused = await request.get(path, { headers: treasurer.headers });
      expect(refused.status()).toBe(403);
      expect(await refused.json()).toMatchObject({ detail: ROLE_MESSAGES.permissionDenied });
    }
  });

  await test.step('the admin takes the role back: the member leaves the team and is told by mail', async () => {
    await logOut(page);
    await logInThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).toHaveURL('/');
    await openFromAdministrationMenu(page, SHELL_MESSAGES.teamAndRoles);
    await expect(page).toHaveURL('/admin/roles');
    await teamSection.getByRole('button', { name: `${R.remove(TREASURER)} (${fullName(member)})` }).click();
    await expect(dialog).toHaveAccessibleName(R.confirmRemoveTitle);
    await expect(dialog).toContainText(R.confirmRemove(TREASURER, fullName(member)));
    await checkAccessibility(page);
    await dialog.getByLabel(R.passwordLabel).fill(E2E_ADMIN.password);
    await dialog.getByRole('button', { name: R.confirm }).click();
    await expect(dialog).toBeHidden();
    await expect(toasts(page)).toContainText(ROLE_MESSAGES.roleRemoved);
    await expect(teamSection.getByText(member.email)).toHaveCount(0);
    expect(await rolesOf(request, admin.headers, member)).toEqual([]);
    await waitForMail(member.email, `Votre rôle de ${TREASURER}`);
  });
});

test('the journal shows a role grant with its actor, French words and values, filtered, and downloads it for French Excel', async ({ page, request }) => {
  const member = await registerMember(request, createMemberData('Yanis'));
  const { id: memberId } = await signInByApi(request, member.email, member.password);
  const admin = await signInByApi(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const granted = await request.post('/api/admin/roles/grant', {
    headers: admin.headers,
    data: { user_id: memberId, role: 'organiser', current_password: E2E_ADMIN.password },
  });
  expect(granted.status(), await granted.text()).toBe(200);

  const filters = page.getByRole('form', { name: J.filtersHeading });
  const table = page.getByRole('table', { name: J.tableCaption });
  const rows = table.getByRole('rowgroup').nth(1).getByRole('row');

  await test.step('the admin opens « Journal » from the Administration menu', async () => {
    await logInThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).toHaveURL('/');
    await openFromAdministrationMenu(page, SHELL_MESSAGES.journal);
    await expect(page).toHaveURL('/admin/journal');
    await expect(page.getByRole('heading', { level: 1, name: J.pageTitle })).toBeVisible();
    await expect(table).toBeVisible();
  });

  await test.step('filtered by person, action and member, the grant is the one entry, in French words with its values', async () => {
    await filters.getByLabel(J.personLabel).fill(ADMIN_NAME);
    await filters.getByLabel(J.actionLabel).selectOption({ label: AUDIT_ACTION_LABELS['role.grant'] });
    await filters.getByLabel(J.targetTypeLabel, { exact: true }).selectOption({ label: AUDIT_TARGET_LABELS.member });
    await filters.getByLabel(J.targetIdLabel).fill(String(memberId));
    await filters.getByRole('button', { name: J.apply }).click();
    await expect(rows).toHaveCount(1);
    const cells = rows.first().getByRole('cell');
    await expect(rows.first().getByRole('rowheader')).toHaveText(ADMIN_NAME);
    await expect(cells.nth(1)).toHaveText(AUDIT_ROLE_LABELS.admin!);
    await expect(cells.nth(2)).toHaveText(AUDIT_ACTION_LABELS['role.grant']);
    await expect(cells.nth(3)).toHaveText(`${AUDIT_TARGET_LABELS.member} ${memberId}`);
    await expect(cells.nth(4)).toHaveText(`role\u00a0: ${J.empty_value} → organiser`);
    await checkAccessibility(page);
  });

  await test.step('the CSV holds the same entry, ready for French Excel', async () => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: J.download }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(JOURNAL_CSV_FILE_NAME);
    const bytes = readFileSync(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]!.split(';')).toHaveLength(8);
    const entry = [ADMIN_NAME, AUDIT_ROLE_LABELS.admin, AUDIT_ACTION_LABELS['role.grant'], AUDIT_TARGET_LABELS.member, memberId].join(';');
    const [at, ...cells] = lines[1]!.split(';');
    expect(at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
    expect(cells.join(';')).toBe(`${entry};"{""role"":null}";"{""role"":""organiser""}"`);
    expect(lines.slice(2)).toEqual(['']);
  });

  await test.step('the download is itself in the journal, with the filters it was taken with', async () => {
    await filters.getByRole('button', { name: J.reset }).click();
    await filters.getByLabel(J.actionLabel).selectOption({ label: AUDIT_ACTION_LABELS['export.download'] });
    await filters.getByLabel(J.targetIdLabel).fill(JOURNAL_CSV_FILE_NAME);
    await filters.getByRole('button', { name: J.apply }).click();
    const ours = rows.filter({ hasText: `"target_id":"${memberId}"` });
    await expect(ours).toHaveCount(1);
    await expect(ours.getByRole('rowheader')).toHaveText(ADMIN_NAME);
    await expect(ours.getByRole('cell').nth(2)).toHaveText(AUDIT_ACTION_LABELS['export.download']);
    await expect(ours.getByRole('cell').nth(4)).toContainText(`file\u00a0: ${JOURNAL_CSV_FILE_NAME}`);
  });
});

test('on a phone « Équipe et droits » and « Journal » show whole, a grant confirmed in its dialog included', async ({ page, request }) => {
  const member = await registerMember(request, createMemberData('Lou'));
  await page.setViewportSize(PHONE);
  await logInThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL('/');

  const toggle = navigation(page).getByRole('button', { name: SHELL_MESSAGES.menu });
  const openMenuLink = async (name: string) => {
    // The menu closes on every navigation: one that ends just after the click (the sign-in's own) closes it again.
    await expect(async () => {
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 2_000 });
    }).toPass();
    await navigation(page).getByRole('link', { name, exact: true }).click();
  };

  await openMenuLink(SHELL_MESSAGES.teamAndRoles);
  await expect(page).toHaveURL('/admin/roles');
  await expect(page.getByRole('heading', { level: 1, name: R.title })).toBeVisible();
  const grantSection = page.getByRole('region', { name: R.searchTitle });
  await grantSection.getByLabel(R.searchLabel).fill(member.email);
  await grantSection.getByLabel(R.roleToGrant(fullName(member))).selectOption({ label: ROLE_DEFINITIONS.organiser.name });
  await expectNoSidewaysScroll(page);
  await checkAccessibility(page);
  await grantSection.getByRole('button', { name: R.grant }).click();
  const dialog = page.getByRole('dialog', { name: R.confirmGrantTitle });
  await expect(dialog.getByLabel(R.passwordLabel)).toBeInViewport();
  await expect(dialog.getByRole('button', { name: R.confirm })).toBeInViewport();
  await checkAccessibility(page);
  // Confirmed, it is also the journal's entry below, whatever else this run has done.
  await dialog.getByLabel(R.passwordLabel).fill(E2E_ADMIN.password);
  await dialog.getByRole('button', { name: R.confirm }).click();
  await expect(dialog).toBeHidden();
  await expect(toasts(page)).toContainText(ROLE_MESSAGES.roleGranted);
  await expectNoSidewaysScroll(page);

  await openMenuLink(SHELL_MESSAGES.journal);
  await expect(page).toHaveURL('/admin/journal');
  const region = page.getByRole('region', { name: J.scrollLabel });
  await expect(region.getByRole('table')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await checkAccessibility(page);
});
