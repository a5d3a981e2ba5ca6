import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { toParisDate, type TTreasuryResponse } from '@action-plus/contract';
import { donations, memberships, users } from '#db/schema';
import { revalidationIntervalFor } from '#modules/events/events-read-cache';
import { createTestApp, createTestUser, type TestApp } from '#test/support/test-app';
import { DONOR, today } from '../donations/donation-test-helpers';

/**
 * The treasurer's figures are kept as sent between reads: a write made anywhere (a route of this
 * instance, another instance, a job, a cascade) must show in the next figures the treasurer reads.
 */
describe('the treasurer’s figures are never behind a write', () => {
  let testApp: TestApp;
  let adminHeaders: Record<string, string>;
  beforeAll(async () => {
    testApp = await createTestApp();
    adminHeaders = (await createTestUser(testApp, { role: 'admin' })).authorization;
  });
  afterAll(() => testApp.close());

  const thisYear = () => Number(toParisDate().slice(0, 4));
  const figures = async (): Promise<TTreasuryResponse> => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/admin/treasury?year=${thisYear()}`, headers: adminHeaders });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json();
  };
  /** At once on PostgreSQL; within a second on the embedded database, which has no other instance. */
  const waitForRevalidation = () => new Promise((resolve) => setTimeout(resolve, revalidationIntervalFor(testApp.context.db) + 50));

  it('shows a donation recorded through the site at once, within the second of the last read', async () => {
    const before = (await figures()).totals;
    expect(await figures()).toMatchObject({ totals: before });
    const recorded = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/donations',
      headers: adminHeaders,
      payload: { ...DONOR, amount: 40, method: 'cheque', receivedOn: today() },
    });
    expect(recorded.statusCode).toBe(201);
    expect((await figures()).totals).toMatchObject({ donations_count: before.donations_count + 1, donations_cents: before.donations_cents + 4000 });

    const cancelled = await testApp.app.inject({ method: 'POST', url: `/api/admin/donations/${recorded.json().id}/cancel`, headers: adminHeaders });
    expect(cancelled.statusCode).toBe(200);
    expect((await figures()).totals).toMatchObject({ donations_count: before.donations_count, donations_cents: before.donations_cents });
  });

  it('shows what another instance or a job wrote straight into the database, and a deleted account’s memberships gone', async () => {
    const before = (await figures()).totals;
    const [donation] = await testApp.context.db
      .insert(donations)
      .values({
        amountCents: 1500,
        method: 'virement',
        status: 'pending',
        donorFirstName: 'Nadia',
        donorLastName: 'Virement',
        donorEmail: 'virement@exemple.fr',
        donorAddress: '3 rue des Lilas',
        donorPostalCode: '57000',
        donorCity: 'Metz',
        receivedOn: today(),
      })
      .returning({ id: donations.id });
    await waitForRevalidation();
    expect((await figures()).totals).toMatchObject({ donations_count: before.donations_count });

    // Confirmed by an update, as HelloAsso's reconciliation does: no row added, only one changed.
    await testApp.context.db.update(donations).set({ status: 'confirmed', confirmedAt: new Date() }).where(eq(donations.id, donation!.id));
    await waitForRevalidation();
    expect((await figures()).totals).toMatchObject({ donations_count: before.donations_count + 1, donations_cents: before.donations_cents + 1500 });

    const [member] = await testApp.context.db
      .insert(users)
      .values({ firstName: 'Zoé', lastName: 'Zimmer', username: 'zoe-tresor', email: 'zoe-tresor@exemple.fr', passwordHash: null })
      .returning({ id: users.id });
    await testApp.context.db
      .insert(memberships)
      .values({ userId: member!.id, membershipType: 'standard', startDate: today(), endDate: today(), durationMonths: 12, amountCents: 2000 });
    await waitForRevalidation();
    expect((await figures()).totals.active_members).toBe(before.active_members + 1);

    await testApp.context.db.delete(users).where(eq(users.id, member!.id));
    await waitForRevalidation();
    expect((await figures()).totals.active_members).toBe(before.active_members);
  });
});
