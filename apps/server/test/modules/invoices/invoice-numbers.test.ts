import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { invoiceCounters, invoices } from '#db/schema';
import { allocateYearlyNumber } from '#lib/yearly-counter';

import { createTestApp, createTestUser, type TestApp } from '#test/support/test-app';

describe('invoice numbers', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('50 invoices allocated concurrently get 50 distinct consecutive numbers', async () => {
    const numbers = await Promise.all(Array.from({ length: 50 }, () => testApp.context.db.transaction((tx) => allocateYearlyNumber(tx, 'invoice', 2031))));
    const sequences = numbers.map((allocated) => allocated.sequence).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
    expect(new Set(numbers.map((allocated) => allocated.number)).size).toBe(50);
    expect(numbers.map((allocated) => allocated.number)).toContain('2031-0001');
    expect(numbers.map((allocated) => allocated.number)).toContain('2031-0050');
  });

  it('gives a failed transaction its number back: no gap', async () => {
    await expect(
      testApp.context.db.transaction(async (tx) => {
        await allocateYearlyNumber(tx, 'invoice', 2032);
        throw new Error('la facture n’a pas pu être enregistrée');
      }),
    ).rejects.toThrow();
    const next = await testApp.context.db.transaction((tx) => allocateYearlyNumber(tx, 'invoice', 2032));
    expect(next.number).toBe('2032-0001');
  });

  it('starts again at 0001 each year', async () => {
    const numbers = [];
    for (const year of [2033, 2033, 2034]) numbers.push((await testApp.context.db.transaction((tx) => allocateYearlyNumber(tx, 'invoice', year))).number);
    expect(numbers).toEqual(['2033-0001', '2033-0002', '2034-0001']);
  });

  it('50 memberships recorded at once get 50 invoices numbered without gaps', async () => {
    const admin = await createTestUser(testApp, { role: 'admin' });
    const members = [];
    for (let index = 0; index < 50; index += 1) members.push((await createTestUser(testApp)).user);
    const year = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric' }).format(new Date()));
    const [before] = await testApp.context.db.select().from(invoiceCounters).where(eq(invoiceCounters.year, year));
    const start = before?.lastSequence ?? 0;

    const responses = await Promise.all(
      members.map((member) =>
        testApp.app.inject({
          method: 'POST',
          url: '/api/admin/create-membership',
          headers: admin.authorization,
          payload: { userId: member.id, membershipType: 'standard', duration: 12, amount: 25 },
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(50).fill(201));
    const issued = await testApp.context.db.select().from(invoices).where(eq(invoices.year, year));
    const sequences = issued.map((invoice) => invoice.sequence).sort((a, b) => a - b);
    expect(sequences.slice(-50)).toEqual(Array.from({ length: 50 }, (_, index) => start + index + 1));
  });
});
