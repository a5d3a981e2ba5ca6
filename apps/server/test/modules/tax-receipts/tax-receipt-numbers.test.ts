import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { donations, taxReceipts } from '#db/schema';
import { confirmDonation } from '#modules/donations/confirm-donation';
import { issueYearlySummaries } from '#modules/tax-receipts/issue-tax-receipt';
import { createTestApp, createTestUser, type TestApp } from '#test/support/test-app';

/** On PostgreSQL (TEST_DATABASE_URL) the confirmations really run at once; on PGlite they queue. */
describe('tax receipt numbers', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ config: { taxReceipts: { eligibleOverride: true, signatureFile: undefined } } });
  });
  afterAll(() => testApp.close());

  it('are gapless and never given twice when 30 donations are confirmed at once', async () => {
    const pending = await testApp.context.db
      .insert(donations)
      .values(
        Array.from({ length: 30 }, (_, index) => ({
          amountCents: 1000 + index,
          method: 'carte' as const,
          donorFirstName: 'Donateur',
          donorLastName: `N${index}`,
          donorEmail: `donateur${index}@exemple.fr`,
          donorAddress: '1 place d’Armes',
          donorPostalCode: '57000',
          donorCity: 'Metz',
        })),
      )
      .returning();
    const results = await Promise.all(
      pending.map((donation) => testApp.context.db.transaction((tx) => confirmDonation(tx, testApp.context.config, donation.id, '2027-04-01'))),
    );
    expect(results.every((result) => result?.receipt)).toBe(true);
    const receipts = await testApp.context.db
      .select()
      .from(taxReceipts)
      .where(
        inArray(
          taxReceipts.donationId,
          pending.map((donation) => donation.id),
        ),
      );
    expect(receipts).toHaveLength(30);
    expect(receipts.map((receipt) => receipt.sequence).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, index) => index + 1));
    expect(new Set(receipts.map((receipt) => receipt.number)).size).toBe(30);
    expect(receipts.every((receipt) => receipt.year === 2027 && receipt.number === `2027-${String(receipt.sequence).padStart(4, '0')}`)).toBe(true);
    // Confirming again issues nothing more.
    const again = await testApp.context.db.transaction((tx) => confirmDonation(tx, testApp.context.config, pending[0]!.id, '2027-04-01'));
    expect(again).toBeNull();
  });

  it('give a failed confirmation’s number back', async () => {
    const [donation] = await testApp.context.db
      .insert(donations)
      .values({
        amountCents: 500,
        method: 'cheque',
        donorFirstName: 'A',
        donorLastName: 'B',
        donorEmail: 'ab@exemple.fr',
        donorAddress: '1 rue',
        donorPostalCode: '57000',
        donorCity: 'Metz',
      })
      .returning();
    await expect(
      testApp.context.db.transaction(async (tx) => {
        await confirmDonation(tx, testApp.context.config, donation!.id, '2027-04-02');
        throw new Error('annulée');
      }),
    ).rejects.toThrow('annulée');
    const result = await testApp.context.db.transaction((tx) => confirmDonation(tx, testApp.context.config, donation!.id, '2027-04-02'));
    expect(result!.receipt!.number).toBe('2027-0031');
  });

  it('give one yearly summary when a donor asks twice at once', async () => {
    const { user } = await createTestUser(testApp);
    const gifts = await testApp.context.db
      .insert(donations)
      .values(
        [1500, 2500].map((amountCents) => ({
          amountCents,
          method: 'virement' as const,
          donorFirstName: user.firstName,
          donorLastName: user.lastName,
          donorEmail: user.email,
          donorAddress: '3 rue Taison',
          donorPostalCode: '57000',
          donorCity: 'Metz',
          userId: user.id,
        })),
      )
      .returning();
    for (const gift of gifts) await testApp.context.db.transaction((tx) => confirmDonation(tx, testApp.context.config, gift.id, '2028-02-01'));
    const owner = { userId: user.id };
    const [[first], [second]] = await Promise.all([1, 2].map(() => testApp.context.db.transaction((tx) => issueYearlySummaries(tx, owner, 2028))));
    expect(first!.number).toBe(second!.number);
    expect(first!.amountCents).toBe(4000);
    const valid = await testApp.context.db
      .select()
      .from(taxReceipts)
      .where(and(eq(taxReceipts.year, 2028), isNull(taxReceipts.cancelledAt)));
    expect(valid.map((receipt) => receipt.number)).toEqual([first!.number]);
  });
});
