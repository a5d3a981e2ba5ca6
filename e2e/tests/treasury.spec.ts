import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { TREASURY_EXPORT_HEADERS, formatEuros, toParisDate, treasuryExportFileName, type TTreasuryResponse } from '@action-plus/contract';
import { TREASURY_PAGE_MESSAGES } from '@action-plus/web/messages/treasury';
import { E2E_ADMIN, createMemberData } from '../support/accounts';
import { checkAccessibility, expect, test } from '../support/fixtures';
import { logInThroughForm } from '../support/members';

const M = TREASURY_PAGE_MESSAGES;

async function adminHeaders(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } });
  expect(login.status(), await login.text()).toBe(200);
  return { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
}

async function treasuryReport(request: APIRequestContext, headers: Record<string, string>) {
  const response = await request.get('/api/admin/treasury', { headers });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as TTreasuryResponse;
}

const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

test("the treasurer's page shows the dues and the donation the admin has just recorded", async ({ page, request }) => {
  test.setTimeout(150_000);
  const headers = await adminHeaders(request);
  const today = toParisDate();
  const thisMonth = `${MONTHS[Number(today.slice(5, 7)) - 1]} ${today.slice(0, 4)}`;
  // Other stories record money on the same server: the figures are compared with those read just before.
  const before = await treasuryReport(request, headers);
  const monthBefore = before.months.at(-1)!;

  await test.step('the admin records a membership and a gift received by cheque', async () => {
    const member = createMemberData('Salomé');
    const created = await request.post('/api/admin/create-user', {
      headers,
      data: { firstName: member.firstName, lastName: member.lastName, email: member.email, username: member.username },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const membership = await request.post('/api/admin/create-membership', {
      headers,
      data: { userId: id, membershipType: 'standard', duration: 12, amount: 25 },
    });
    expect(membership.status(), await membership.text()).toBe(201);
    const donation = await request.post('/api/admin/donations', {
      headers,
      data: {
        firstName: 'Lucien',
        lastName: `Marchal-${Date.now().toString(36)}`,
        email: 'lucien.marchal@exemple.fr',
        address: '12 rue Serpenoise',
        postalCode: '57000',
        city: 'Metz',
        amount: 42,
        method: 'cheque',
        receivedOn: today,
      },
    });
    expect(donation.status(), await donation.text()).toBe(201);
  });
  const after = await treasuryReport(request, headers);
  expect(after.totals.dues_cents).toBe(before.totals.dues_cents + 2500);
  expect(after.totals.donations_cents).toBe(before.totals.donations_cents + 4200);

  await logInThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL('/');
  await page.goto('/admin/tresorerie');
  await expect(page.getByRole('heading', { level: 1, name: M.pageTitle })).toBeVisible();

  const totals = page.getByRole('region', { name: M.totalsHeading(after.totals.year) });
  const figure = (label: string) => totals.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');
  await expect(figure(M.totalDues)).toHaveText(`${formatEuros(after.totals.dues_cents)} (${M.countOf(after.totals.dues_count, 'cotisation', 'cotisations')})`);
  await expect(figure(M.totalDonations)).toHaveText(`${formatEuros(after.totals.donations_cents)} (${M.countOf(after.totals.donations_count, 'don', 'dons')})`);
  await expect(figure(M.declarationTotal)).toHaveText(formatEuros(after.totals.receipts_cents));
  await expect(figure(M.declarationCount)).toHaveText(String(after.totals.receipts_count));

  await test.step("this month's dues and gifts are in the chart's table, and the chart is drawn", async () => {
    const chart = page.getByRole('figure', { name: M.moneyChartTitle });
    // Chart.js, loaded on this page only, sized its canvas (the CSP would have refused an inline style in HTML).
    await expect(chart.locator('canvas')).toHaveAttribute('width', /^[1-9]\d*$/);
    await chart.getByText(M.showData).click();
    const row = chart
      .getByRole('table', { name: M.moneyChartTitle })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: thisMonth }) });
    await expect(row.getByRole('cell').nth(0)).toHaveText(`${formatEuros(monthBefore.dues_cents + 2500)} (${monthBefore.dues_count + 1})`);
    await expect(row.getByRole('cell').nth(1)).toHaveText(`${formatEuros(monthBefore.donations_cents + 4200)} (${monthBefore.donations_count + 1})`);
    await checkAccessibility(page);
  });

  await test.step('the accountant’s receipts export downloads for the year', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: M.exportLabels.receipts }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(treasuryExportFileName('receipts', after.totals.year));
    expect(readFileSync(await file.path(), 'utf8').startsWith(`\uFEFF${TREASURY_EXPORT_HEADERS.receipts.join(';')}\r\n`)).toBe(true);
  });

  await test.step('another year shows its own totals', async () => {
    const lastYear = after.totals.year - 1;
    await page.getByLabel(M.periodLabel).selectOption(String(lastYear));
    await expect(page.getByRole('heading', { level: 2, name: M.totalsHeading(lastYear) })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: M.exportsHeading(lastYear) })).toBeVisible();
    await checkAccessibility(page);
  });
});
