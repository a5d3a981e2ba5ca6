import type { APIRequestContext } from '@playwright/test';
import { E2E_ADMIN } from '../support/accounts';
import { expect as baseExpect, test } from '../support/fixtures';
import { registerMember } from '../support/members';
import { SEEDED_ASSOCIATION_SETTINGS as ACTION_PLUS } from '@action-plus/contract/association-settings-seed';

/** « Nos prochains événements » shows what is coming, never a past event (issue 23, point 10). */

const expect = baseExpect.configure({ timeout: 20_000 });

async function adminHeaders(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } });
  const { access_token: accessToken } = (await login.json()) as { access_token: string };
  return { authorization: `Bearer ${accessToken}` };
}

test('the home page lists upcoming events only under « Nos prochains événements »', async ({ page }) => {
  const upcoming = (await (await page.request.get('/api/events?when=upcoming&limit=3')).json()) as { events: unknown[] } | unknown[];
  const upcomingCount = Array.isArray(upcoming) ? upcoming.length : upcoming.events.length;
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Nos prochains événements' });
  await expect(section.getByRole('article')).toHaveCount(Math.min(upcomingCount, 3));
  await expect(section.getByText('Passé', { exact: true })).toHaveCount(0);
});

/** The figures under the hero are counted from the data (issue 23, point 10), not fixed numbers. */
test('the home page counts the events already held and the active members, and follows a new membership', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 800 });
  const figuresOnPage = async () => {
    const figures = page.getByRole('region', { name: `${ACTION_PLUS.identity.name} en chiffres` });
    await expect(figures.getByRole('term')).toHaveCount(3);
    const pairs = await figures.getByRole('term').evaluateAll((terms) => terms.map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    return Object.fromEntries(pairs) as Record<string, string>;
  };

  // What the data says: the past events as the list has them, and the figures the server counts.
  const past = (await (await page.request.get('/api/events?when=past&limit=1000')).json()) as { events: unknown[]; has_more: boolean };
  expect(past.has_more).toBe(false);
  const counted = (await (await page.request.get('/api/association-figures')).json()) as { events_held: number; active_members: number };
  expect(counted.events_held).toBe(past.events.length);

  await page.goto('/');
  expect(await figuresOnPage()).toEqual({
    Événements: String(past.events.length),
    'Membres actifs': String(counted.active_members),
    Pays: String(ACTION_PLUS.figures.figures.find((figure) => figure.source === 'fixed')?.value),
  });

  // An admin records a membership for a new member: the home page, kept for visitors, counts one more.
  const member = await registerMember(request);
  const headers = await adminHeaders(request);
  const { members } = (await (await request.get('/api/admin/members', { headers })).json()) as { members: { id: number; email: string }[] };
  const memberId = members.find((candidate) => candidate.email === member.email)!.id;
  const recorded = await request.post('/api/admin/create-membership', {
    headers,
    data: { userId: memberId, membershipType: 'standard', duration: 12, amount: 25 },
  });
  expect(recorded.status()).toBe(201);
  await page.goto('/');
  expect((await figuresOnPage())['Membres actifs']).toBe(String(counted.active_members + 1));
});
