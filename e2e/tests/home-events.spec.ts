import { expect as baseExpect, test } from '../support/fixtures';

/** « Nos prochains événements » shows what is coming, never a past event (issue 23, point 10). */

const expect = baseExpect.configure({ timeout: 20_000 });

test('the home page lists upcoming events only under « Nos prochains événements »', async ({ page }) => {
  const upcoming = (await (await page.request.get('/api/events?when=upcoming&limit=3')).json()) as { events: unknown[] } | unknown[];
  const upcomingCount = Array.isArray(upcoming) ? upcoming.length : upcoming.events.length;
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Nos prochains événements' });
  await expect(section.getByRole('article')).toHaveCount(Math.min(upcomingCount, 3));
  await expect(section.getByText('Passé', { exact: true })).toHaveCount(0);
});
